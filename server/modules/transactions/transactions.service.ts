import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { TRANSACTIONS_LIST } from '../../../src/shared/lists';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CsvColumn } from '../../../src/shared/csv';
import {
  minorToDecimal,
  type TransactionCsvColumn,
  type TransactionRow,
  type TransactionSortField,
  type TransactionsExportQuery,
  type TransactionsListData,
  transactionStatusLabel,
} from '../../../src/shared/schemas/transactions';
import type { Db } from '../../db/client';
import { customers, providers, transactions } from '../../db/schema';
import {
  COUNT_CAP,
  cappedCount,
  cappedTotal,
  escapeLike,
  orderOf,
  sortDirOf,
  type Paging,
  pageWindow,
  rowsOf,
  type SortQuery,
  type SortSpec,
} from '../../lib/list';
import { idPrefixRange } from '../../lib/ids';

/**
 * Money leaves the database as integer minor units: `round(amount * 100)` is computed by PostgreSQL on the
 * numeric value (exact) and sent as text, which JS reads as an integer (exact below 2^53): no float ever
 * rounds a cent.
 */
const minorOf = (column: AnyPgColumn) => sql<string | null>`(round(${column} * 100))::bigint::text`;
const intOrNull = (text: string | null) => (text === null ? null : Number(text));

const columns = {
  id: transactions.id,
  orderId: transactions.orderId,
  amount: minorOf(transactions.amount),
  discount: minorOf(transactions.discountAmount),
  type: transactions.type,
  status: transactions.status,
  createdAt: transactions.createdAt,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  providerName: providers.name,
};

type TransactionRecord = {
  id: string;
  orderId: string;
  amount: string | null;
  discount: string | null;
  type: number;
  status: number;
  createdAt: Date;
  customerFirstName: string | null;
  customerLastName: string | null;
  providerName: string | null;
};

const toRow = (r: TransactionRecord): TransactionRow => ({
  id: r.id,
  orderId: r.orderId,
  amount: Number(r.amount ?? 0),
  discount: intOrNull(r.discount),
  type: r.type,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  customerFirstName: r.customerFirstName,
  customerLastName: r.customerLastName,
  providerName: r.providerName,
});

// Filter ---------------------------------------------------------------------------------------

/** A bare hex term finds transaction and booking ids from this many characters on (a prefix always does). */
const MIN_BARE_ID_PREFIX = 4;

/**
 * The search: the customer's full name contains the term; or the term is a booking ref (`ORD_` + the start of
 * the booking id) or a transaction ref (`Tnx_` + the start of its id); a bare hex term of 4+ characters is
 * tried as both refs. `%`, `_` and `\` are taken literally.
 */
