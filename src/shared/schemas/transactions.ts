import * as v from 'valibot';
import { ALL_TRANSACTIONS, type SortFieldOf, TRANSACTIONS_LIST } from '../lists';
import { intInRange, UuidSchema, nullableString } from './common';
import { listQueries, searchEntry } from './list';

/**
 * Transactions (spec part 2 §2 "Transactions", §3 Transaction, §4, §7, §9): one per payment or refund of a
 * booking. Amounts travel as integers of minor units (hundredths of the operator's currency), converted from the
 * numeric(12,2) column in SQL, so no float ever stands between the database and the screen.
 */

// Status ---------------------------------------------------------------------------------------

/**
 * Transaction status codes and their English labels. The spec gives two readings (§4): the badge's
 * (0 failed, 1 success, 2 pending, 3 refunded) and a label map (0 Pending, 1 Success, 2 Failed, 3 Refunded).
 * We use the badge's reading everywhere — badge, filter, export — because the spec's filter list agrees with
 * it and so does the seeded data (docs/api/transactions.md).
 */
export const TRANSACTION_STATUS = { 0: 'Failed', 1: 'Success', 2: 'Pending', 3: 'Refunded' } as const;
export type TransactionStatus = keyof typeof TRANSACTION_STATUS;
export const TRANSACTION_STATUS_CODES = [0, 1, 2, 3] as const satisfies readonly TransactionStatus[];

/** The status filter's "All" value (no status filter). */
export { ALL_TRANSACTIONS };

/** The English label of a status; `Unknown (n)` for a code outside the model. */
export const transactionStatusLabel = (status: number): string =>
  Object.hasOwn(TRANSACTION_STATUS, status) ? TRANSACTION_STATUS[status as TransactionStatus] : `Unknown (${status})`;

/** An integer of minor units as a decimal string, exactly (1234 → "12.34", -5 → "-0.05"). No float arithmetic. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(minor))).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// List -----------------------------------------------------------------------------------------

/** The transactions list's sortable columns (the row's field names). */
export const TRANSACTION_SORT_FIELDS = TRANSACTIONS_LIST.sortFields;
export type TransactionSortField = SortFieldOf<typeof TRANSACTIONS_LIST>;

/** The list and its export take the same filters. */
export const { list: TransactionsListQuerySchema, export: TransactionsExportQuerySchema } = listQueries(
  TRANSACTIONS_LIST,
  {
    search: searchEntry(
      'Customer name (first and last), booking ref (ORD_ + the start of the booking id) or transaction ref (Tnx_ + the start of its id; a bare hex start of 4+ characters finds either); case-insensitive, % and _ taken literally',
    ),
    type: v.optional(
      v.pipe(
        intInRange(1, 9),
        v.description('Transaction type: 1 = booking payment (the console always sends 1); absent = every type'),
      ),
    ),
    status: v.optional(
      v.pipe(
        intInRange(-1, 3),
        v.description('-1 or absent = all; 0 Failed, 1 Success, 2 Pending, 3 Refunded (the badge reading, spec §4)'),
      ),
    ),
  },
);
export type TransactionsListQuery = v.InferInput<typeof TransactionsListQuerySchema>;
export type TransactionsExportQuery = v.InferOutput<typeof TransactionsExportQuerySchema>;

/** A transactions-list row (spec part 2 §3, Transaction). */
export const TransactionRowSchema = v.object({
  id: UuidSchema,
  /** The booking paid (or refunded); the row opens it. */
  orderId: UuidSchema,
  amount: v.pipe(
    v.number(),
    v.integer(),
    v.description('Integer minor units (hundredths) of the operator’s currency: 1234 = 12.34'),
  ),
  discount: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer())),
    v.description('The booking’s discount in integer minor units of the operator’s currency; null when none'),
  ),
  type: v.number(),
  /** 0 Failed, 1 Success, 2 Pending, 3 Refunded; anything else is unknown. */
  status: v.number(),
  createdAt: v.string(),
  customerFirstName: nullableString,
  customerLastName: nullableString,
  /** Loaded but not shown (spec §2). */
  providerName: nullableString,
});
export type TransactionRow = v.InferOutput<typeof TransactionRowSchema>;

/** `data.data` + `data.total` (API brief). */
export const TransactionsListDataSchema = v.object({
  data: v.array(TransactionRowSchema),
  /** All matching transactions, counted exactly up to 10,000 (decision 010). */
  total: v.number(),
  /** Present (true) only when more than `total` transactions match: the console shows "10,000+". */
  totalCapped: v.optional(v.boolean()),
});
export type TransactionsListData = v.InferOutput<typeof TransactionsListDataSchema>;

/** The export's columns, in order (amounts as decimal strings of the operator's currency: "12.34"). */
export const TRANSACTION_CSV_COLUMNS = [
  'id',
  'orderId',
  'customerFirstName',
  'customerLastName',
  'providerName',
  'amount',
  'discount',
  'type',
  'status',
  'statusLabel',
  'createdAt',
] as const;
export type TransactionCsvColumn = (typeof TRANSACTION_CSV_COLUMNS)[number];
