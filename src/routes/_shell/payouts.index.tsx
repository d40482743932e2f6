import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { loadScreenWords } from '@/lib/screen-words';
import { PayoutsList } from '@/features/payouts/components/payouts-list';
import { payoutsList } from '@/features/payouts/lib/payouts-list';

/** Payouts: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/payouts/')({
  validateSearch: payoutsList.searchSchema,
  beforeLoad: requireModule('payouts'),
  loaderDeps: ({ search }) => search,
  // The call's schemas load with the screen, not with the start-up code every route carries.
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    void import('@/features/payouts/api/payouts.queries').then(({ payoutsListQueryOptions }) =>
      context.queryClient.prefetchQuery(payoutsListQueryOptions(payoutsList.apiQuery(payoutsList.viewFrom(deps)))),
    );
    await words;
  },
  component: PayoutsRoute,
});

function PayoutsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PayoutsList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
