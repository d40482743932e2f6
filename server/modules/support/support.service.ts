import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { SUPPORT_LIST } from '../../../src/shared/lists';
import type { ModuleKey } from '../../../src/shared/modules';
import type {
  AppSupportThreadData,
  SupportFilter,
  SupportListQuery,
  SupportMessage,
  SupportSettings,
  SupportTicketDetail,
  SupportTicketRow,
} from '../../../src/shared/schemas/support';
import {
  canMoveSupportStatus,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUS_FLOW,
  type SupportAudience,
  type SupportPriority,
  type SupportStatus,
  supportNumberLabel,
  supportNumberOf,
} from '../../../src/shared/support';
import type { Db } from '../../db/client';
import {
  admins,
  customers,
  media,
  operators,
  orders,
  products,
  providers,
  supportAgents,
  supportCategories,
  supportMessages,
  supportRequests,
  supportSettings,
} from '../../db/schema';
import type { SupportAttachment, SupportEvent } from '../../db/schema/support';
import type { Caller } from '../../lib/caller';
import { columnsOf, entity } from '../../lib/entity';
import { conflict, fieldError, notFound, unprocessable } from '../../lib/errors';
import type { IdScope } from '../../lib/scoped';
import { createNotification, type DbOrTx } from '../notifications/notifications.service';
import { DEFAULT_SLA, slaOf } from './sla';

/** The module of each desk. */
export const DESK_MODULE: Readonly<Record<SupportAudience, ModuleKey>> = {
  customer: 'customer_support',
  provider: 'provider_support',
};
const desksOf = (caller: Pick<Caller, 'modules'>): SupportAudience[] =>
  (['customer', 'provider'] as const).filter((d) => caller.modules.includes(DESK_MODULE[d]));

const priorityName = (n: number): SupportPriority => SUPPORT_PRIORITIES[n] ?? 'normal';
const priorityNumber = (p: SupportPriority) => SUPPORT_PRIORITIES.indexOf(p);

/** An outer query's column, qualified (inside a sub-select an unqualified name could mean the inner table's). */
const outer = (column: string) => sql.raw(`"support_requests"."${column}"`);

const requesterName = sql<string | null>`coalesce(
  (select trim(c.first_name || ' ' || c.last_name) from ${customers} c where c.id = ${outer('customer_id')}),
  (select p.name from ${providers} p where p.id = ${outer('provider_id')}))`;
const assigneeName = sql<
  string | null
>`(select trim(a.first_name || ' ' || a.last_name) from ${admins} a where a.id = ${outer('assignee_id')})`;
const categoryName = sql<
  string | null
>`(select sc.name from ${supportCategories} sc where sc.id = ${outer('category_id')})`;

/** A list request on one desk, with the caller (for `assignee=mine`). */
type DeskQuery = SupportFilter & { audience: SupportAudience; me: string };

