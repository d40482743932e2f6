import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { ProductsList } from '@/features/products/components/products-list';
import { productsList } from '@/features/products/lib/products-list';

/** Products: search, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/product/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    productsList,
    () => import('@/features/products/api/products.queries').then((m) => m.productsListSource),
    { words: true },
  ),
  beforeLoad: requireModule('services'),
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductsList {...useListUrl(Route)} />;
}
