import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { MerchantsList } from '@/features/merchants/components/merchants-list';
import { merchantsList } from '@/features/merchants/lib/merchants-list';

/** Merchants: search, tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/merchants/')({
  validateSearch: merchantsList.searchSchema,
  beforeLoad: requireModule('merchants'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The call's schemas load with the screen, not with the start-up code every route carries.
    void import('@/features/merchants/api/merchants.queries').then(({ merchantsListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        merchantsListQueryOptions(merchantsList.apiQuery(merchantsList.viewFrom(deps))),
      ),
    );
  },
  component: MerchantsRoute,
});

function MerchantsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MerchantsList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
