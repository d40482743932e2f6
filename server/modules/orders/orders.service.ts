import { and, asc, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { BOOKINGS_LIST } from '../../../src/shared/lists';
import { PUSH_TYPES } from '../../../src/shared/schemas/notifications';
import {
  ALL_BOOKINGS,
  allowedNextStatuses,
  bookingPrice,
  bookingStatusLabel,
  canChangeBookingStatus,
  isBookingEditable,
  type LookupOption,
  type OrderDetail,
  type OrderRow,
  ORDER_CSV_COLUMNS,
  type OrderBulkStatusData,
  type OrderSortField,
  type OrdersListData,
  parseIsoDate,
} from '../../../src/shared/schemas/orders';
import { BULK_MAX_ROWS } from '../../../src/shared/schemas/list';
import { type CsvColumn, csvHeader, toCsvRows } from '../../../src/shared/csv';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/client';
import {
  admins,
  customers,
  operators,
  orderStatusCounts,
  orderStatusHistory,
  orders,
  products,
  providers,
  serviceTypes,
} from '../../db/schema';
import {
  type CodedMessage,
  coded,
  type FieldMessages,
  type MessageCode,
  type MessageParams,
} from '../../../src/shared/messages';
import { conflict, fieldError, unprocessable } from '../../lib/errors';
import { idPrefixRange } from '../../lib/ids';
import { escapeLike } from '../../lib/list';
import { scoped } from '../../lib/scoped';
import {
  COUNT_CAP,
  cappedCount,
  disjointCount,
  cappedTotal,
  orderOf,
  sortDirOf,
  pageWindow,
  rowsOf,
  type SortQuery,
  type SortSpec,
} from '../../lib/list';
import { createNotification, type DbOrTx } from '../notifications/notifications.service';

const DAY_MS = 86_400_000;
const NOT_FOUND = 'booking.not_found';
/** One booking of the operator by id: a malformed, unknown or other operator's id is `booking.not_found`. */
export const booking = scoped(orders, NOT_FOUND);

// Search ---------------------------------------------------------------------------------------

/** A PostgreSQL array literal of ids (uuids that came from the database). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** A bare hex term searches booking ids from this many characters on (`ORD_` + any prefix always does). */
const MIN_BARE_ID_PREFIX = 4;

/**
 * The search as parts, in this order: bookings of matching customers, providers, products, and (for a
 * hex term) bookings whose id starts with it. A booking matches when it is in any part; empty when
 * nothing can match. Matching customers, providers and products are resolved first (trigram indexes,
 * scoped to the operator; small tables), so each part is a condition on one indexed column of orders.
 */
async function searchParts(db: Db, operatorId: string, raw: string): Promise<SQL[]> {
  let term = raw.trim();
  const ordPrefixed = /^ord_/i.test(term);
  if (ordPrefixed) term = term.slice(4).trim();
  const parts: SQL[] = [];
  if (!ordPrefixed && term.length > 0) {
    const pattern = `%${escapeLike(term)}%`;
    const digits = /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '';
    const phone = digits.length > 0 ? `%${digits}%` : null;
    const customerName = sql`(${customers.firstName} || ' ' || ${customers.lastName})`;
    const ids = (table: SQL, where: SQL) =>
      sql`(select coalesce(string_agg(id::text, ','), '') from ${table} where operator_id = ${operatorId}::uuid and (${where}))`;
    const result = await db.execute<{ c: string; p: string; r: string }>(sql`select
      ${ids(sql`customers`, phone ? sql`${customerName} ilike ${pattern} or phone_number like ${phone}` : sql`${customerName} ilike ${pattern}`)} as c,
      ${ids(sql`providers`, phone ? sql`name ilike ${pattern} or phone_number like ${phone}` : sql`name ilike ${pattern}`)} as p,
      ${ids(sql`products`, sql`name ilike ${pattern}`)} as r`);
    const row = (result as unknown as { rows: { c: string; p: string; r: string }[] }).rows[0];
    const split = (s: string | undefined) => (s ? s.split(',') : []);
    const customerIds = split(row?.c);
    const providerIds = split(row?.p);
    const productIds = split(row?.r);
    if (customerIds.length) parts.push(sql`${orders.customerId} = any(${uuidArray(customerIds)}::uuid[])`);
    if (providerIds.length) parts.push(sql`${orders.providerId} = any(${uuidArray(providerIds)}::uuid[])`);
    if (productIds.length) parts.push(sql`${orders.productId} = any(${uuidArray(productIds)}::uuid[])`);
  }
  const range = idPrefixRange(term);
  if (range && (ordPrefixed || term.replace(/-/g, '').length >= MIN_BARE_ID_PREFIX)) {
    parts.push(sql`${orders.id} between ${range.lo}::uuid and ${range.hi}::uuid`);
  }
  return parts;
}

// List -----------------------------------------------------------------------------------------

/** The booking's own columns of a list row. */
const bookingColumns = {
  id: orders.id,
  status: orders.status,
  orderPrice: orders.orderPrice,
  orderDate: orders.orderDate,
  orderDiscount: orders.orderDiscount,
  orderDiscountType: orders.orderDiscountType,
  productQuantity: orders.productQuantity,
};

/** What a list row shows of the booking's product, customer and provider. */
const joinedColumns = {
  productName: products.name,
  productImage: products.displayImage,
  productThumbnail: products.thumbnail,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  CustomerCountryCode: customers.countryCode,
  CustomerPhoneNumber: customers.phoneNumber,
  providerCountryCode: providers.countryCode,
  providerPhoneNumber: providers.phoneNumber,
  merchantName: providers.name,
};

const rowColumns = { ...bookingColumns, ...joinedColumns };

/** The fields of a subquery named as `columns` are (its copy of them). */
const fieldsOf = <S, C extends object>(subquery: S, columns: C) =>
  Object.fromEntries(Object.keys(columns).map((name) => [name, subquery[name as keyof S]])) as Pick<
    S,
    keyof C & keyof S
  >;

type RowRecord = {
  id: string;
  status: number;
  orderPrice: number;
  orderDate: Date;
  orderDiscount: number;
  orderDiscountType: number;
  productQuantity: number;
  productName: string | null;
  productImage: string | null;
  productThumbnail: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  CustomerCountryCode: string | null;
  CustomerPhoneNumber: string | null;
  providerCountryCode: string | null;
  providerPhoneNumber: string | null;
  merchantName: string | null;
};

const toRow = (r: RowRecord): OrderRow => ({
  id: r.id,
  subOrderId: r.id,
  status: r.status,
  orderPrice: Number(r.orderPrice),
  orderDate: r.orderDate.toISOString(),
  orderDiscount: Number(r.orderDiscount),
  orderDiscountType: r.orderDiscountType,
  productQuantity: r.productQuantity,
  productName: r.productName,
  productImage: r.productImage,
  productThumbnail: r.productThumbnail,
  customerFirstName: r.customerFirstName,
  customerLastName: r.customerLastName,
  CustomerCountryCode: r.CustomerCountryCode,
  CustomerPhoneNumber: r.CustomerPhoneNumber,
  providerCountryCode: r.providerCountryCode,
  providerPhoneNumber: r.providerPhoneNumber,
  merchantName: r.merchantName,
});

export type ListFilter = {
  search?: string | undefined;
  status?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  customerId?: string | undefined;
  providerId?: string | undefined;
  productId?: string | undefined;
};
export type ListQuery = ListFilter & SortQuery<OrderSortField> & { pageNumber: number; pageSize: number };

/**
 * The bookings list's order: newest first, or a whitelisted field with the booking time and id after it,
 * so equal values keep one total order (pages never repeat or skip a row). Each order is served by an index
 * that starts with the operator (migration 0007): price by orders_operator_price_idx, status by
 * orders_operator_status_created_idx (kept created_at desc, hence the opposite tie-breaker), the customer's
 * name by walking customers_operator_name_idx and each customer's bookings by orders_customer_created_idx.
 */
const ORDER_SORT: SortSpec<OrderSortField> = {
  list: BOOKINGS_LIST,
  fields: {
    orderDate: orders.createdAt,
    orderPrice: orders.orderPrice,
    status: orders.status,
    customerFirstName: [customers.firstName, customers.lastName, customers.id],
  },
  defaultOrder: [desc(orders.createdAt), desc(orders.id)],
  tieBreaker: [orders.createdAt, orders.id],
  oppositeTieBreaker: { status: true, customerFirstName: true },
};

/** The bookings matching a list filter, as one condition; null when the search can match nothing. */
async function matching(
  db: Db,
  operatorId: string,
  q: ListFilter,
): Promise<{
  base: SQL | undefined;
  parts: SQL[];
  filter: SQL | undefined;
  unfiltered: boolean;
  /** The one status filtered on, when nothing else is (its total is a maintained counter). */
  onlyStatus: number | null;
} | null> {
  const where: SQL[] = [eq(orders.operatorId, operatorId)];
  if (q.status !== undefined && q.status !== ALL_BOOKINGS) where.push(eq(orders.status, q.status));
  // Another operator's customer or provider matches nothing: the operator condition above still applies.
  if (q.customerId) where.push(eq(orders.customerId, q.customerId));
  if (q.providerId) where.push(eq(orders.providerId, q.providerId));
  if (q.productId) where.push(eq(orders.productId, q.productId));
  const start = q.startDate ? parseIsoDate(q.startDate) : null;
  if (start) where.push(gte(orders.createdAt, start));
  const end = q.endDate ? parseIsoDate(q.endDate) : null;
  if (end && q.endDate) {
    // A date-only end includes that whole day.
    if (/^\d{4}-\d{2}-\d{2}$/.test(q.endDate.trim()))
      where.push(lt(orders.createdAt, new Date(end.getTime() + DAY_MS)));
    else where.push(lte(orders.createdAt, end));
  }
  const search = q.search?.trim();
  const parts = search ? await searchParts(db, operatorId, search) : [];
  if (search && parts.length === 0) return null;
  const base = and(...where);
  const filter = parts.length > 0 ? and(base, or(...parts)) : base;
  const byStatus = q.status !== undefined && q.status !== ALL_BOOKINGS;
  return {
    base,
    parts,
    filter,
    unfiltered: where.length === 1 && parts.length === 0,
    onlyStatus: byStatus && where.length === 2 && parts.length === 0 ? (q.status as number) : null,
  };
}

/** The booking columns a page carries to its second step (which joins names for those rows only). */
const pageColumns = {
  ...bookingColumns,
  customerId: orders.customerId,
  providerId: orders.providerId,
  productId: orders.productId,
  createdAt: orders.createdAt,
};

/**
 * From this many matching bookings on, the customer-name order walks the operator's customers in name order
 * (customers_operator_name_idx) and reads each one's bookings from orders_customer_created_idx, newest
 * first, until the page is full: a page costs the customers it spans, not a sort of every matching booking
 * (at 1M bookings the join-and-sort took 650 ms). Below it, the join-and-sort is the cheaper plan: a rare
 * filter (64 bookings of a status) would make the walk visit every customer to find them.
 */
export const CUSTOMER_WALK_FROM = 5000;

/** The ids of one page of matching bookings, in the list's order (joins only what the order needs). */
function pageIds(
  db: Db,
  operatorId: string,
  filter: SQL | undefined,
  q: SortQuery<OrderSortField>,
  window: { limit: number; offset: number; total: number; walkFrom?: number },
) {
  if (q.sortBy === 'customerFirstName' && window.total >= (window.walkFrom ?? CUSTOMER_WALK_FROM))
    return customerWalk(db, operatorId, filter, q, window);
  const order = orderOf(ORDER_SORT, q);
  const select = db
    .select({ ...pageColumns, rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank') })
    .from(orders);
  const joined =
    q.sortBy === 'customerFirstName' ? select.innerJoin(customers, eq(customers.id, orders.customerId)) : select;
  return joined
    .where(filter)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/** The customer-name order as a walk: each customer in name order, then its matching bookings (see CUSTOMER_WALK_FROM). */
function customerWalk(
  db: Db,
  operatorId: string,
  filter: SQL | undefined,
  q: SortQuery<OrderSortField>,
  window: { limit: number; offset: number },
) {
  const dir = sortDirOf(ORDER_SORT, 'customerFirstName', q.sortDir);
  const [byName, byTime] = dir === 'asc' ? [asc, desc] : [desc, asc];
  // Each customer gives at most the rows the page needs: without that bound, the final order had to read every
  // booking of the first customers walked (~1,700 each at 1M bookings) before it could give the first row.
  const own = db
    .select(pageColumns)
    .from(orders)
    .where(and(filter, eq(orders.customerId, customers.id)))
    .orderBy(byTime(orders.createdAt), byTime(orders.id))
    .limit(window.offset + window.limit)
    .as('own');
  const order = [
    byName(customers.firstName),
    byName(customers.lastName),
    byName(customers.id),
    byTime(own.createdAt),
    byTime(own.id),
  ];
  return db
    .select({
      ...fieldsOf(own, pageColumns),
      rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank'),
    })
    .from(customers)
    .crossJoinLateral(own)
    .where(eq(customers.operatorId, operatorId))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/** One page of bookings with their customer, provider and product (joined for those rows only). */
async function pageRows(
  db: Db,
  operatorId: string,
  filter: SQL | undefined,
  q: SortQuery<OrderSortField>,
  window: { limit: number; offset: number; total: number; walkFrom?: number },
): Promise<OrderRow[]> {
  const page = pageIds(db, operatorId, filter, q, window);
  const rows = await db
    .select({ ...fieldsOf(page, bookingColumns), ...joinedColumns })
    .from(page)
    .leftJoin(customers, eq(customers.id, page.customerId))
    .leftJoin(providers, eq(providers.id, page.providerId))
    .leftJoin(products, eq(products.id, page.productId))
    .orderBy(asc(page.rank));
  return rows.map(toRow);
}

/**
 * How many bookings match: every booking of the operator as the sum of its status counters, one status from its
 * counter (exact and maintained by triggers); any other filter counts up to COUNT_CAP and says "more" past it
 * (decision 010: a search matching a quarter of a million bookings would otherwise count every one on each
 * page); the export counts exactly.
 */
async function countOf(
  db: Db,
  operatorId: string,
  m: NonNullable<Awaited<ReturnType<typeof matching>>>,
  cap: number | null = COUNT_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  if (m.unfiltered) {
    // Every booking of the operator: each has one status, so the ten status counters (kept exact by the triggers
    // on orders, migration 0010) add up to them all. The first page of a million bookings counts no rows; the
    // dashboard's daily rollup would sum ~55,000 (a day per product: 15 ms, 60 ms under ten connections).
    const counted = await db
      .select({ total: sql<number>`coalesce(sum(${orderStatusCounts.bookings}), 0)::int` })
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.operatorId, operatorId));
    return { total: Number(counted[0]?.total ?? 0), totalCapped: false };
  }
  if (m.onlyStatus !== null) {
    // One status tab: its counter (kept exact by the triggers on orders, migration 0010).
    const counted = await db
      .select({ total: orderStatusCounts.bookings })
      .from(orderStatusCounts)
      .where(and(eq(orderStatusCounts.operatorId, operatorId), eq(orderStatusCounts.status, m.onlyStatus)));
    return { total: Number(counted[0]?.total ?? 0), totalCapped: false };
  }
  // A search of several parts counts each as one index-only scan of orders_*_created_idx (they carry the columns
  // the parts test).
  const query =
    m.parts.length > 1
      ? sql`select ${disjointCount(sql`${orders}`, m.base, m.parts, cap)} as total`
      : cap === null
        ? sql`select count(*)::int as total from ${orders} where ${m.filter}`
        : sql`select ${cappedCount(sql`${orders}`, m.filter, cap)} as total`;
  const counted = Number(rowsOf<{ total: number }>(await db.execute<{ total: number }>(query))[0]?.total ?? 0);
  return cap === null ? { total: counted, totalCapped: false } : cappedTotal(counted, cap);
}

export async function listOrders(
  db: Db,
  operatorId: string,
  q: ListQuery,
  plan: { customerWalkFrom?: number; countCap?: number } = {},
): Promise<OrdersListData> {
  const m = await matching(db, operatorId, q);
  if (!m) return { data: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  // One after another: inside a keyed write's transaction they would share one connection. The count first:
  // it picks the plan of the customer-name order.
  const { total, totalCapped } = await countOf(db, operatorId, m, plan.countCap ?? COUNT_CAP);
  const walkFrom = plan.customerWalkFrom ?? CUSTOMER_WALK_FROM;
  // Past a capped total rows may still follow: the page is read (a link to page 1,200 keeps working).
  const data =
    offset >= total && !totalCapped
      ? []
      : await pageRows(db, operatorId, m.filter, q, { limit, offset, total, walkFrom });
  // `totalCapped` only when it is true: an exact answer keeps the list shape of the API brief.
  return totalCapped ? { data, total, totalCapped } : { data, total };
}

// Export ---------------------------------------------------------------------------------------

/** Rows read per query while an export streams. */
const EXPORT_CHUNK = 1000;

const csvColumns: CsvColumn<OrderRow>[] = ORDER_CSV_COLUMNS.map((name) => ({
  header: name,
  value: (row: OrderRow) => (name === 'statusLabel' ? bookingStatusLabel(row.status) : row[name]),
}));

/**
 * Every booking matching the filter, in the list's order, as CSV chunks: the header first, then
 * EXPORT_CHUNK rows at a time (each chunk is one page query, so memory stays flat however many rows).
 */
export async function exportOrders(
  db: Db,
  operatorId: string,
  q: ListFilter & SortQuery<OrderSortField>,
): Promise<{ total: number; chunks: AsyncGenerator<string> }> {
  const m = await matching(db, operatorId, q);
  const total = m ? (await countOf(db, operatorId, m, null)).total : 0;
  async function* chunks() {
    // With a byte-order mark, so spreadsheets read UTF-8 names (ç, 漢字) right.
    yield csvHeader(csvColumns, { byteOrderMark: true });
    if (!m) return;
    for (let offset = 0; ; offset += EXPORT_CHUNK) {
      const rows = await pageRows(db, operatorId, m.filter, q, { limit: EXPORT_CHUNK, offset, total });
      if (rows.length > 0) yield toCsvRows(rows, csvColumns);
      if (rows.length < EXPORT_CHUNK) return;
    }
  }
  return { total, chunks: chunks() };
}

// Bulk status ------------------------------------------------------------------------------------

/** Each target booking through the transition model; the allowed ones change together, the rest are reported. */
export async function bulkChangeStatus(
  db: Db,
  caller: Caller,
  input: {
    status: number;
    note?: string | null | undefined;
    ids?: string[] | undefined;
    filter?: ListFilter | undefined;
  },
): Promise<OrderBulkStatusData> {
  const { operatorId } = caller;
  let ids: string[];
  if (input.ids) ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  else {
    const m = await matching(db, operatorId, input.filter ?? {});
    const found = m
      ? await db
          .select({ id: orders.id })
          .from(orders)
          .where(m.filter)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(BULK_MAX_ROWS + 1)
      : [];
    if (found.length > BULK_MAX_ROWS)
      throw unprocessable(
        { filter: fieldError('validations.filter_too_wide', { max: BULK_MAX_ROWS }) },
        coded('validations.filter_too_wide', { max: BULK_MAX_ROWS }),
      );
    ids = found.map((row) => row.id);
  }
  const to = input.status;
  const note = input.note ?? null;
  return db.transaction(async (tx) => {
    const current = ids.length
      ? await tx
          .select({
            id: orders.id,
            status: orders.status,
            customerId: orders.customerId,
            providerId: orders.providerId,
          })
          .from(orders)
          .where(and(eq(orders.operatorId, operatorId), sql`${orders.id} = any(${uuidArray(ids)}::uuid[])`))
          .for('update')
      : [];
    const byId = new Map(current.map((row) => [row.id, row]));
    const applied: OrderBulkStatusData['applied'] = [];
    const refused: OrderBulkStatusData['refused'] = [];
    const name = await adminName(tx, caller.adminId);
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        refused.push({ id, ...coded(NOT_FOUND) });
        continue;
      }
      const refusal = transitionRefusal(row.status, to);
      if (refusal) {
        refused.push({ id, ...refusal });
        continue;
      }
      await applyStatusChange(tx, caller, name, row, to, note);
      applied.push({ id, fromStatus: row.status, toStatus: to });
    }
    return { applied, refused };
  });
}

// Detail ---------------------------------------------------------------------------------------

/** What the booking's details read: its row's columns and the rest of the booking, its customer, provider and product. */
const detailColumns = {
  ...rowColumns,
  scheduledAt: orders.scheduledAt,
  unitPrice: orders.unitPrice,
  notes: orders.notes,
  address: orders.address,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  customerId: orders.customerId,
  customerEmail: customers.email,
  providerId: providers.id,
  providerEmail: providers.email,
  productId: products.id,
  productBasePrice: products.basePrice,
  serviceTypeName: serviceTypes.name,
};

export async function getOrder(db: DbOrTx, operatorId: string, id: string): Promise<OrderDetail> {
  const o = booking.found(
    await db
      .select(detailColumns)
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(providers, eq(providers.id, orders.providerId))
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(serviceTypes, eq(serviceTypes.id, products.serviceTypeId))
      .where(booking.where(operatorId, id))
      .limit(1),
  );
  const history = await db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      adminId: admins.id,
      adminFirstName: admins.firstName,
      adminLastName: admins.lastName,
    })
    .from(orderStatusHistory)
    .leftJoin(admins, eq(admins.id, orderStatusHistory.changedBy))
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.operatorId, operatorId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));

  const unitPrice = Number(o.unitPrice);
  const price = bookingPrice({
    unitPrice,
    quantity: o.productQuantity,
    discountType: o.orderDiscountType,
    discount: Number(o.orderDiscount),
  });
  return {
    ...toRow(o),
    scheduledAt: o.scheduledAt.toISOString(),
    unitPrice,
    notes: o.notes,
    address: o.address,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    customer: {
      id: o.customerId,
      firstName: o.customerFirstName ?? '',
      lastName: o.customerLastName ?? '',
      email: o.customerEmail,
      countryCode: o.CustomerCountryCode,
      phoneNumber: o.CustomerPhoneNumber,
    },
    provider: o.providerId
      ? {
          id: o.providerId,
          name: o.merchantName ?? '',
          email: o.providerEmail,
          countryCode: o.providerCountryCode,
          phoneNumber: o.providerPhoneNumber,
        }
      : null,
    product: o.productId
      ? {
          id: o.productId,
          name: o.productName ?? '',
          basePrice: Number(o.productBasePrice),
          displayImage: o.productImage,
          serviceTypeName: o.serviceTypeName,
        }
      : null,
    // The stored price is authoritative (it was computed when the booking was made or edited).
    price: {
      ...price,
      discountAmount: Math.round((price.subtotal - Number(o.orderPrice)) * 100) / 100,
      total: Number(o.orderPrice),
    },
    history: history.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      createdAt: h.createdAt.toISOString(),
      changedBy: h.adminId
        ? { id: h.adminId, name: `${h.adminFirstName ?? ''} ${h.adminLastName ?? ''}`.trim() }
        : null,
    })),
    allowedNextStatuses: allowedNextStatuses(o.status),
    editable: isBookingEditable(o.status),
  };
}

