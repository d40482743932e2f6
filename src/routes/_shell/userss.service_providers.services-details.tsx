import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { ProviderDetailScreen } from '@/features/providers/components/provider-detail';
import { canWaitForData, whenCacheRestored } from '@/lib/query-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?id=` leniently: anything but an id (missing, a number, garbage) is no id, and the page says "not found". */
const searchSchema = v.object({
  id: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((s) => UUID.test(s)),
        v.toLowerCase(),
      ),
    ),
    undefined,
  ),
});

/** A provider's details (pushType 12 notifications lead here); another operator's id reads as not found. */
export const Route = createFileRoute('/_shell/userss/service_providers/services-details')({
  validateSearch: searchSchema,
  beforeLoad: requireModule('service_providers'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    if (!deps.id) return words;
    await whenCacheRestored();
    const { providerDetailQueryOptions } = await import('@/features/providers/api/providers.queries');
    const options = providerDetailQueryOptions(deps.id);
    if (canWaitForData(context.queryClient.getQueryData(options.queryKey))) {
      // A 404 is shown by the screen (a not-found state inside the page), not by the route.
      await context.queryClient.prefetchQuery(options);
    }
    await words;
  },
  component: ProviderDetailRoute,
});

function ProviderDetailRoute() {
  const { id } = Route.useSearch();
  return <ProviderDetailScreen id={id ?? null} />;
}
