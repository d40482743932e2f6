import * as v from 'valibot';
import { CUSTOMERS_LIST, type SortFieldOf } from '../lists';
import { idParams, intInRange, UuidSchema, nullableString } from './common';
import { listQueries, listTotalEntries, searchEntry } from './list';

// List -----------------------------------------------------------------------------------------

/**
 * The customers list's sortable columns (the row's field names): `name` is first name, last name (then id),
 * `createdAt` the date the customer joined. Default: newest first.
 */
export const CUSTOMER_SORT_FIELDS = CUSTOMERS_LIST.sortFields;
export type CustomerSortField = SortFieldOf<typeof CUSTOMERS_LIST>;

/** The list and its export take the same filters. */
export const { list: CustomersListQuerySchema, export: CustomersExportQuerySchema } = listQueries(CUSTOMERS_LIST, {
  search: searchEntry('Full name (first and last), email or phone number; case-insensitive, % and _ match themselves'),
  status: v.optional(v.pipe(intInRange(0, 1), v.description('1 active, 0 inactive (blocked); absent = all'))),
});
export type CustomersListQuery = v.InferInput<typeof CustomersListQuerySchema>;
export type CustomersExportQuery = v.InferOutput<typeof CustomersExportQuerySchema>;

/** A customers-list row: a customer of the operator's marketplace app. */
export const CustomerRowSchema = v.object({
  id: UuidSchema,
  firstName: v.string(),
  lastName: v.string(),
  /** First and last name as the console shows them. */
  name: v.string(),
  email: nullableString,
  /** In international format (`+91 98450 12345`, libphonenumber-js); a stored number that does not parse as written; null without one. */
  phone: nullableString,
  /** The profile picture's URL, or null. */
  image: nullableString,
  /** Active (true) or blocked (false): the status toggle. */
  status: v.boolean(),
  /** When the customer joined (ISO date-time). */
  createdAt: v.string(),
  /** The customer's bookings, every status. */
  bookings: v.number(),
});
export type CustomerRow = v.InferOutput<typeof CustomerRowSchema>;

export const CustomersListDataSchema = v.object({ data: v.array(CustomerRowSchema), ...listTotalEntries });
export type CustomersListData = v.InferOutput<typeof CustomersListDataSchema>;

export const CustomerIdParamsSchema = idParams(
  'Customer id (uuid); a malformed, unknown or other operator’s id answers 404',
);

export const CustomerStatusBodySchema = v.object({
  status: v.pipe(v.picklist([0, 1], 'status must be 1 (active) or 0 (blocked)'), v.description('1 active, 0 blocked')),
});

// Detail ---------------------------------------------------------------------------------------

/** The booking statuses a customer's totals count by (spec part 2 §4). */
export const CustomerBookingsByStatusSchema = v.array(v.object({ status: v.number(), count: v.number() }));

/**
 * One customer with the totals of their bookings. **Spend** is the sum of the prices (after discount) of the
 * customer's bookings that ended (status 6, Booking Ended): what the customer was charged for service
 * delivered. Cancelled, rejected and unfinished bookings do not count. It is in minor units of the operator's
 * currency as prices are stored (hundredths: 1234.50 → 123450), so it adds up without rounding.
 */
export const CustomerDetailSchema = v.object({
  ...CustomerRowSchema.entries,
  countryCode: nullableString,
  phoneNumber: nullableString,
  updatedAt: v.string(),
  totals: v.object({
    /** Every booking of the customer, any status. */
    bookings: v.number(),
    /** Bookings per status (statuses without bookings are left out), by status code. */
    byStatus: CustomerBookingsByStatusSchema,
    /** Bookings that ended (status 6), the ones counted in spend. */
    completed: v.number(),
    /** Sum of the ended bookings' prices, in hundredths of `currency` (integer). */
    spendMinor: v.number(),
    /** The operator's currency (ISO 4217). */
    currency: v.string(),
    /** When the customer's latest booking was made (ISO), null without bookings. */
    lastBookingAt: nullableString,
  }),
});
export type CustomerDetail = v.InferOutput<typeof CustomerDetailSchema>;

// CSV ------------------------------------------------------------------------------------------

/** The export's columns, in order (the row's field names, so a file reads the same in every language). */
export const CUSTOMER_CSV_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'status',
  'bookings',
  'createdAt',
] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];