/** The operator's tickets by id and the two desks' lists (totals from list_counts: a bucket per desk and status). */
export const ticket = entity(supportRequests, 'support.ticket_not_found', {
  columns: { ...columnsOf(supportRequests), requesterName, assigneeName, categoryName },
  toRow: (r): SupportTicketRow => ({
    id: r.id,
    number: r.number,
    reference: supportNumberLabel(r.number),
    audience: r.audience,
    subject: r.subject,
    status: r.status as SupportStatus,
    priority: priorityName(r.priority),
    requester:
      r.customerId || r.providerId
        ? { id: (r.customerId ?? r.providerId) as string, name: r.requesterName ?? '' }
        : null,
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
    category: r.categoryId ? { id: r.categoryId, name: r.categoryName ?? '' } : null,
    orderId: r.orderId,
    lastActivityAt: r.lastActivityAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    dueAt: r.dueAt?.toISOString() ?? null,
    overdue: r.dueAt !== null && r.dueAt.getTime() < Date.now(),
    breached: r.breached || (r.dueAt !== null && r.dueAt.getTime() < Date.now()),
  }),
  filter: (q: DeskQuery) => [
    eq(supportRequests.audience, q.audience),
    q.status === undefined || q.status === 'all' ? undefined : eq(supportRequests.status, q.status),
    q.priority === undefined || q.priority === 'all'
      ? undefined
      : eq(supportRequests.priority, priorityNumber(q.priority)),
    q.assignee === undefined
      ? undefined
      : q.assignee === 'unassigned'
        ? isNull(supportRequests.assigneeId)
        : eq(supportRequests.assigneeId, q.assignee === 'mine' ? q.me : q.assignee),
    q.categoryId === undefined ? undefined : eq(supportRequests.categoryId, q.categoryId),
    q.overdue === 'true' ? lt(supportRequests.dueAt, sql`now()`) : undefined,
    q.overdue === 'false' ? sql`(${supportRequests.dueAt} is null or ${supportRequests.dueAt} >= now())` : undefined,
  ],
  // The number (SUP-1042), or words of the subject or the requester's name.
  search: ({ pattern, term }) => {
    const n = supportNumberOf(term);
    return [
      n === null ? undefined : eq(supportRequests.number, n),
      sql`${supportRequests.searchText} like ${pattern.toLowerCase()}`,
    ];
  },
  sort: {
    list: SUPPORT_LIST,
    fields: {
      lastActivityAt: supportRequests.lastActivityAt,
      priority: [supportRequests.priority, supportRequests.lastActivityAt],
      dueAt: supportRequests.dueAt,
      createdAt: supportRequests.createdAt,
    },
    tieBreaker: [supportRequests.id],
  },
  counted: 'support',
  buckets: (q) => {
    const filtered =
      (q.priority !== undefined && q.priority !== 'all') ||
      q.assignee !== undefined ||
      q.categoryId !== undefined ||
      q.overdue !== undefined;
    if (filtered) return null;
    const statuses = q.status === undefined || q.status === 'all' ? Object.keys(SUPPORT_STATUS_FLOW) : [q.status];
    return statuses.map((s) => `${q.audience}:${s}`);
  },
});

export function ticketPage(db: Db, caller: Caller, audience: SupportAudience, query: SupportListQuery) {
  return ticket.page(db, caller.operatorId, { ...query, audience, me: caller.adminId });
}

/** A ticket of a desk the caller holds (another desk's, another operator's or an unknown id: the same 404). */
export async function deskTicket(db: Db, caller: Caller, id: string) {
  const record = await ticket.find(db, caller.operatorId, id);
  if (!desksOf(caller).includes(record.audience)) throw notFound('support.ticket_not_found');
  return record;
}

/** The ticket routes' id scope: the ticket must be the operator's and on a desk the caller holds. */
export const ticketScope: IdScope = {
  notFound: 'support.ticket_not_found',
  exists: (db, _operatorId, id, caller) => deskTicket(db, caller as Caller, id),
};

// SLA ------------------------------------------------------------------------------------------

export async function slaTargetsOf(db: DbOrTx, operatorId: string): Promise<SupportSettings['sla']> {
  const [row] = await db
    .select({ sla: supportSettings.sla })
    .from(supportSettings)
    .where(eq(supportSettings.operatorId, operatorId))
    .limit(1);
  return { ...DEFAULT_SLA, ...(row?.sla ?? {}) };
}

async function statusChangesOf(db: DbOrTx, requestId: string) {
  const rows = await db
    .select({ at: supportMessages.createdAt, event: supportMessages.event })
    .from(supportMessages)
    .where(and(eq(supportMessages.requestId, requestId), eq(supportMessages.kind, 'event')))
    .orderBy(asc(supportMessages.seq));
  return rows
    .filter((r) => r.event?.field === 'status' && r.event.to)
    .map((r) => ({ at: r.at, to: r.event?.to as SupportStatus }));
}

type TicketCore = {
  id: string;
  operatorId: string;
  createdAt: Date;
  priority: number;
  firstResponseAt: Date | null;
};

