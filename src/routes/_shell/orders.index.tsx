import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { ordersListSource } from '@/features/orders/api/orders.queries';
import { OrdersList } from '@/features/orders/components/orders-list';
import { ordersList } from '@/features/orders/lib/orders-list';

/** Bookings: filters, sort and page live in the URL, so a link reproduces the view and back/forward work. */
export const Route = createFileRoute('/_shell/orders/')({
  // Start the page early; the screen shows the (persisted) cache while it loads.
  ...listRoute(ordersList, () => ordersListSource),
  beforeLoad: requireModule('bookings'),
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersList {...useListUrl(Route)} />;
}
