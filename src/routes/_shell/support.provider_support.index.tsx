import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { TicketsList } from '@/features/support/components/tickets-list';
import { providerTicketsList } from '@/features/support/lib/support-lists';

/** Support → Provider support (issue 67): search, filters, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/support/provider_support/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    providerTicketsList,
    () => import('@/features/support/api/support.queries').then((m) => m.providerTicketsSource),
    { words: true },
  ),
  beforeLoad: requireModule('provider_support'),
  component: ProviderSupportRoute,
});

function ProviderSupportRoute() {
  return <TicketsList desk="provider" {...useListUrl(Route)} />;
}