// References (create and edit) -------------------------------------------------------------------

type FieldErrors = FieldMessages;
const addError = (errors: FieldErrors, field: string, code: MessageCode, params?: MessageParams) => {
  errors[field] = [...(errors[field] ?? []), coded(code, params)];
};

/** A customer of the operator (another operator's id reads as unknown), or undefined. */
export async function findCustomer(db: DbOrTx, operatorId: string, id: string) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      isActive: customers.isActive,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.operatorId, operatorId)))
    .limit(1);
  return row;
}

/** A provider of the operator (another operator's id reads as unknown), or undefined. */
export async function findProvider(db: DbOrTx, operatorId: string, id: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.name, isActive: providers.isActive, isVerified: providers.isVerified })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.operatorId, operatorId)))
    .limit(1);
  return row;
}

async function findProduct(db: DbOrTx, operatorId: string, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      basePrice: products.basePrice,
      isActive: products.isActive,
      providerId: products.providerId,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.operatorId, operatorId)))
    .limit(1);
  return row;
}

function checkProvider(errors: FieldErrors, provider: Awaited<ReturnType<typeof findProvider>>) {
  if (!provider) addError(errors, 'providerId', 'booking.unknown_provider');
  else if (!provider.isActive) addError(errors, 'providerId', 'booking.inactive_provider');
  else if (!provider.isVerified) addError(errors, 'providerId', 'booking.unverified_provider');
}

