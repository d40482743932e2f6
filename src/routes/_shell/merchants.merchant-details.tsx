import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { MerchantDetailScreen } from '@/features/merchants/components/merchant-detail';

/** A merchant (`?id=`): profile, agents and bookings; an unknown id, or another operator's, shows not found. */
export const Route = createFileRoute('/_shell/merchants/merchant-details')({
  validateSearch: v.object({ id: v.fallback(v.optional(v.string(), ''), '') }),
  beforeLoad: requireModule('merchants'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    const id = deps.id;
    if (!id) return words;
    void import('@/features/merchants/api/merchants.queries').then(({ merchantDetailQueryOptions }) =>
      context.queryClient.prefetchQuery(merchantDetailQueryOptions(id)),
    );
    await words;
  },
  component: MerchantDetailsRoute,
});

function MerchantDetailsRoute() {
  const { id } = Route.useSearch();
  return <MerchantDetailScreen id={id} />;
}
