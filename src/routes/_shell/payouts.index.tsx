import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { PayoutsList } from '@/features/payouts/components/payouts-list';
import { payoutsList } from '@/features/payouts/lib/payouts-list';

/** Payouts: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/payouts/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(payoutsList, () => import('@/features/payouts/api/payouts.queries').then((m) => m.payoutsListSource), {
    words: true,
  }),
  beforeLoad: requireModule('payouts'),
  component: PayoutsRoute,
});

function PayoutsRoute() {
  return <PayoutsList {...useListUrl(Route)} />;
}
