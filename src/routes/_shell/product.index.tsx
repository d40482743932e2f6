import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { ProductsList } from '@/features/products/components/products-list';
import { productsList } from '@/features/products/lib/products-list';
import { loadScreenWords } from '@/lib/screen-words';
import type { ProductsListQuery } from '@/shared/schemas/products';

/** Products: search, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/product/')({
  validateSearch: productsList.searchSchema,
  beforeLoad: requireModule('services'),
  loaderDeps: ({ search }) => search,
  // The call's schemas load with the screen, not with the start-up code every route carries.
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    void import('@/features/products/api/products.queries').then(({ productsListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        productsListQueryOptions(productsList.apiQuery(productsList.viewFrom(deps)) as ProductsListQuery),
      ),
    );
    await words;
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductsList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
