import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMERS_LIST } from '../../../src/shared/lists';
import { formatPhone } from '../../../src/shared/phone';
import {
  CUSTOMER_CSV_COLUMNS,
  type CustomerDetail,
  type CustomerRow,
  type CustomersExportQuery,
} from '../../../src/shared/schemas/customers';
import type { Db } from '../../db/client';
import { customers, operators, ORDER_STATUS, orders } from '../../db/schema';
import { countAll } from '../../lib/list';
import { csvColumns } from '../../lib/csv-export';
import { entity, type RecordOf } from '../../lib/entity';

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
  bookings: bookingsCount,
};

const fullName = (r: { firstName: string; lastName: string }) => [r.firstName, r.lastName].filter(Boolean).join(' ');

const toRow = (r: RecordOf<typeof columns>): CustomerRow => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  name: fullName(r),
  email: r.email,
  phone: formatPhone(r.countryCode, r.phoneNumber),
  image: r.profileImage,
  status: r.isActive,
  createdAt: r.createdAt.toISOString(),
  bookings: Number(r.bookings),
});

// List -----------------------------------------------------------------------------------------

/** The customers of the operator by id (a malformed, unknown or other operator's id is `customer.not_found`) and their list. */
export const customer = entity(customers, 'customer.not_found', {
  columns,
  toRow,
  filter: (q: CustomersExportQuery) => [q.status === undefined ? undefined : eq(customers.isActive, q.status === 1)],
  // The full name (as the console shows it), the email, or — for a term of digits — the phone number: "+91 98450
  // 12345" as shown, the national number or the dial code and number written together.
  search: ({ pattern, digits }) => [
    sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`,
    sql`${customers.email} ilike ${pattern}`,
    digits ? sql`${customers.phoneNumber} like ${`%${digits}%`}` : undefined,
    digits
      ? sql`(regexp_replace(coalesce(${customers.countryCode}, ''), '[^0-9]', '', 'g') || ${customers.phoneNumber}) like ${`%${digits}%`}`
      : undefined,
  ],
  /**
   * Newest first, or a whitelisted field with the id after it (a total order). Name is served by the index on
   * (operator, first name, last name, id), the date by (operator, created_at).
   */
  sort: {
    list: CUSTOMERS_LIST,
    fields: {
      name: [customers.firstName, customers.lastName],
      email: customers.email,
      createdAt: customers.createdAt,
    },
    tieBreaker: [customers.id],
  },
  counted: 'customers',
  buckets: (q) => (q.status === undefined ? 'all' : [String(q.status)]),
});

/** The export's columns: the row's fields of CUSTOMER_CSV_COLUMNS, in that order (the status as 1 or 0). */
export const CUSTOMER_CSV = csvColumns<CustomerRow>(CUSTOMER_CSV_COLUMNS, { status: (r) => (r.status ? 1 : 0) });

// One customer ---------------------------------------------------------------------------------

/**
 * A customer with the totals of their bookings. Spend is the sum of the ended bookings' prices (status 6,
 * Booking Ended), in hundredths of the operator's currency: numeric arithmetic in SQL, so nothing is rounded.
 */
export async function getCustomer(db: Db, operatorId: string, id: string): Promise<CustomerDetail> {
  const found = await customer.find(db, operatorId, id);
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
    ...toRow(found),
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
