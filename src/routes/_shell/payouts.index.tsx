import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { PayoutsList } from '@/features/payouts/components/payouts-list';
import { payoutsList } from '@/features/payouts/lib/payouts-list';

/** Payouts: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/payouts/')({
  validateSearch: payoutsList.searchSchema,
  beforeLoad: requireModule('payouts'),
  loaderDeps: ({ search }) => search,
  // The call's schemas load with the screen, not with the start-up code every route carries.
  loader: ({ context, deps }) => {
    void import('@/features/payouts/api/payouts.queries').then(({ payoutsListQueryOptions }) =>
      context.queryClient.prefetchQuery(payoutsListQueryOptions(payoutsList.apiQuery(payoutsList.viewFrom(deps)))),
    );
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
