import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import {
  TRANSACTION_CSV_COLUMNS,
  TRANSACTION_SORT_FIELDS,
  TransactionsExportQuerySchema,
  TransactionsListDataSchema,
  TransactionsListQuerySchema,
} from '../../schemas/transactions';

/**
 * Transactions (module `transactions`): payments and refunds of the operator's bookings. Amounts are integer
 * minor units (hundredths) of the operator's currency. Another operator's transactions are never listed.
 */
export const transactionEndpoints = {
  transactionsList: {
    method: 'GET',
    path: '/transactions',
    summary: `Transactions, newest first, or sorted by sortBy (${TRANSACTION_SORT_FIELDS.join(', ')}; ties newest first): data.data + data.total. search matches the customer's name, the booking ref (ORD_…) or the transaction ref (Tnx_…); status -1 = all, 0 Failed, 1 Success, 2 Pending, 3 Refunded; type 1 = booking payments. amount and discount are integer minor units (1234 = 12.34)`,
    tag: 'transactions',
    auth: 'user',
    module: 'transactions',
    query: TransactionsListQuerySchema,
    data: TransactionsListDataSchema,
    list: { rows: 'data', total: 'total' },
  },
  transactionsExport: {
    method: 'GET',
    path: '/transactions/export',
    summary: `Every transaction matching the list's filters, in the list's order, as transactions.csv (columns ${TRANSACTION_CSV_COLUMNS.join(', ')}; amount and discount as decimals of the operator's currency, "12.34"); formula cells are escaped with a leading apostrophe`,
    tag: 'transactions',
    auth: 'user',
    module: 'transactions',
    query: TransactionsExportQuerySchema,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
  },
} as const satisfies Record<string, Endpoint>;
