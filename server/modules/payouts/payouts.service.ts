import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { PAYOUTS_LIST } from '../../../src/shared/lists';
import type { CsvColumn } from '../../../src/shared/csv';
import { formatPhone } from '../../../src/shared/phone';
import { PUSH_TYPES } from '../../../src/shared/schemas/notifications';
import type {
  PayoutCsvColumn,
  PayoutDetail,
  PayoutRow,
  PayoutSortField,
  PayoutsExportQuery,
} from '../../../src/shared/schemas/payouts';
import { minorToDecimal } from '../../../src/shared/schemas/transactions';
import { payoutStatusLabel } from '../../../src/shared/status-labels';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/client';
import {
  admins,
  media,
  operators,
  ORDER_STATUS,
  orders,
  PAYOUT_STATUS,
  payoutStatusHistory,
  payouts,
  providers,
} from '../../db/schema';
import { coded } from '../../../src/shared/messages';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import {
  countAll,
  listTotal,
  orderOf,
  pageWindow,
  sortDirOf,
  type SortQuery,
  type SortSpec,
  totalFields,
} from '../../lib/list';
import { createNotification, type DbOrTx } from '../notifications/notifications.service';
import { idPrefixRange, isUuid } from '../../lib/ids';
import { scoped } from '../../lib/scoped';
import { escapeLike } from '../../lib/list';

const NOT_FOUND = 'payout.not_found';
/** One payout of the operator by id: a malformed, unknown or other operator's id is `payout.not_found`. */
export const payout = scoped(payouts, NOT_FOUND);

/** A bare hex term searches payout ids from this many characters on (`Pay_` + any prefix always does). */
const MIN_BARE_ID_PREFIX = 4;

/**
 * The search as one condition on payouts joined to their provider: `Pay_` + an id prefix (as the
 * console shows ids), or the provider's name (business or full name), or a bare id prefix of 4+ hex
 * characters. null when nothing can match.
 */
