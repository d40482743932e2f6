import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PROVIDERS_LIST } from '../../../src/shared/lists';
import { formatPhone } from '../../../src/shared/phone';
import {
  PROVIDER_DETAIL_PAYOUTS,
  PROVIDER_DETAIL_SERVICES,
  PROVIDER_CSV_COLUMNS,
  type ProviderDetail,
  type ProviderProfile,
  type ProviderRow,
  type ProvidersExportQuery,
} from '../../../src/shared/schemas/providers';
import type { Db } from '../../db/client';
import {
  operators,
  ORDER_STATUS,
  orders,
  PAYOUT_STATUS,
  payouts,
  products,
  providers,
  serviceTypes,
} from '../../db/schema';
import { countAll } from '../../lib/list';
import { csvColumns } from '../../lib/csv-export';
import { columnsOf, entity, type RecordOf } from '../../lib/entity';

/**
 * Service providers (module `service_providers`). Every query is scoped to the caller's operator; another
 * operator's id, an unknown id and a malformed one all answer the same 404.
 */

const columns = columnsOf(providers);

type ProviderRecord = RecordOf<typeof columns>;

const toRow = (r: ProviderRecord): ProviderRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: formatPhone(r.countryCode, r.phoneNumber),
  businessType: r.businessType,
  rating: r.rating === null ? null : Number(r.rating),
  profileImage: r.profileImage,
  verified: r.isVerified,
  status: r.isActive,
  createdAt: r.createdAt.toISOString(),
});

const toProfile = (r: ProviderRecord): ProviderProfile => ({
  ...toRow(r),
  firstName: r.firstName,
  lastName: r.lastName,
  countryCode: r.countryCode,
  phoneNumber: r.phoneNumber,
  address: r.address,
  workingHours: r.workingHours,
  servicable: r.servicable,
  updatedAt: r.updatedAt.toISOString(),
});

// List -----------------------------------------------------------------------------------------

/**
 * The counter buckets (migration 0019: active ':' verified, e.g. '1:0') that a status and a verification filter
 * keep; the merchants list filters the same rows by status alone.
 */
export function providerBuckets(status: number | undefined, verified?: number | undefined): string[] {
  return ['0:0', '0:1', '1:0', '1:1'].filter(
    (b) => (status === undefined || b[0] === String(status)) && (verified === undefined || b[2] === String(verified)),
  );
}

/** The providers of the operator by id (a malformed, unknown or other operator's id is `provider.not_found`) and their list. */
export const provider = entity(providers, 'provider.not_found', {
  columns,
  toRow,
  filter: (q: ProvidersExportQuery) => [
    q.status === undefined ? undefined : eq(providers.isActive, q.status === 1),
    q.verified === undefined ? undefined : eq(providers.isVerified, q.verified === 1),
  ],
  // Name or email: one LIKE against their lower-cased copy (`search_text`, as an ILIKE on each would match); digits
  // also match the phone number, or a number typed with its dial code (+91 98450…) the dial code and number together.
  search: ({ pattern, digits }) => [
    sql`${providers.searchText} like lower(${pattern})`,
    digits ? sql`${providers.phoneNumber} like ${`%${digits}%`}` : undefined,
    digits ? sql`(${providers.countryCode} || ${providers.phoneNumber}) like ${`%${digits}%`}` : undefined,
  ],
  /** Newest first, or a whitelisted field with the creation time and id after it (a total order). */
  sort: {
    list: PROVIDERS_LIST,
    fields: {
      name: providers.name,
      email: providers.email,
      createdAt: providers.createdAt,
      // Unrated providers count as below every rating: last when the best come first (the default).
      rating: sql`coalesce(${providers.rating}, -1)`,
    },
    tieBreaker: [providers.createdAt, providers.id],
  },
  counted: 'providers',
  buckets: (q) => providerBuckets(q.status, q.verified),
});

/** The export's columns: the profile's fields of PROVIDER_CSV_COLUMNS, in that order. */
export const PROVIDER_CSV = csvColumns<ProviderProfile>(PROVIDER_CSV_COLUMNS);
export const allProviders = async (db: Db, operatorId: string, q: ProvidersExportQuery) =>
  (await provider.all(db, operatorId, q)).map(toProfile);

// Details --------------------------------------------------------------------------------------

/** Amounts as integer hundredths, summed in SQL (numeric, exact) and rounded once. */
const minor = (expression: SQL) => sql<number>`coalesce(round(${expression} * 100), 0)::bigint`;

const ENDED = ORDER_STATUS.BOOKING_ENDED;
const DAY_MS = 86_400_000;

