import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { ordersListQueryOptions } from '@/features/orders/api/orders.queries';
import { OrdersList } from '@/features/orders/components/orders-list';
import { ordersList } from '@/features/orders/lib/orders-list';

/** Bookings: filters, sort and page live in the URL, so a link reproduces the view and back/forward work. */
export const Route = createFileRoute('/_shell/orders/')({
  validateSearch: ordersList.searchSchema,
  beforeLoad: requireModule('bookings'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Start the page early; the screen shows the (persisted) cache while it loads.
    void context.queryClient.prefetchQuery(ordersListQueryOptions(ordersList.apiQuery(ordersList.viewFrom(deps))));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
