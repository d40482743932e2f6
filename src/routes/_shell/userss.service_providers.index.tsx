import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { ProvidersList } from '@/features/providers/components/providers-list';
import { providersList } from '@/features/providers/lib/providers-list';
import type { ProvidersListQuery } from '@/shared/schemas/providers';

/** Service providers (the spec's route `userss/service_providers`): the view lives in the URL. */
export const Route = createFileRoute('/_shell/userss/service_providers/')({
  validateSearch: providersList.searchSchema,
  beforeLoad: requireModule('service_providers'),
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    // The call's schemas load with the screen, not with the start-up code every route carries.
    void import('@/features/providers/api/providers.queries').then(({ providersListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        providersListQueryOptions(providersList.apiQuery(providersList.viewFrom(deps)) as ProvidersListQuery),
      ),
    );
    await words;
  },
  component: ProvidersRoute,
});

function ProvidersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProvidersList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
