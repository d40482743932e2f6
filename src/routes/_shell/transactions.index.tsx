import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { TransactionsList } from '@/features/transactions/components/transactions-list';
import { transactionsList } from '@/features/transactions/lib/transactions-list';

/** Transactions: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/transactions/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    transactionsList,
    () => import('@/features/transactions/api/transactions.queries').then((m) => m.transactionsListSource),
    { words: true },
  ),
  beforeLoad: requireModule('transactions'),
  component: TransactionsRoute,
});

function TransactionsRoute() {
  return <TransactionsList {...useListUrl(Route)} />;
}