export async function providerDetail(
  db: Db,
  operatorId: string,
  id: string,
  now: Date = new Date(),
): Promise<ProviderDetail> {
  const found = await provider.find(db, operatorId, id);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  // The services it can deliver: its own (active or not), and the active ones offered by every provider.
  const deliverable = and(
    eq(products.operatorId, operatorId),
    or(eq(products.providerId, id), and(isNull(products.providerId), eq(products.isActive, true))),
  );
  const bookingsOf = sql<number>`(select count(*)::int from ${orders} o
    where o.operator_id = ${operatorId}::uuid and o.provider_id = ${id}::uuid and o.product_id = ${products.id})`;

  const [currency, serviceRows, serviceCount, statusRows, earningRows, payoutTotals, latestPayouts] = await Promise.all(
    [
      db.select({ currency: operators.currency }).from(operators).where(eq(operators.id, operatorId)).limit(1),
      db
        .select({
          id: products.id,
          name: products.name,
          serviceTypeName: serviceTypes.name,
          basePriceMinor: minor(sql`${products.basePrice}`),
          isActive: products.isActive,
          exclusive: sql<boolean>`${products.providerId} is not null`,
          thumbnail: products.thumbnail,
          bookings: bookingsOf,
        })
        .from(products)
        .leftJoin(
          serviceTypes,
          and(eq(serviceTypes.id, products.serviceTypeId), eq(serviceTypes.operatorId, operatorId)),
        )
        .where(deliverable)
        .orderBy(sql`${products.providerId} is null`, desc(bookingsOf), products.name, products.id)
        .limit(PROVIDER_DETAIL_SERVICES),
      db.select({ total: countAll() }).from(products).where(deliverable),
      db
        .select({ status: orders.status, count: countAll() })
        .from(orders)
        .where(and(eq(orders.operatorId, operatorId), eq(orders.providerId, id)))
        .groupBy(orders.status),
      db
        .select({
          totalMinor: minor(sql`sum(${orders.orderPrice})`),
          last30DaysMinor: minor(
            sql`sum(${orders.orderPrice}) filter (where ${orders.createdAt} >= ${since}::timestamptz)`,
          ),
          completedBookings: countAll(),
        })
        .from(orders)
        .where(and(eq(orders.operatorId, operatorId), eq(orders.providerId, id), eq(orders.status, ENDED))),
      db
        .select({
          total: countAll(),
          pendingCount: sql<number>`(count(*) filter (where ${payouts.status} = ${PAYOUT_STATUS.PENDING}))::int`,
          pendingAmountMinor: minor(
            sql`sum(${payouts.amount}) filter (where ${payouts.status} = ${PAYOUT_STATUS.PENDING})`,
          ),
          paidCount: sql<number>`(count(*) filter (where ${payouts.status} = ${PAYOUT_STATUS.ACCEPTED}))::int`,
          paidAmountMinor: minor(
            sql`sum(${payouts.amount}) filter (where ${payouts.status} = ${PAYOUT_STATUS.ACCEPTED})`,
          ),
        })
        .from(payouts)
        .where(and(eq(payouts.operatorId, operatorId), eq(payouts.providerId, id))),
      db
        .select({
          id: payouts.id,
          amountMinor: minor(sql`${payouts.amount}`),
          status: payouts.status,
          createdAt: payouts.createdAt,
          decidedAt: payouts.decidedAt,
        })
        .from(payouts)
        .where(and(eq(payouts.operatorId, operatorId), eq(payouts.providerId, id)))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(PROVIDER_DETAIL_PAYOUTS),
    ],
  );

  const counts = new Map(statusRows.map((r) => [Number(r.status), Number(r.count)]));
  const byStatus = Object.values(ORDER_STATUS)
    .sort((a, b) => a - b)
    .map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const earnings = earningRows[0];
  const paid = payoutTotals[0];
  return {
    provider: toProfile(found),
    currency: currency[0]?.currency ?? 'INR',
    services: {
      total: Number(serviceCount[0]?.total ?? 0),
      items: serviceRows.map((s) => ({
        id: s.id,
        name: s.name,
        serviceTypeName: s.serviceTypeName,
        basePriceMinor: Number(s.basePriceMinor),
        isActive: s.isActive,
        exclusive: Boolean(s.exclusive),
        thumbnail: s.thumbnail,
        bookings: Number(s.bookings),
      })),
    },
    bookings: { total: byStatus.reduce((sum, s) => sum + s.count, 0), byStatus },
    earnings: {
      totalMinor: Number(earnings?.totalMinor ?? 0),
      last30DaysMinor: Number(earnings?.last30DaysMinor ?? 0),
      completedBookings: Number(earnings?.completedBookings ?? 0),
    },
    payouts: {
      total: Number(paid?.total ?? 0),
      pendingCount: Number(paid?.pendingCount ?? 0),
      pendingAmountMinor: Number(paid?.pendingAmountMinor ?? 0),
      paidCount: Number(paid?.paidCount ?? 0),
      paidAmountMinor: Number(paid?.paidAmountMinor ?? 0),
      latest: latestPayouts.map((p) => ({
        id: p.id,
        amountMinor: Number(p.amountMinor),
        status: Number(p.status),
        createdAt: p.createdAt.toISOString(),
        decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
      })),
    },
  };
}

// Changes --------------------------------------------------------------------------------------

async function update(db: Db, operatorId: string, id: string, set: Partial<typeof providers.$inferInsert>) {
  const row = provider.found(
    await db
      .update(providers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(provider.where(operatorId, id))
      .returning(columns),
  );
  return toProfile(row);
}

/** Verifies or unverifies: the dashboard counts providers by this flag on every call (nothing cached). */
export const setProviderVerified = (db: Db, operatorId: string, id: string, verified: boolean) =>
  update(db, operatorId, id, { isVerified: verified });

export const setProviderStatus = (db: Db, operatorId: string, id: string, active: boolean) =>
  update(db, operatorId, id, { isActive: active });