function checkDiscount(
  errors: FieldErrors,
  p: { discountType: number; discount: number; unitPrice: number; quantity: number },
) {
  if (p.discountType === 1 && p.discount > 100) addError(errors, 'orderDiscount', 'booking.percentage_over_100');
  if (p.discountType === 2) {
    const subtotal = bookingPrice({
      unitPrice: p.unitPrice,
      quantity: p.quantity,
      discountType: 2,
      discount: 0,
    }).subtotal;
    if (p.discount > subtotal)
      addError(errors, 'orderDiscount', 'booking.discount_over_price', { subtotal: Number(subtotal.toFixed(2)) });
  }
}

async function adminName(db: DbOrTx, adminId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'An admin';
}

const statusColor = (status: number) => (status >= 7 ? '#F74141' : status === 6 ? '#12B886' : '#1B86FE');

// Create ---------------------------------------------------------------------------------------

export type CreateInput = {
  customerId: string;
  providerId: string;
  productId: string;
  scheduledAt: string;
  productQuantity: number;
  orderDiscountType: 1 | 2;
  orderDiscount: number;
  notes?: string | null | undefined;
  address?: string | null | undefined;
};

export async function createOrder(db: Db, caller: Caller, input: CreateInput): Promise<OrderDetail> {
  const { operatorId } = caller;
  // One after another: inside a keyed write's transaction they share one connection, which must not be
  // given queries concurrently.
  const customer = await findCustomer(db, operatorId, input.customerId);
  const provider = await findProvider(db, operatorId, input.providerId);
  const product = await findProduct(db, operatorId, input.productId);
  const errors: FieldErrors = {};
  if (!customer) addError(errors, 'customerId', 'booking.unknown_customer');
  else if (!customer.isActive) addError(errors, 'customerId', 'booking.inactive_customer');
  checkProvider(errors, provider);
  if (!product) addError(errors, 'productId', 'booking.unknown_product');
  else if (!product.isActive) addError(errors, 'productId', 'booking.inactive_product');
  else if (product.providerId && provider && product.providerId !== provider.id)
    addError(errors, 'productId', 'booking.product_not_offered');
  const scheduledAt = parseIsoDate(input.scheduledAt);
  if (!scheduledAt || scheduledAt.getTime() <= Date.now()) addError(errors, 'scheduledAt', 'validations.future');
  if (product) {
    checkDiscount(errors, {
      discountType: input.orderDiscountType,
      discount: input.orderDiscount,
      unitPrice: Number(product.basePrice),
      quantity: input.productQuantity,
    });
  }
  if (Object.keys(errors).length > 0 || !customer || !product || !provider || !scheduledAt) throw unprocessable(errors);

  const unitPrice = Number(product.basePrice);
  const price = bookingPrice({
    unitPrice,
    quantity: input.productQuantity,
    discountType: input.orderDiscountType,
    discount: input.orderDiscount,
  });
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        operatorId,
        customerId: customer.id,
        providerId: provider.id,
        productId: product.id,
        status: 0,
        orderPrice: price.total,
        unitPrice,
        productQuantity: input.productQuantity,
        orderDiscount: input.orderDiscount,
        orderDiscountType: input.orderDiscountType,
        scheduledAt,
        notes: input.notes ?? null,
        address: input.address ?? null,
      })
      .returning({ id: orders.id });
    if (!created) throw new Error('order insert returned no row');
    await tx.insert(orderStatusHistory).values({
      orderId: created.id,
      operatorId,
      fromStatus: null,
      toStatus: 0,
      changedBy: caller.adminId,
      note: null,
    });
    await createNotification(tx, {
      operatorId,
      pushType: PUSH_TYPES.booking,
      pushTypeId: created.id,
      subOrderId: created.id,
      customerId: customer.id,
      providerId: provider.id,
      code: 'notification.booking_created',
      params: {
        customer: `${customer.firstName} ${customer.lastName}`.trim(),
        product: product.name,
        booking: created.id,
        actor: await adminName(tx, caller.adminId),
      },
      label: 'bookings',
      icon: 'calendar-event',
      color: statusColor(0),
    });
    return created.id;
  });
  return getOrder(db, operatorId, id);
}

