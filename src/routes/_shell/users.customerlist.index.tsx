import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { CustomersList } from '@/features/customers/components/customers-list';
import { customersList } from '@/features/customers/lib/customers-list';

/** Users → Customers: search, tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/users/customerlist/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    customersList,
    () => import('@/features/customers/api/customers.queries').then((m) => m.customersListSource),
    { words: true },
  ),
  beforeLoad: requireModule('customer'),
  component: CustomersRoute,
});

function CustomersRoute() {
  return <CustomersList {...useListUrl(Route)} />;
}
