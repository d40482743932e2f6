import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { TicketsList } from '@/features/support/components/tickets-list';
import { customerTicketsList } from '@/features/support/lib/support-lists';

/** Support → Customer support (issue 67): search, filters, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/support/customer_support/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    customerTicketsList,
    () => import('@/features/support/api/support.queries').then((m) => m.customerTicketsSource),
    { words: true },
  ),
  beforeLoad: requireModule('customer_support'),
  component: CustomerSupportRoute,
});

function CustomerSupportRoute() {
  return <TicketsList desk="customer" {...useListUrl(Route)} />;
}
