import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { MerchantForm } from '@/features/merchants/components/merchant-form';

/** Add a merchant; once saved, its details page opens. */
export const Route = createFileRoute('/_shell/merchants/add_merchant')({
  beforeLoad: requireModule('merchants'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
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