function searchCondition(raw: string): SQL | null {
  let term = raw.trim();
  const prefixed = /^pay_/i.test(term);
  if (prefixed) {
    term = term.slice(4).trim();
    if (term === '') return sql`true`;
    const range = idPrefixRange(term);
    return range ? sql`${payouts.id} between ${range.lo}::uuid and ${range.hi}::uuid` : null;
  }
  const pattern = `%${escapeLike(term)}%`;
  const parts: SQL[] = [
    sql`${providers.name} ilike ${pattern}`,
    sql`(${providers.firstName} || ' ' || ${providers.lastName}) ilike ${pattern}`,
  ];
  const range = idPrefixRange(term);
  if (range && term.replace(/-/g, '').length >= MIN_BARE_ID_PREFIX) {
    parts.push(sql`${payouts.id} between ${range.lo}::uuid and ${range.hi}::uuid`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Money leaves the database as integer minor units: PostgreSQL rounds the numeric(12,2) value times 100 and
 * sends it as text, which JS reads as an exact integer (no float ever rounds a cent).
 */
const minorOf = (expression: SQL) => sql<string>`(coalesce(round(${expression} * 100), 0))::bigint::text`;

const rowColumns = {
  id: payouts.id,
  amount: minorOf(sql`${payouts.amount}`),
  status: payouts.status,
  createdAt: payouts.createdAt,
  providerId: payouts.providerId,
  firstName: providers.firstName,
  lastName: providers.lastName,
  providerName: providers.name,
  proof: payouts.proof,
  decidedAt: payouts.decidedAt,
  note: payouts.note,
};

type RowRecord = {
  id: string;
  amount: string;
  status: number;
  createdAt: Date;
  providerId: string | null;
  firstName: string | null;
  lastName: string | null;
  providerName: string | null;
  proof: string[];
  decidedAt: Date | null;
  note: string | null;
};

const toRow = (r: RowRecord): PayoutRow => ({
  id: r.id,
  amount: Number(r.amount),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  providerId: r.providerId,
  firstName: r.firstName,
  lastName: r.lastName,
  providerName: r.providerName,
  proof: r.proof,
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  note: r.note,
});

export type ListQuery = SortQuery<PayoutSortField> & {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
  status?: number | undefined;
};

/** The payouts matching a list filter (the list's and the export's), always of the caller's operator; null: none can. */
function payoutFilter(operatorId: string, q: Pick<ListQuery, 'search' | 'status'>): SQL | null {
  const where: SQL[] = [eq(payouts.operatorId, operatorId)];
  if (q.status !== undefined) where.push(eq(payouts.status, q.status));
  const search = q.search?.trim();
  if (search) {
    const condition = searchCondition(search);
    if (!condition) return null;
    where.push(condition);
  }
  return and(...where) as SQL;
}

/** One page of the operator's payouts, newest first, and the number of all that match. */
export async function listPayouts(
  db: Db,
  operatorId: string,
  q: ListQuery,
  /** Tests move the point from which the provider-name order walks providers. */
  plan: { providerWalkFrom?: number } = {},
): Promise<{ rows: PayoutRow[]; total: number; totalCapped?: true }> {
  const filter = payoutFilter(operatorId, q);
  if (!filter) return { rows: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  const counting = listTotal(db, {
    operatorId,
    list: 'payouts',
    buckets: q.search?.trim() ? null : q.status === undefined ? 'all' : [String(q.status)],
    matching: db
      .select({ id: payouts.id })
      .from(payouts)
      .leftJoin(providers, eq(providers.id, payouts.providerId))
      .where(filter)
      .$dynamic(),
  });
  // The provider-name order walks providers when many payouts match (see PROVIDER_WALK_FROM): it needs the total.
  const counted = q.sortBy === 'firstName' ? await counting : null;
  const rows =
    counted && counted.total >= (plan.providerWalkFrom ?? PROVIDER_WALK_FROM)
      ? await providerWalk(db, operatorId, filter, sortDirOf(PAYOUT_SORT, 'firstName', q.sortDir), offset + limit).then(
          (ids) => rowsByIds(db, ids.slice(offset)),
        )
      : await db
          .select(rowColumns)
          .from(payouts)
          .leftJoin(providers, eq(providers.id, payouts.providerId))
          .where(filter)
          .orderBy(...orderOf(PAYOUT_SORT, q))
          .limit(limit)
          .offset(offset);
  return { rows: rows.map(toRow), ...totalFields(counted ?? (await counting)) };
}

/**
 * From this many matching payouts on, the provider-name order walks the operator's providers in name order
 * (providers_operator_first_name_idx) and reads each one's payouts from payouts_provider_created_idx until the
 * page is full, like the bookings' customer walk: a page costs the providers it spans, not a sort of every
 * matching payout (at 1M payouts the join and sort took seconds). Below it, the join and sort is cheaper: a rare
 * filter would make the walk visit every provider to find its few payouts.
 */
export const PROVIDER_WALK_FROM = 5000;

/**
 * The ids of the first `n` matching payouts in the provider-name order: providers by first name and id, each
 * one's payouts by request time and id, all in `dir`; payouts whose provider was deleted sort as PostgreSQL
 * sorts nulls (last ascending, first descending), newest last ascending like the rest.
 */
async function providerWalk(db: Db, operatorId: string, filter: SQL, dir: 'asc' | 'desc', n: number) {
  const by = dir === 'asc' ? asc : desc;
  const own = db
    .select({ id: payouts.id, createdAt: payouts.createdAt })
    .from(payouts)
    .where(and(filter, eq(payouts.providerId, providers.id)))
    .orderBy(by(payouts.createdAt), by(payouts.id))
    .limit(n)
    .as('own');
  const walked = db
    .select({ id: own.id, firstName: providers.firstName, providerId: providers.id, createdAt: own.createdAt })
    .from(providers)
    .crossJoinLateral(own)
    .where(eq(providers.operatorId, operatorId))
    .orderBy(by(providers.firstName), by(providers.id), by(own.createdAt), by(own.id))
    .limit(n);
  const orphans = db
    .select({ id: payouts.id, createdAt: payouts.createdAt })
    .from(payouts)
    .leftJoin(providers, eq(providers.id, payouts.providerId))
    .where(and(filter, isNull(payouts.providerId)))
    .orderBy(by(payouts.createdAt), by(payouts.id))
    .limit(n);
  const [named, unnamed] = await Promise.all([walked, orphans]);
  const ids = [...named.map((r) => r.id)];
  return (dir === 'asc' ? [...ids, ...unnamed.map((r) => r.id)] : [...unnamed.map((r) => r.id), ...ids]).slice(0, n);
}

/** The list rows of these payouts, in the order of `ids`. */
async function rowsByIds(db: Db, ids: string[]): Promise<RowRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(payouts)
    .leftJoin(providers, eq(providers.id, payouts.providerId))
    .where(inArray(payouts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Newest first, or a whitelisted field with the request time and id after it (a total order). */
const PAYOUT_SORT: SortSpec<PayoutSortField> = {
  list: PAYOUTS_LIST,
  fields: {
    createdAt: payouts.createdAt,
    amount: payouts.amount,
    status: payouts.status,
    // Providers of one first name stay together (by id), so the order can walk providers (PROVIDER_WALK_FROM).
    firstName: [providers.firstName, providers.id],
  },
  tieBreaker: [payouts.createdAt, payouts.id],
};

async function getPayout(db: DbOrTx, operatorId: string, id: string): Promise<PayoutRow> {
  const row = payout.found(
    await db
      .select(rowColumns)
      .from(payouts)
      .leftJoin(providers, eq(providers.id, payouts.providerId))
      .where(payout.where(operatorId, id))
      .limit(1),
  );
  return toRow(row);
}

/** Every payout matching the list's filter, in the list's order, for the export. */
export async function allPayouts(db: Db, operatorId: string, q: PayoutsExportQuery): Promise<PayoutRow[]> {
  const filter = payoutFilter(operatorId, q);
  if (!filter) return [];
  const rows = await db
    .select(rowColumns)
    .from(payouts)
    .leftJoin(providers, eq(providers.id, payouts.providerId))
    .where(filter)
    .orderBy(...orderOf(PAYOUT_SORT, q));
  return rows.map(toRow);
}

/** The export's columns (PAYOUT_CSV_COLUMNS, in that order); money as exact decimal strings. */
export const PAYOUT_CSV: readonly CsvColumn<PayoutRow>[] = (
  [
    ['id', (r) => r.id],
    ['providerId', (r) => r.providerId],
    ['firstName', (r) => r.firstName],
    ['lastName', (r) => r.lastName],
    ['providerName', (r) => r.providerName],
    ['amount', (r) => minorToDecimal(r.amount)],
    ['status', (r) => r.status],
    ['statusLabel', (r) => payoutStatusLabel(r.status)],
    ['createdAt', (r) => r.createdAt],
    ['decidedAt', (r) => r.decidedAt],
    ['note', (r) => r.note],
  ] as const satisfies readonly (readonly [PayoutCsvColumn, (r: PayoutRow) => unknown])[]
).map(([header, value]) => ({ header, value }));

const adminName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** What a payout's drawer reads of the request, its provider, who decided and the operator's currency. */
const detailColumns = {
  ...rowColumns,
  decidedBy: payouts.decidedBy,
  deciderFirstName: admins.firstName,
  deciderLastName: admins.lastName,
  email: providers.email,
  countryCode: providers.countryCode,
  phoneNumber: providers.phoneNumber,
  currency: operators.currency,
};

/**
 * One payout for its drawer (404 for a malformed, unknown or another operator's id): the request, the provider,
 * the provider's balance — earnings of its ended (delivered) bookings minus its accepted payouts, with its
 * pending requests beside it, all in minor units computed by PostgreSQL — who decided, and the history.
 */
export async function payoutDetail(db: Db, operatorId: string, id: string): Promise<PayoutDetail> {
  const found = payout.found(
    await db
      .select(detailColumns)
      .from(payouts)
      .innerJoin(operators, eq(operators.id, payouts.operatorId))
      .leftJoin(providers, eq(providers.id, payouts.providerId))
      .leftJoin(admins, eq(admins.id, payouts.decidedBy))
      .where(payout.where(operatorId, id))
      .limit(1),
  );
  const providerId = found.providerId;

  const [earned, paid, history] = await Promise.all([
    providerId
      ? db
          .select({ count: countAll(), minor: minorOf(sql`sum(${orders.orderPrice})`) })
          .from(orders)
          .where(
            and(
              eq(orders.operatorId, operatorId),
              eq(orders.providerId, providerId),
              eq(orders.status, ORDER_STATUS.BOOKING_ENDED),
            ),
          )
      : Promise.resolve([]),
    providerId
      ? db
          .select({
            paid: minorOf(sql`sum(${payouts.amount}) filter (where ${payouts.status} = ${PAYOUT_STATUS.ACCEPTED})`),
            pending: minorOf(sql`sum(${payouts.amount}) filter (where ${payouts.status} = ${PAYOUT_STATUS.PENDING})`),
          })
          .from(payouts)
          .where(and(eq(payouts.operatorId, operatorId), eq(payouts.providerId, providerId)))
      : Promise.resolve([]),
    db
      .select({
        id: payoutStatusHistory.id,
        fromStatus: payoutStatusHistory.fromStatus,
        toStatus: payoutStatusHistory.toStatus,
        note: payoutStatusHistory.note,
        createdAt: payoutStatusHistory.createdAt,
        adminId: payoutStatusHistory.adminId,
        firstName: admins.firstName,
        lastName: admins.lastName,
      })
      .from(payoutStatusHistory)
      .leftJoin(admins, eq(admins.id, payoutStatusHistory.adminId))
      .where(and(eq(payoutStatusHistory.payoutId, id), eq(payoutStatusHistory.operatorId, operatorId)))
      .orderBy(asc(payoutStatusHistory.createdAt), asc(payoutStatusHistory.id)),
  ]);
  const earnedMinor = Number(earned[0]?.minor ?? 0);
  const paidMinor = Number(paid[0]?.paid ?? 0);
  return {
    payout: toRow(found),
    currency: found.currency,
    provider: providerId
      ? {
          id: providerId,
          name: found.providerName ?? '',
          firstName: found.firstName,
          lastName: found.lastName,
          email: found.email,
          phone: formatPhone(found.countryCode, found.phoneNumber),
        }
      : null,
    balance: {
      deliveredBookings: Number(earned[0]?.count ?? 0),
      earnedMinor,
      paidMinor,
      pendingMinor: Number(paid[0]?.pending ?? 0),
      balanceMinor: earnedMinor - paidMinor,
    },
    decidedBy: found.decidedBy
      ? { id: found.decidedBy, name: adminName(found.deciderFirstName, found.deciderLastName) }
      : null,
    history: history.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      createdAt: h.createdAt.toISOString(),
      admin: h.adminId ? { id: h.adminId, name: adminName(h.firstName, h.lastName) } : null,
    })),
  };
}

export type DecisionInput = { id: string; status: 1 | 2; proof: string[]; note?: string | null | undefined };

const UPLOADS_PREFIX = '/uploads/';

/**
 * Accepts or rejects a pending payout, in one transaction: the payout row is locked (a concurrent
 * decision waits, then finds it decided: 409), the proof images must be this operator's uploads, and
 * the update, its history row and its notification commit together or not at all.
 */
export async function decidePayout(db: Db, caller: Caller, input: DecisionInput): Promise<PayoutRow> {
  const { operatorId } = caller;
  if (!isUuid(input.id)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const current = payout.found(
      await tx
        .select({ status: payouts.status, providerId: payouts.providerId, amount: payouts.amount })
        .from(payouts)
        .where(payout.where(operatorId, input.id))
        .limit(1)
        .for('update'),
    );
    if (current.status !== 0) throw conflict('payout.already_processed');

    // Proof: images this operator uploaded (another operator's upload reads like an unknown one).
    const names = input.proof.map((p) => p.slice(UPLOADS_PREFIX.length));
    const owned = await tx
      .select({ path: media.storagePath })
      .from(media)
      .where(and(eq(media.operatorId, operatorId), inArray(media.storagePath, names)));
    const ownedSet = new Set(owned.map((m) => m.path));
    const unknown = input.proof.filter((_, i) => !ownedSet.has(names[i] as string));
    if (unknown.length > 0) {
      throw unprocessable({
        proof: unknown.map((image) => coded('payout.proof_unknown', { image })),
      });
    }

    const note = input.note ?? null;
    const updated = await tx
      .update(payouts)
      .set({
        status: input.status,
        proof: input.proof,
        decidedBy: caller.adminId,
        decidedAt: sql`now()`,
        ...(note ? { note } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(payouts.id, input.id), eq(payouts.operatorId, operatorId), eq(payouts.status, 0)))
      .returning({ id: payouts.id });
    if (updated.length === 0) throw conflict('payout.already_processed');
    await tx.insert(payoutStatusHistory).values({
      payoutId: input.id,
      operatorId,
      fromStatus: 0,
      toStatus: input.status,
      adminId: caller.adminId,
      note,
      createdAt: sql`now()`,
    });

    const [context] = await tx
      .select({
        currency: operators.currency,
        adminFirstName: admins.firstName,
        adminLastName: admins.lastName,
        providerName: providers.name,
      })
      .from(operators)
      .leftJoin(admins, eq(admins.id, caller.adminId))
      .leftJoin(providers, current.providerId ? eq(providers.id, current.providerId) : sql`false`)
      .where(eq(operators.id, operatorId))
      .limit(1);
    const decision = input.status === 1 ? 'accepted' : 'rejected';
    await createNotification(tx, {
      operatorId,
      pushType: PUSH_TYPES.payout,
      pushTypeId: input.id,
      providerId: current.providerId,
      code: note ? `notification.payout_${decision}_note` : `notification.payout_${decision}`,
      params: {
        payout: input.id,
        actor: `${context?.adminFirstName ?? ''} ${context?.adminLastName ?? ''}`.trim() || null,
        amount: Number(current.amount),
        currency: context?.currency ?? 'INR',
        provider: context?.providerName ?? null,
        ...(note ? { note } : {}),
      },
      label: 'payouts',
      icon: 'cash',
      color: input.status === 1 ? '#12B886' : '#F74141',
    });
  });
  return getPayout(db, operatorId, input.id);
}