/** The SLA of a ticket now, from its status events and its priority's target. */
async function computeSla(db: DbOrTx, t: TicketCore, targets?: SupportSettings['sla']) {
  const all = targets ?? (await slaTargetsOf(db, t.operatorId));
  return slaOf({
    createdAt: t.createdAt,
    statusChanges: await statusChangesOf(db, t.id),
    firstResponseAt: t.firstResponseAt,
    target: all[priorityName(t.priority)],
    now: new Date(),
  });
}

/** Stores the ticket's next deadline and breach (what the lists filter and sort by) after a change. */
export async function refreshSla(db: DbOrTx, requestId: string, targets?: SupportSettings['sla']) {
  const [t] = await db
    .select({
      id: supportRequests.id,
      operatorId: supportRequests.operatorId,
      createdAt: supportRequests.createdAt,
      priority: supportRequests.priority,
      firstResponseAt: supportRequests.firstResponseAt,
    })
    .from(supportRequests)
    .where(eq(supportRequests.id, requestId))
    .limit(1);
  if (!t) return;
  const sla = await computeSla(db, t, targets);
  await db
    .update(supportRequests)
    .set({ dueAt: sla.dueAt, breached: sla.breached })
    .where(eq(supportRequests.id, requestId));
}

// Detail ---------------------------------------------------------------------------------------

const authorName = sql<string | null>`coalesce(
  (select trim(a.first_name || ' ' || a.last_name) from ${admins} a where a.id = ${supportMessages.authorAdminId}),
  case ${supportMessages.author}
    when 'customer' then (select trim(c.first_name || ' ' || c.last_name) from ${customers} c where c.id = ${supportRequests.customerId})
    when 'provider' then (select p.name from ${providers} p where p.id = ${supportRequests.providerId})
  end)`;

async function threadOf(db: DbOrTx, requestId: string, publicOnly: boolean): Promise<SupportMessage[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      seq: supportMessages.seq,
      kind: supportMessages.kind,
      author: supportMessages.author,
      authorName,
      body: supportMessages.body,
      event: supportMessages.event,
      attachments: supportMessages.attachments,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(and(eq(supportMessages.requestId, requestId), publicOnly ? eq(supportMessages.kind, 'reply') : undefined))
    .orderBy(asc(supportMessages.seq));
  return rows.map((r) => ({ ...r, seq: Number(r.seq), createdAt: r.createdAt.toISOString() }));
}

const bookingColumns = {
  id: orders.id,
  status: orders.status,
  total: orders.orderPrice,
  createdAt: orders.createdAt,
  productName: sql<string | null>`(select pr.name from ${products} pr where pr.id = ${orders.productId})`,
};
const bookingOf = (r: { id: string; status: number; total: number; createdAt: Date; productName: string | null }) => ({
  ...r,
  total: Number(r.total),
  createdAt: r.createdAt.toISOString(),
});

async function requesterCardOf(
  db: DbOrTx,
  operatorId: string,
  r: { customerId: string | null; providerId: string | null },
) {
  const recent = (where: SQL) =>
    db
      .select(bookingColumns)
      .from(orders)
      .where(and(eq(orders.operatorId, operatorId), where))
      .orderBy(desc(orders.createdAt))
      .limit(5);
  if (r.customerId) {
    const [c] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, r.customerId), eq(customers.operatorId, operatorId)))
      .limit(1);
    if (!c) return null;
    return {
      id: c.id,
      kind: 'customer' as const,
      name: `${c.firstName} ${c.lastName}`.trim(),
      email: c.email,
      phone: c.phoneNumber ? `${c.countryCode ?? ''} ${c.phoneNumber}`.trim() : null,
      recentBookings: (await recent(eq(orders.customerId, c.id))).map(bookingOf),
    };
  }
  if (r.providerId) {
    const [p] = await db
      .select()
      .from(providers)
      .where(and(eq(providers.id, r.providerId), eq(providers.operatorId, operatorId)))
      .limit(1);
    if (!p) return null;
    return {
      id: p.id,
      kind: 'provider' as const,
      name: p.name,
      email: p.email,
      phone: p.phoneNumber ? `${p.countryCode ?? ''} ${p.phoneNumber}`.trim() : null,
      recentBookings: (await recent(eq(orders.providerId, p.id))).map(bookingOf),
    };
  }
  return null;
}

