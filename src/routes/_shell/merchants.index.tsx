import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { MerchantsList } from '@/features/merchants/components/merchants-list';
import { merchantsList } from '@/features/merchants/lib/merchants-list';

/** Merchants: search, tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/merchants/')({
  validateSearch: merchantsList.searchSchema,
  beforeLoad: requireModule('merchants'),
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    // The call's schemas load with the screen, not with the start-up code every route carries.
    void import('@/features/merchants/api/merchants.queries').then(({ merchantsListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        merchantsListQueryOptions(merchantsList.apiQuery(merchantsList.viewFrom(deps))),
      ),
    );
    await words;
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