// Status ---------------------------------------------------------------------------------------

/** A coded message whose code is known to the table (a refusal's reason). */
const statusMessage = (code: MessageCode, params: MessageParams) => ({ ...coded(code, params), code });

/** Why a booking in `from` cannot move to `to` (a code, its parameters and the English text), or null. */
function transitionRefusal(from: number, to: number): (CodedMessage & { code: MessageCode }) | null {
  if (from === to) return statusMessage('booking.already_in_status', { status: from });
  if (!canChangeBookingStatus(from, to)) return statusMessage('booking.transition_refused', { from, to });
  return null;
}

type StatusRow = { id: string; status: number; customerId: string; providerId: string | null };

/**
 * Moves one booking (checked by the caller) to `to` inside `tx`: conditional on the status read, with its
 * history row and notification. Throws 409 when someone changed it meanwhile.
 */
async function applyStatusChange(
  tx: DbOrTx,
  caller: Caller,
  changedByName: string,
  current: StatusRow,
  to: number,
  note: string | null,
): Promise<void> {
  const { operatorId } = caller;
  const { id, status: from } = current;
  // Conditional on the status we checked: of two concurrent changes, the second updates nothing.
  const updated = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.operatorId, operatorId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) {
    throw conflict('booking.changed_meanwhile');
  }
  await tx.insert(orderStatusHistory).values({
    orderId: id,
    operatorId,
    fromStatus: from,
    toStatus: to,
    changedBy: caller.adminId,
    note,
  });
  await createNotification(tx, {
    operatorId,
    pushType: PUSH_TYPES.booking,
    pushTypeId: id,
    subOrderId: id,
    customerId: current.customerId,
    providerId: current.providerId,
    code: note ? 'notification.booking_status_note' : 'notification.booking_status',
    params: { actor: changedByName, booking: id, from, to, ...(note ? { note } : {}) },
    label: 'bookings',
    icon: 'calendar-event',
    color: statusColor(to),
  });
}