/** A ticket's page: its row, SLA clocks, requester's card, linked booking, next statuses and whole thread. */
export async function ticketDetail(db: Db, caller: Caller, id: string): Promise<SupportTicketDetail> {
  const record = await deskTicket(db, caller, id);
  const [sla, requesterCard, messages, booking] = await Promise.all([
    computeSla(db, { ...record, operatorId: caller.operatorId }),
    requesterCardOf(db, caller.operatorId, record),
    threadOf(db, id, false),
    record.orderId
      ? db
          .select(bookingColumns)
          .from(orders)
          .where(and(eq(orders.id, record.orderId), eq(orders.operatorId, caller.operatorId)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  // A running clock is its deadline (what it has left changes every moment, so it is not part of the answer).
  const clock = (c: typeof sla.firstResponse) => ({
    state: c.state,
    dueAt: c.dueAt?.toISOString() ?? null,
    remainingMs: c.state === 'running' || c.state === 'overdue' ? null : c.remainingMs,
  });
  return {
    ...ticket.toRow(record),
    dueAt: sla.dueAt?.toISOString() ?? null,
    overdue: sla.overdue,
    breached: sla.breached,
    sla: { firstResponse: clock(sla.firstResponse), resolution: clock(sla.resolution) },
    firstResponseAt: record.firstResponseAt?.toISOString() ?? null,
    requesterCard,
    booking: booking[0] ? bookingOf(booking[0]) : null,
    nextStatuses: [...SUPPORT_STATUS_FLOW[record.status as SupportStatus]],
    messages,
  };
}

// Changes --------------------------------------------------------------------------------------

/** The ticket's row, locked for the change (two changes of one ticket apply one after the other). */
async function lockTicket(tx: DbOrTx, operatorId: string, id: string) {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.id, id), eq(supportRequests.operatorId, operatorId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('support.ticket_not_found');
  return row;
}

async function addEvent(
  tx: DbOrTx,
  t: { id: string; operatorId: string },
  adminId: string | null,
  event: SupportEvent,
) {
  await tx.insert(supportMessages).values({
    operatorId: t.operatorId,
    requestId: t.id,
    kind: 'event',
    author: adminId ? 'admin' : 'system',
    authorAdminId: adminId,
    event,
  });
}

/** Active admins and sub-admins of the operator holding the desk's module (and the operator has it). */
function holdersWhere(operatorId: string, audience: SupportAudience) {
  const module = DESK_MODULE[audience];
  return and(
    eq(admins.operatorId, operatorId),
    eq(admins.isActive, true),
    isNull(admins.deletedAt),
    isNull(admins.requestedAt),
    sql`(${admins.role} = 'ADMIN' or ${module} = any(${admins.permissions}))`,
    sql`exists (select 1 from ${operators} o where o.id = ${admins.operatorId} and ${module} = any(o.modules))`,
  );
}

async function checkAssignee(
  tx: DbOrTx,
  operatorId: string,
  audience: SupportAudience,
  adminId: string,
  field: string,
) {
  const [row] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.id, adminId), holdersWhere(operatorId, audience)))
    .limit(1);
  if (!row) throw unprocessable({ [field]: fieldError('support.unknown_assignee') });
}

export async function supportAgentsOf(db: Db, caller: Caller, audience: SupportAudience) {
  const rows = await db
    .select({
      id: admins.id,
      name: sql<string>`trim(${admins.firstName} || ' ' || ${admins.lastName})`,
      available: sql<boolean>`coalesce(${supportAgents.available}, false)`,
    })
    .from(admins)
    .leftJoin(supportAgents, eq(supportAgents.adminId, admins.id))
    .where(holdersWhere(caller.operatorId, audience))
    .orderBy(asc(admins.firstName), asc(admins.lastName), asc(admins.id));
  return rows.map((r) => ({ ...r, me: r.id === caller.adminId }));
}

export async function setAvailability(db: Db, caller: Caller, available: boolean) {
  await db
    .insert(supportAgents)
    .values({ adminId: caller.adminId, operatorId: caller.operatorId, available })
    .onConflictDoUpdate({ target: supportAgents.adminId, set: { available } });
  return { available };
}

/** Round-robin: the available holder of the desk who was given a ticket least recently (null: nobody available). */
export async function nextAssignee(tx: DbOrTx, operatorId: string, audience: SupportAudience): Promise<string | null> {
  const [next] = await tx
    .select({ id: admins.id })
    .from(supportAgents)
    .innerJoin(admins, eq(admins.id, supportAgents.adminId))
    .where(
      and(
        eq(supportAgents.operatorId, operatorId),
        eq(supportAgents.available, true),
        holdersWhere(operatorId, audience),
      ),
    )
    .orderBy(sql`${supportAgents.lastAssignedAt} asc nulls first`, asc(admins.id))
    .limit(1)
    .for('update', { of: supportAgents });
  if (!next) return null;
  await tx
    .update(supportAgents)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(supportAgents.adminId, next.id));
  return next.id;
}

