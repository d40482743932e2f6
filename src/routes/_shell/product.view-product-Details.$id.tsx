import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { ProductDetail } from '@/features/products/components/product-detail';
import { loadScreenWords } from '@/lib/screen-words';

/** One product: images, variants, category path and its bookings. */
export const Route = createFileRoute('/_shell/product/view-product-Details/$id')({
  beforeLoad: requireModule('services'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { id } = Route.useParams();
  return <ProductDetail id={id} />;
}