export async function changeStatus(
  db: Db,
  caller: Caller,
  id: string,
  input: { status: number; note?: string | null | undefined },
): Promise<OrderDetail> {
  const { operatorId } = caller;
  await db.transaction(async (tx) => {
    const current = booking.found(
      await tx
        .select({ id: orders.id, status: orders.status, customerId: orders.customerId, providerId: orders.providerId })
        .from(orders)
        .where(booking.where(operatorId, id))
        .limit(1),
    );
    const refusal = transitionRefusal(current.status, input.status);
    if (refusal) throw conflict(refusal.code, refusal.params);
    await applyStatusChange(tx, caller, await adminName(tx, caller.adminId), current, input.status, input.note ?? null);
  });
  return getOrder(db, operatorId, id);
}

// Edit -----------------------------------------------------------------------------------------

export type UpdateInput = {
  scheduledAt?: string | undefined;
  providerId?: string | undefined;
  productQuantity?: number | undefined;
  orderDiscountType?: 1 | 2 | undefined;
  orderDiscount?: number | undefined;
  notes?: string | null | undefined;
  address?: string | null | undefined;
};

const formatWhen = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const formatDiscount = (type: number, value: number) => (type === 1 ? `${value}%` : value.toFixed(2));

export async function updateOrder(db: Db, caller: Caller, id: string, input: UpdateInput): Promise<OrderDetail> {
  const { operatorId } = caller;
  const provider = input.providerId ? await findProvider(db, operatorId, input.providerId) : undefined;
  await db.transaction(async (tx) => {
    // Lock the booking: edits and status changes of it wait for this one.
    const current = booking.found(
      await tx
        .select({
          status: orders.status,
          providerId: orders.providerId,
          productId: orders.productId,
          productProviderId: products.providerId,
          scheduledAt: orders.scheduledAt,
          unitPrice: orders.unitPrice,
          productQuantity: orders.productQuantity,
          orderDiscountType: orders.orderDiscountType,
          orderDiscount: orders.orderDiscount,
          orderPrice: orders.orderPrice,
          notes: orders.notes,
          address: orders.address,
        })
        .from(orders)
        .leftJoin(products, eq(products.id, orders.productId))
        .where(booking.where(operatorId, id))
        .limit(1)
        .for('update', { of: orders }),
    );
    if (!isBookingEditable(current.status)) {
      throw conflict('booking.not_editable', { status: current.status });
    }

    const errors: FieldErrors = {};
    const changes: string[] = [];
    const set: Partial<typeof orders.$inferInsert> = {};

    if (input.scheduledAt !== undefined) {
      const when = parseIsoDate(input.scheduledAt);
      if (!when || when.getTime() <= Date.now()) addError(errors, 'scheduledAt', 'validations.future');
      else if (when.getTime() !== current.scheduledAt.getTime()) {
        set.scheduledAt = when;
        changes.push(`rescheduled to ${formatWhen(when)}`);
      }
    }
    if (input.providerId !== undefined && input.providerId !== current.providerId) {
      checkProvider(errors, provider);
      if (provider && current.productProviderId && current.productProviderId !== provider.id)
        addError(errors, 'providerId', 'booking.product_not_offered');
      if (provider) {
        set.providerId = provider.id;
        changes.push(`provider changed to ${provider.name}`);
      }
    }
    const quantity = input.productQuantity ?? current.productQuantity;
    const discountType = input.orderDiscountType ?? current.orderDiscountType;
    const discount = input.orderDiscount ?? Number(current.orderDiscount);
    const unitPrice = Number(current.unitPrice);
    checkDiscount(errors, { discountType, discount, unitPrice, quantity });
    if (quantity !== current.productQuantity) {
      set.productQuantity = quantity;
      changes.push(`quantity ${current.productQuantity} → ${quantity}`);
    }
    if (discountType !== current.orderDiscountType || discount !== Number(current.orderDiscount)) {
      set.orderDiscountType = discountType;
      set.orderDiscount = discount;
      changes.push(
        `discount ${formatDiscount(current.orderDiscountType, Number(current.orderDiscount))} → ${formatDiscount(discountType, discount)}`,
      );
    }
    if (input.notes !== undefined && (input.notes ?? null) !== current.notes) {
      set.notes = input.notes ?? null;
      changes.push(input.notes ? 'notes updated' : 'notes removed');
    }
    if (input.address !== undefined && (input.address ?? null) !== current.address) {
      set.address = input.address ?? null;
      changes.push(input.address ? 'address updated' : 'address removed');
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    if (changes.length === 0) return;

    const price = bookingPrice({ unitPrice, quantity, discountType, discount });
    if (price.total !== Number(current.orderPrice)) {
      set.orderPrice = price.total;
      changes.push(`price ${Number(current.orderPrice).toFixed(2)} → ${price.total.toFixed(2)}`);
    }
    await tx
      .update(orders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.operatorId, operatorId), eq(orders.status, current.status)));
    const note = changes.join('; ');
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      operatorId,
      fromStatus: current.status,
      toStatus: current.status,
      changedBy: caller.adminId,
      note: note.charAt(0).toUpperCase() + note.slice(1),
    });
  });
  return getOrder(db, operatorId, id);
}

