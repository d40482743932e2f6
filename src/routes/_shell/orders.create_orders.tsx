import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { OrderForm } from '@/features/orders/components/order-form';

/** New booking; on success the new booking's page opens. */
export const Route = createFileRoute('/_shell/orders/create_orders')({
  beforeLoad: requireModule('bookings'),
  component: CreateOrderRoute,
});

function CreateOrderRoute() {
  const navigate = Route.useNavigate();
  return (
    <OrderForm onCreated={(id) => void navigate({ to: '/orders/order_details/$id', params: { id }, replace: true })} />
  );
}
