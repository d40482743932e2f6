import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { CUSTOMERS_LIST } from '../../../src/shared/lists';
import type { CsvColumn } from '../../../src/shared/csv';
import { formatPhone } from '../../../src/shared/phone';
import type {
  CustomerCsvColumn,
  CustomerDetail,
  CustomerRow,
  CustomerSortField,
  CustomersExportQuery,
} from '../../../src/shared/schemas/customers';
import type { Db } from '../../db/client';
import { customers, operators, ORDER_STATUS, orders } from '../../db/schema';
import {
  containsPattern,
  countAll,
  listTotal,
  orderOf,
  type Paging,
  pageWindow,
  type SortQuery,
  type SortSpec,
  totalFields,
} from '../../lib/list';
import { scoped } from '../../lib/scoped';

/** One customer of the operator by id: a malformed, unknown or other operator's id is `customer.not_found`. */
export const customer = scoped(customers, 'customer.not_found');

/**
 * A customer's bookings, counted from the index on (customer_id, created_at, id, status, operator_id): one
 * index-only read per customer, so a page of customers stays cheap however many bookings the operator has.
 */
// Written out with an alias: inside a subquery, drizzle's unqualified column names would resolve to the orders row.
const bookingsCount = sql<number>`(select count(*)::int from orders o where o.customer_id = "customers"."id" and o.operator_id = "customers"."operator_id")`;

const columns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  countryCode: customers.countryCode,
  phoneNumber: customers.phoneNumber,
  profileImage: customers.profileImage,
  isActive: customers.isActive,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

type CustomerRecord = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  profileImage: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const fullName = (r: { firstName: string; lastName: string }) => [r.firstName, r.lastName].filter(Boolean).join(' ');

const toRow = (r: CustomerRecord, bookings: number): CustomerRow => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  name: fullName(r),
  email: r.email,
  phone: formatPhone(r.countryCode, r.phoneNumber),
  image: r.profileImage,
  status: r.isActive,
  createdAt: r.createdAt.toISOString(),
  bookings: Number(bookings),
});

// List -----------------------------------------------------------------------------------------