async function checkCategory(tx: DbOrTx, operatorId: string, categoryId: string) {
  const [row] = await tx
    .select({ id: supportCategories.id })
    .from(supportCategories)
    .where(and(eq(supportCategories.id, categoryId), eq(supportCategories.operatorId, operatorId)))
    .limit(1);
  if (!row) throw unprocessable({ categoryId: fieldError('support.unknown_category') });
}

type Change = {
  status?: SupportStatus | undefined;
  priority?: SupportPriority | undefined;
  assigneeId?: string | null | undefined;
  categoryId?: string | null | undefined;
};

/** Applies a change to a locked ticket: each field that moves becomes an event (who, from, to). Answers what changed. */
async function applyChange(tx: DbOrTx, t: typeof supportRequests.$inferSelect, adminId: string | null, change: Change) {
  const set: Partial<typeof supportRequests.$inferInsert> = {};
  if (change.status !== undefined && change.status !== t.status) {
    if (!canMoveSupportStatus(t.status as SupportStatus, change.status))
      throw conflict('support.status_refused', { from: t.status, to: change.status });
    set.status = change.status;
    await addEvent(tx, t, adminId, { field: 'status', from: t.status, to: change.status });
  }
  if (change.priority !== undefined && priorityNumber(change.priority) !== t.priority) {
    set.priority = priorityNumber(change.priority);
    await addEvent(tx, t, adminId, { field: 'priority', from: priorityName(t.priority), to: change.priority });
  }
  if (change.assigneeId !== undefined && change.assigneeId !== t.assigneeId) {
    if (change.assigneeId) await checkAssignee(tx, t.operatorId, t.audience, change.assigneeId, 'assigneeId');
    set.assigneeId = change.assigneeId;
    await addEvent(tx, t, adminId, { field: 'assignee', from: t.assigneeId, to: change.assigneeId });
  }
  if (change.categoryId !== undefined && change.categoryId !== t.categoryId) {
    if (change.categoryId) await checkCategory(tx, t.operatorId, change.categoryId);
    set.categoryId = change.categoryId;
    await addEvent(tx, t, adminId, { field: 'category', from: t.categoryId, to: change.categoryId });
  }
  if (Object.keys(set).length === 0) return false;
  await tx
    .update(supportRequests)
    .set({ ...set, lastActivityAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
    .where(eq(supportRequests.id, t.id));
  await refreshSla(tx, t.id);
  return true;
}

export async function changeTicket(db: Db, caller: Caller, id: string, change: Change) {
  await db.transaction(async (tx) => {
    const t = await lockTicket(tx, caller.operatorId, id);
    await applyChange(tx, t, caller.adminId, change);
  });
  return ticketDetail(db, caller, id);
}

/** Images of this operator's upload pipeline, by media id (another operator's or an unknown id: 422). */
async function attachmentsOf(tx: DbOrTx, operatorId: string, ids: readonly string[]): Promise<SupportAttachment[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: media.id, path: media.storagePath })
    .from(media)
    .where(and(eq(media.operatorId, operatorId), inArray(media.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r.path]));
  return ids.map((id, i) => {
    const path = byId.get(id);
    if (!path) throw unprocessable({ [`attachments.${i}`]: fieldError('support.unknown_attachment') });
    return { id, image: `/uploads/${path}`, thumbnail: `/uploads/${path.replace(/\.[a-z]+$/, '')}-thumb.webp` };
  });
}