// Lookups --------------------------------------------------------------------------------------

const phoneText = (code: string | null, phone: string | null) => (phone ? `${code ?? ''} ${phone}`.trim() : null);

function lookupPattern(search: string | undefined) {
  const term = search?.trim() ?? '';
  if (!term) return null;
  const digits = /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  return { name: `%${escapeLike(term)}%`, phone: digits ? `%${digits}%` : null };
}

export async function lookupCustomers(
  db: Db,
  operatorId: string,
  q: { search?: string | undefined; limit: number },
): Promise<LookupOption[]> {
  const p = lookupPattern(q.search);
  const fullName = sql`(${customers.firstName} || ' ' || ${customers.lastName})`;
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      countryCode: customers.countryCode,
      phoneNumber: customers.phoneNumber,
    })
    .from(customers)
    .where(
      and(
        eq(customers.operatorId, operatorId),
        eq(customers.isActive, true),
        p
          ? p.phone
            ? or(sql`${fullName} ilike ${p.name}`, sql`${customers.phoneNumber} like ${p.phone}`)
            : sql`${fullName} ilike ${p.name}`
          : undefined,
      ),
    )
    .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id))
    .limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    label: `${r.firstName} ${r.lastName}`.trim(),
    sublabel: phoneText(r.countryCode, r.phoneNumber),
  }));
}

