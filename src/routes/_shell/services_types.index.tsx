import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { ServiceTypesList } from '@/features/service-types/components/service-types-list';
import { serviceTypesList } from '@/features/service-types/lib/service-types-list';
import { loadScreenWords } from '@/lib/screen-words';

/** Service types: search, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/services_types/')({
  validateSearch: serviceTypesList.searchSchema,
  beforeLoad: requireModule('services_types'),
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    // The call's schemas load with the screen, not with the start-up code every route carries.
    void import('@/features/service-types/api/service-types.queries').then(({ serviceTypesListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        serviceTypesListQueryOptions(serviceTypesList.apiQuery(serviceTypesList.viewFrom(deps))),
      ),
    );
    await words;
  },
  component: ServiceTypesRoute,
});

function ServiceTypesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceTypesList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