function searchCondition(raw: string | undefined): SQL | undefined {
  let term = raw?.trim() ?? '';
  if (!term) return undefined;
  const prefix = /^(ord|tnx)_/i.exec(term)?.[1]?.toLowerCase();
  if (prefix) term = term.slice(4).trim();
  const parts: SQL[] = [];
  if (!prefix) {
    const pattern = `%${escapeLike(term)}%`;
    parts.push(sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`);
  }
  const range = idPrefixRange(term);
  const idSearch = range && (prefix || term.replace(/-/g, '').length >= MIN_BARE_ID_PREFIX);
  if (range && idSearch && prefix !== 'tnx')
    parts.push(sql`${transactions.orderId} between ${range.lo}::uuid and ${range.hi}::uuid`);
  if (range && idSearch && prefix !== 'ord')
    parts.push(sql`${transactions.id} between ${range.lo}::uuid and ${range.hi}::uuid`);
  // A ref that is not hex (`Tnx_zz`) matches nothing.
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

type TransactionFilter = Omit<TransactionsExportQuery, 'sortBy' | 'sortDir'>;

/** The transactions matching a list filter (the list's and the export's), always of the caller's operator. */
const transactionFilter = (operatorId: string, q: TransactionFilter) =>
  and(
    eq(transactions.operatorId, operatorId),
    q.type === undefined ? undefined : eq(transactions.type, q.type),
    q.status === undefined || q.status === -1 ? undefined : eq(transactions.status, q.status),
    searchCondition(q.search),
  );

/** Transactions with their customer (the name searched and shown) and provider (loaded, not shown). */
const FROM = sql`${transactions} inner join ${customers} on ${customers.id} = ${transactions.customerId}`;

/** Newest first, or a whitelisted field with the creation time and id after it (a total order). */
const TRANSACTION_SORT: SortSpec<TransactionSortField> = {
  list: TRANSACTIONS_LIST,
  fields: {
    createdAt: transactions.createdAt,
    amount: transactions.amount,
    discount: sql`coalesce(${transactions.discountAmount}, 0)`,
    status: transactions.status,
    // Then the customer: two customers of the same name do not interleave (the walk below reads one, then the other).
    customerName: [customers.firstName, customers.lastName, customers.id],
  },
  tieBreaker: [transactions.createdAt, transactions.id],
  // transactions_operator_status_created_idx keeps each status newest first: read forward for status asc, backward
  // for desc, a page reads its rows instead of sorting every transaction (1-2 s at 1M bookings).
  oppositeTieBreaker: { status: true },
};

function selectRows(db: Db, filter: SQL | undefined, q: SortQuery<TransactionSortField>) {
  return db
    .select(columns)
    .from(transactions)
    .innerJoin(customers, eq(customers.id, transactions.customerId))
    .leftJoin(providers, eq(providers.id, transactions.providerId))
    .where(filter)
    .orderBy(...orderOf(TRANSACTION_SORT, q));
}

/**
 * From this many matching transactions on, the customer-name order walks the operator's customers in name order
 * (customers_operator_name_idx) and reads each one's transactions (transactions_customer_created_idx) until the page
 * is full: a page costs the customers it spans, not a sort of every matching transaction (at 1M bookings, ~900,000
 * transactions, the join-and-sort took 4.7-8 s). Below it the join-and-sort is cheaper: a rare filter would make
 * the walk visit every customer to find its few transactions.
 */
export const CUSTOMER_WALK_FROM = 5000;

/** The customer-name order as a walk: each customer in name order, then its matching transactions. */
function customerWalk(
  db: Db,
  operatorId: string,
  filter: SQL | undefined,
  q: SortQuery<TransactionSortField>,
  window: { limit: number; offset: number },
) {
  const by = sortDirOf(TRANSACTION_SORT, 'customerName', q.sortDir) === 'desc' ? desc : asc;
  // The filter's customer condition (the search) reads the walked customer. Each customer gives at most the rows
  // the page needs (the final order need not read all of a customer's transactions first).
  const own = db
    .select({ id: transactions.id, createdAt: transactions.createdAt })
    .from(transactions)
    .where(and(filter, eq(transactions.customerId, customers.id)))
    .orderBy(by(transactions.createdAt), by(transactions.id))
    .limit(window.offset + window.limit)
    .as('own');
  const order = [by(customers.firstName), by(customers.lastName), by(customers.id), by(own.createdAt), by(own.id)];
  const page = db
    .select({ id: own.id, rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank') })
    .from(customers)
    .crossJoinLateral(own)
    .where(eq(customers.operatorId, operatorId))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select(columns)
    .from(page)
    .innerJoin(transactions, eq(transactions.id, page.id))
    .innerJoin(customers, eq(customers.id, transactions.customerId))
    .leftJoin(providers, eq(providers.id, transactions.providerId))
    .orderBy(page.rank);
}

/** One page and the total, counted exactly up to 10,000 (decision 010), `totalCapped` past it. */
export async function listTransactions(
  db: Db,
  operatorId: string,
  q: TransactionFilter & SortQuery<TransactionSortField> & Paging,
  cap = COUNT_CAP,
  walkFrom = CUSTOMER_WALK_FROM,
): Promise<TransactionsListData> {
  const filter = transactionFilter(operatorId, q);
  const { limit, offset } = pageWindow(q);
  const count = () => db.execute<{ total: number }>(sql`select ${cappedCount(FROM, filter, cap)} as total`);
  const totalOf = (counted: unknown) => Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  let rows: TransactionRecord[];
  let counted: unknown;
  if (q.sortBy === 'customerName') {
    // The count decides the plan (capped, so at most cap + 1 index entries).
    counted = await count();
    rows =
      totalOf(counted) >= walkFrom
        ? await customerWalk(db, operatorId, filter, q, { limit, offset })
        : await selectRows(db, filter, q).limit(limit).offset(offset);
  } else {
    [rows, counted] = await Promise.all([selectRows(db, filter, q).limit(limit).offset(offset), count()]);
  }
  const { total, totalCapped } = cappedTotal(totalOf(counted), cap);
  const data = rows.map(toRow);
  return totalCapped ? { data, total, totalCapped } : { data, total };
}

/** Every transaction matching the list's filter, in the list's order, for the export. */
export async function allTransactions(
  db: Db,
  operatorId: string,
  q: TransactionsExportQuery,
): Promise<TransactionRow[]> {
  return (await selectRows(db, transactionFilter(operatorId, q), q)).map(toRow);
}

/** The export's columns (TRANSACTION_CSV_COLUMNS, in that order); money as exact decimal strings. */
export const TRANSACTION_CSV: readonly CsvColumn<TransactionRow>[] = (
  [
    ['id', (r) => r.id],
    ['orderId', (r) => r.orderId],
    ['customerFirstName', (r) => r.customerFirstName],
    ['customerLastName', (r) => r.customerLastName],
    ['providerName', (r) => r.providerName],
    ['amount', (r) => minorToDecimal(r.amount)],
    ['discount', (r) => (r.discount === null ? null : minorToDecimal(r.discount))],
    ['type', (r) => r.type],
    ['status', (r) => r.status],
    ['statusLabel', (r) => transactionStatusLabel(r.status)],
    ['createdAt', (r) => r.createdAt],
  ] as const satisfies readonly (readonly [TransactionCsvColumn, (r: TransactionRow) => unknown])[]
).map(([header, value]) => ({ header, value }));
