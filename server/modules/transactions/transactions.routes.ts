import type { Hono } from 'hono';
import { CSV_CONTENT_TYPE, toCsv } from '../../../src/shared/csv';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import * as transactions from './transactions.service';

/** Transactions (module `transactions`): every query is scoped to the caller's operator. */
export function transactionRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'transactionsList', async ({ input, operatorId }) =>
    transactions.listTransactions(db, operatorId, input.query),
  );

  route(app, deps, 'transactionsExport', async ({ input, operatorId }) => {
    const rows = await transactions.allTransactions(db, operatorId, input.query);
    // With a byte-order mark, so spreadsheets read the UTF-8 names (ç, 漢字) right.
    return new Response(toCsv(rows, transactions.TRANSACTION_CSV, { byteOrderMark: true }), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="transactions.csv"',
        'X-Total-Count': String(rows.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  });
}