/** An agent's reply (public: the first one stops the first-response clock) or internal note. */
export async function postAgentMessage(
  db: Db,
  caller: Caller,
  id: string,
  body: { kind: 'reply' | 'note'; body: string; attachments?: string[] | undefined },
): Promise<SupportMessage> {
  const messageId = await db.transaction(async (tx) => {
    const t = await lockTicket(tx, caller.operatorId, id);
    if (t.status === 'closed') throw conflict('support.ticket_closed');
    const attachments = await attachmentsOf(tx, caller.operatorId, body.attachments ?? []);
    const [row] = await tx
      .insert(supportMessages)
      .values({
        operatorId: caller.operatorId,
        requestId: id,
        kind: body.kind,
        author: 'admin',
        authorAdminId: caller.adminId,
        body: body.body,
        attachments,
      })
      .returning({ id: supportMessages.id });
    if (body.kind === 'reply') {
      await tx
        .update(supportRequests)
        .set({
          lastActivityAt: sql`clock_timestamp()`,
          updatedAt: sql`clock_timestamp()`,
          firstResponseAt: t.firstResponseAt ?? sql`clock_timestamp()`,
        })
        .where(eq(supportRequests.id, id));
      await refreshSla(tx, id);
    }
    return (row as { id: string }).id;
  });
  const thread = await threadOf(db, id, false);
  const message = thread.find((m) => m.id === messageId);
  if (!message) throw new Error('support message not found after insert');
  return message;
}

/** Bulk assign or close on one desk: per ticket what was applied and what was refused, and why. */
export async function bulkTickets(
  db: Db,
  caller: Caller,
  audience: SupportAudience,
  body: {
    action: 'assign' | 'close';
    assigneeId?: string | null | undefined;
    ids?: string[] | undefined;
    filter?: SupportFilter | undefined;
  },
) {
  if (body.action === 'assign' && body.assigneeId)
    await checkAssignee(db, caller.operatorId, audience, body.assigneeId, 'assigneeId');
  const ids =
    body.ids ??
    (await ticket.all(db, caller.operatorId, { ...(body.filter as SupportFilter), audience, me: caller.adminId }))
      .slice(0, 1001)
      .map((r) => r.id);
  if (ids.length > 1000) throw unprocessable({ filter: fieldError('support.bulk_too_many', { max: 1000 }) });
  const applied: { id: string }[] = [];
  const refused: { id: string; code: string; params: Record<string, string | number | null>; message: string }[] = [];
  for (const id of ids) {
    try {
      await db.transaction(async (tx) => {
        const t = await lockTicket(tx, caller.operatorId, id);
        if (t.audience !== audience) throw notFound('support.ticket_not_found');
        await applyChange(
          tx,
          t,
          caller.adminId,
          body.action === 'close' ? { status: 'closed' } : { assigneeId: body.assigneeId ?? null },
        );
      });
      applied.push({ id });
    } catch (error) {
      const e = error as {
        code?: string;
        params?: Record<string, string | number | null>;
        message?: string;
        status?: number;
      };
      if (!e.status || e.status >= 500) throw error;
      refused.push({
        id,
        code: e.code ?? 'support.ticket_not_found',
        params: e.params ?? {},
        message: e.message ?? '',
      });
    }
  }
  return { applied, refused };
}

// The requester (apps) -------------------------------------------------------------------------

type Requester = { customerId?: string | undefined; providerId?: string | undefined };

async function requesterTicket(db: DbOrTx, operatorId: string, id: string, who: Requester, lock = false) {
  const q = db
    .select()
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.id, id),
        eq(supportRequests.operatorId, operatorId),
        who.customerId
          ? eq(supportRequests.customerId, who.customerId)
          : eq(supportRequests.providerId, who.providerId ?? ''),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('support.ticket_not_found');
  return row;
}

