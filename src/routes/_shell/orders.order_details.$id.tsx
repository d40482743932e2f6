import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { orderDetailQueryOptions } from '@/features/orders/api/orders.queries';
import { canWaitForData, whenCacheRestored } from '@/lib/query-client';
import { OrderDetailScreen } from '@/features/orders/components/order-detail';

/** One booking; an unknown id (or another operator's) answers 404 and shows the not-found page. */
export const Route = createFileRoute('/_shell/orders/order_details/$id')({
  beforeLoad: requireModule('bookings'),
  loader: async ({ context, params }) => {
    await whenCacheRestored();
    const options = orderDetailQueryOptions(params.id);
    if (canWaitForData(context.queryClient.getQueryData(options.queryKey))) {
      await context.queryClient.ensureQueryData(options);
    }
  },
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  return <OrderDetailScreen id={id} />;
}
