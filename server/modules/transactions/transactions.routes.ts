import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { route } from '../../lib/route';
import * as transactions from './transactions.service';

/** Transactions (module `transactions`): every query is scoped to the caller's operator. */
export function transactionRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'transactionsList', async ({ input, operatorId }) =>
    transactions.listTransactions(db, operatorId, input.query),
  );

  route(app, deps, 'transactionsExport', async ({ input, operatorId }) =>
    csvResponse(
      csvFile(await transactions.allTransactions(db, operatorId, input.query), transactions.TRANSACTION_CSV),
      'transactions.csv',
    ),
  );
}