/** What the requester's app reads: the ticket and its public replies only (never a note, never an event). */
export async function appThread(db: Db, operatorId: string, id: string, who: Requester): Promise<AppSupportThreadData> {
  const t = await requesterTicket(db, operatorId, id, who);
  const messages = await threadOf(db, id, true);
  return {
    id: t.id,
    reference: supportNumberLabel(t.number),
    subject: t.subject,
    status: t.status as SupportStatus,
    messages: messages.map((m) => ({
      id: m.id,
      seq: m.seq,
      author: m.author as 'admin' | 'customer' | 'provider',
      authorName: m.authorName,
      body: m.body,
      attachments: m.attachments,
      createdAt: m.createdAt,
    })),
  };
}

/** Notifies the assignee, else every holder of the desk (pushType 14, the ticket's id so the console opens it). */
export async function notifyDesk(
  tx: DbOrTx,
  t: {
    id: string;
    operatorId: string;
    assigneeId: string | null;
    customerId: string | null;
    providerId: string | null;
    subject: string;
  },
  code: 'notification.support_customer' | 'notification.support_provider' | 'notification.support_reply',
  user: string | null,
) {
  await createNotification(tx, {
    operatorId: t.operatorId,
    recipientAdminId: t.assigneeId,
    pushType: 14,
    pushTypeId: t.id,
    customerId: t.customerId,
    providerId: t.providerId,
    code,
    params: { user, subject: t.subject },
    label: 'support',
    icon: 'headset',
    color: '#FD7E14',
  });
}

/** The requester writes: a resolved or pending ticket reopens (an event), the desk is notified. */
export async function postRequesterMessage(db: Db, operatorId: string, id: string, body: Requester & { body: string }) {
  await db.transaction(async (tx) => {
    const t = await requesterTicket(tx, operatorId, id, body, true);
    if (t.status === 'closed') throw conflict('support.ticket_closed');
    await tx.insert(supportMessages).values({
      operatorId,
      requestId: id,
      kind: 'reply',
      author: t.audience,
      body: body.body,
    });
    if (t.status === 'resolved' || t.status === 'pending') {
      await addEvent(tx, t, null, { field: 'status', from: t.status, to: 'open' });
    }
    await tx
      .update(supportRequests)
      .set({ status: 'open', lastActivityAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
      .where(eq(supportRequests.id, id));
    await refreshSla(tx, id);
    const [name] = await tx.select({ name: requesterNameOf(t) }).from(sql`(select 1) as one`);
    await notifyDesk(tx, t, 'notification.support_reply', name?.name ?? null);
  });
  return appThread(db, operatorId, id, body);
}

const requesterNameOf = (t: { customerId: string | null; providerId: string | null }) =>
  sql<string | null>`coalesce(
    (select trim(c.first_name || ' ' || c.last_name) from ${customers} c where c.id = ${t.customerId}),
    (select p.name from ${providers} p where p.id = ${t.providerId}))`;

/**
 * A new ticket (from `POST /app/support-requests`, in its transaction): the requester's first words open the thread,
 * round-robin gives it to the next available holder of its desk, and its SLA starts. Answers the assignee.
 */
export async function openTicket(
  tx: DbOrTx,
  t: { id: string; operatorId: string; audience: SupportAudience; message: string },
) {
  if (t.message) {
    await tx.insert(supportMessages).values({
      operatorId: t.operatorId,
      requestId: t.id,
      kind: 'reply',
      author: t.audience,
      body: t.message,
    });
  }
  const assigneeId = await nextAssignee(tx, t.operatorId, t.audience);
  if (assigneeId) {
    await tx.update(supportRequests).set({ assigneeId }).where(eq(supportRequests.id, t.id));
    await addEvent(tx, t, null, { field: 'assignee', from: null, to: assigneeId });
  }
  await refreshSla(tx, t.id);
  return assigneeId;
}
