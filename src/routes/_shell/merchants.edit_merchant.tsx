import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { MerchantEditScreen } from '@/features/merchants/components/merchant-edit';

/** Edit a merchant (`?id=`); an unknown id, or another operator's, shows the not-found state. */
export const Route = createFileRoute('/_shell/merchants/edit_merchant')({
  validateSearch: v.object({ id: v.fallback(v.optional(v.string(), ''), '') }),
  beforeLoad: requireModule('merchants'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
  component: EditMerchantRoute,
});

function EditMerchantRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MerchantEditScreen
      id={id}
      onSaved={(saved) => void navigate({ to: '/merchants/merchant-details', search: { id: saved } })}
    />
  );
}