/** The full name (as the console shows it), the email, or — for a term of digits — the phone number. */
function searchCondition(raw: string | undefined): SQL | undefined {
  const pattern = containsPattern(raw);
  if (!pattern) return undefined;
  const term = (raw ?? '').trim();
  const parts = [
    sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`,
    sql`${customers.email} ilike ${pattern}`,
  ];
  // "+91 98450 12345" as shown: the national number, or the dial code and number written together.
  const digits = /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  if (digits) {
    parts.push(sql`${customers.phoneNumber} like ${`%${digits}%`}`);
    parts.push(
      sql`(regexp_replace(coalesce(${customers.countryCode}, ''), '[^0-9]', '', 'g') || ${customers.phoneNumber}) like ${`%${digits}%`}`,
    );
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

type CustomerFilter = Omit<CustomersExportQuery, 'sortBy' | 'sortDir'>;

/** The customers matching a list filter (the list's and the export's). */
const customerFilter = (operatorId: string, q: CustomerFilter) =>
  and(
    eq(customers.operatorId, operatorId),
    q.status === undefined ? undefined : eq(customers.isActive, q.status === 1),
    searchCondition(q.search),
  );

/**
 * Newest first, or a whitelisted field with the id after it (a total order). Name is served by the index on
 * (operator, first name, last name, id), the date by (operator, created_at).
 */
const CUSTOMER_SORT: SortSpec<CustomerSortField> = {
  list: CUSTOMERS_LIST,
  fields: {
    name: [customers.firstName, customers.lastName],
    email: customers.email,
    createdAt: customers.createdAt,
  },
  defaultOrder: [desc(customers.createdAt), desc(customers.id)],
  tieBreaker: [customers.id],
};

export async function listCustomers(
  db: Db,
  operatorId: string,
  q: CustomerFilter & SortQuery<CustomerSortField> & Paging,
): Promise<{ data: CustomerRow[]; total: number; totalCapped?: true }> {
  const filter = customerFilter(operatorId, q);
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    db
      .select({ ...columns, bookings: bookingsCount })
      .from(customers)
      .where(filter)
      .orderBy(...orderOf(CUSTOMER_SORT, q))
      .limit(limit)
      .offset(offset),
    listTotal(db, {
      operatorId,
      list: 'customers',
      buckets: q.search?.trim() ? null : q.status === undefined ? 'all' : [String(q.status)],
      matching: db.select({ id: customers.id }).from(customers).where(filter).$dynamic(),
    }),
  ]);
  return { data: rows.map((r) => toRow(r, r.bookings)), ...totalFields(counted) };
}

/** Every customer matching the list's filter, in the list's order, for the export. */
export async function allCustomers(db: Db, operatorId: string, q: CustomersExportQuery): Promise<CustomerRow[]> {
  const rows = await db
    .select({ ...columns, bookings: bookingsCount })
    .from(customers)
    .where(customerFilter(operatorId, q))
    .orderBy(...orderOf(CUSTOMER_SORT, q));
  return rows.map((r) => toRow(r, r.bookings));
}

/** The export's columns (CUSTOMER_CSV_COLUMNS, in that order). */
export const CUSTOMER_CSV: readonly CsvColumn<CustomerRow>[] = (
  [
    ['id', (r) => r.id],
    ['firstName', (r) => r.firstName],
    ['lastName', (r) => r.lastName],
    ['email', (r) => r.email],
    ['phone', (r) => r.phone],
    ['status', (r) => (r.status ? 1 : 0)],
    ['bookings', (r) => r.bookings],
    ['createdAt', (r) => r.createdAt],
  ] as const satisfies readonly (readonly [CustomerCsvColumn, (r: CustomerRow) => unknown])[]
).map(([header, value]) => ({ header, value }));

// One customer ---------------------------------------------------------------------------------

async function findCustomer(db: Db, operatorId: string, id: string) {
  return customer.found(
    await db
      .select({ ...columns, bookings: bookingsCount })
      .from(customers)
      .where(customer.where(operatorId, id))
      .limit(1),
  );
}

/**
 * A customer with the totals of their bookings. Spend is the sum of the ended bookings' prices (status 6,
 * Booking Ended), in hundredths of the operator's currency: numeric arithmetic in SQL, so nothing is rounded.
 */
export async function getCustomer(db: Db, operatorId: string, id: string): Promise<CustomerDetail> {
  const found = await findCustomer(db, operatorId, id);
  const ended = ORDER_STATUS.BOOKING_ENDED;
  const [byStatus, [operator]] = await Promise.all([
    db
      .select({
        status: orders.status,
        count: countAll(),
        spendMinor: sql<string>`coalesce(sum(${orders.orderPrice} * 100), 0)::bigint`,
        last: sql<Date | string | null>`max(${orders.orderDate})`,
      })
      .from(orders)
      .where(and(eq(orders.customerId, id), eq(orders.operatorId, operatorId)))
      .groupBy(orders.status)
      .orderBy(orders.status),
    db.select({ currency: operators.currency }).from(operators).where(eq(operators.id, operatorId)).limit(1),
  ]);
  const lastTimes = byStatus
    .map((s) => (s.last === null ? null : new Date(s.last).getTime()))
    .filter((t): t is number => t !== null);
  const endedRow = byStatus.find((s) => s.status === ended);
  return {
    ...toRow(found, found.bookings),
    countryCode: found.countryCode,
    phoneNumber: found.phoneNumber,
    updatedAt: found.updatedAt.toISOString(),
    totals: {
      bookings: byStatus.reduce((sum, s) => sum + Number(s.count), 0),
      byStatus: byStatus.map((s) => ({ status: s.status, count: Number(s.count) })),
      completed: Number(endedRow?.count ?? 0),
      spendMinor: Number(endedRow?.spendMinor ?? 0),
      currency: operator?.currency ?? 'INR',
      lastBookingAt: lastTimes.length ? new Date(Math.max(...lastTimes)).toISOString() : null,
    },
  };
}

/** Blocks (0) or unblocks (1) a customer; answers the list row. */
export async function setCustomerStatus(db: Db, operatorId: string, id: string, status: 0 | 1): Promise<CustomerRow> {
  customer.found(
    await db
      .update(customers)
      .set({ isActive: status === 1, updatedAt: sql`now()` })
      .where(customer.where(operatorId, id))
      .returning({ id: customers.id }),
  );
  const row = await findCustomer(db, operatorId, id);
  return toRow(row, row.bookings);
}
