import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { TransactionsList } from '@/features/transactions/components/transactions-list';
import { transactionsList } from '@/features/transactions/lib/transactions-list';

/** Transactions: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/transactions/')({
  validateSearch: transactionsList.searchSchema,
  beforeLoad: requireModule('transactions'),
  loaderDeps: ({ search }) => search,
  // The call's schemas load with the screen, not with the start-up code every route carries.
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    void import('@/features/transactions/api/transactions.queries').then(({ transactionsListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        transactionsListQueryOptions(transactionsList.apiQuery(transactionsList.viewFrom(deps))),
      ),
    );
    await words;
  },
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TransactionsList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
