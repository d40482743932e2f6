import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { MerchantsList } from '@/features/merchants/components/merchants-list';
import { merchantsList } from '@/features/merchants/lib/merchants-list';

/** Merchants: search, tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/merchants/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    merchantsList,
    () => import('@/features/merchants/api/merchants.queries').then((m) => m.merchantsListSource),
    { words: true },
  ),
  beforeLoad: requireModule('merchants'),
  component: MerchantsRoute,
});

function MerchantsRoute() {
  return <MerchantsList {...useListUrl(Route)} />;
}
