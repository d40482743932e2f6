import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { ordersListQueryOptions } from '@/features/orders/api/orders.queries';
import { OrdersList } from '@/features/orders/components/orders-list';
import { listQueryFrom, OrdersSearchSchema, viewFrom } from '@/features/orders/lib/orders-search';

/** Bookings: filters and page live in the URL, so a link reproduces the view and back/forward work. */
export const Route = createFileRoute('/_shell/orders/')({
  validateSearch: OrdersSearchSchema,
  beforeLoad: requireModule('bookings'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Start the page early; the screen shows the (persisted) cache while it loads.
    void context.queryClient.prefetchQuery(ordersListQueryOptions(listQueryFrom(viewFrom(deps))));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrdersList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
