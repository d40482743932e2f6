import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { MerchantForm } from '@/features/merchants/components/merchant-form';

/** Add a merchant; once saved, its details page opens. */
export const Route = createFileRoute('/_shell/merchants/add_merchant')({
  beforeLoad: requireModule('merchants'),
  component: AddMerchantRoute,
});

function AddMerchantRoute() {
  const navigate = Route.useNavigate();
  return (
    <MerchantForm
      onCancelTo="list"
      onSaved={(id) => void navigate({ to: '/merchants/merchant-details', search: { id }, replace: true })}
    />
  );
}
