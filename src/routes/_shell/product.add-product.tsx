import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { ProductFormScreen } from '@/features/products/components/product-form';
import { loadScreenWords } from '@/lib/screen-words';

/** Add a product, or edit one (`?id=`); an unknown id, or another operator's, shows the server's message. */
export const Route = createFileRoute('/_shell/product/add-product')({
  // No id adds a product: the URL stays /product/add-product (no empty `?id=`).
  validateSearch: v.object({ id: v.fallback(v.optional(v.string()), undefined) }),
  beforeLoad: requireModule('services'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
  component: AddProductRoute,
});

function AddProductRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductFormScreen
      id={id ?? ''}
      onSaved={(saved) => void navigate({ to: '/product/view-product-Details/$id', params: { id: saved } })}
    />
  );
}