export async function lookupProviders(
  db: Db,
  operatorId: string,
  q: { search?: string | undefined; limit: number },
): Promise<LookupOption[]> {
  const p = lookupPattern(q.search);
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      countryCode: providers.countryCode,
      phoneNumber: providers.phoneNumber,
    })
    .from(providers)
    .where(
      and(
        eq(providers.operatorId, operatorId),
        eq(providers.isActive, true),
        eq(providers.isVerified, true),
        p
          ? p.phone
            ? or(sql`${providers.name} ilike ${p.name}`, sql`${providers.phoneNumber} like ${p.phone}`)
            : sql`${providers.name} ilike ${p.name}`
          : undefined,
      ),
    )
    .orderBy(asc(providers.name), asc(providers.id))
    .limit(q.limit);
  return rows.map((r) => ({ id: r.id, label: r.name, sublabel: phoneText(r.countryCode, r.phoneNumber) }));
}

export async function lookupProducts(
  db: Db,
  operatorId: string,
  q: { search?: string | undefined; limit: number; providerId?: string | undefined },
): Promise<LookupOption[]> {
  const p = lookupPattern(q.search);
  const rows = await db
    .select({ id: products.id, name: products.name, basePrice: products.basePrice, currency: operators.currency })
    .from(products)
    .innerJoin(operators, eq(operators.id, products.operatorId))
    .where(
      and(
        eq(products.operatorId, operatorId),
        eq(products.isActive, true),
        p ? sql`${products.name} ilike ${p.name}` : undefined,
        q.providerId ? or(isNull(products.providerId), eq(products.providerId, q.providerId)) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(q.limit);
  return rows.map((r) => ({ id: r.id, label: r.name, sublabel: `${r.currency} ${Number(r.basePrice).toFixed(2)}` }));
}
