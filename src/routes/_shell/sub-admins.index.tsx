import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { loadScreenWords } from '@/lib/screen-words';
import { SubAdminsList } from '@/features/sub-admins/components/sub-admins-list';
import { subAdminsList } from '@/features/sub-admins/lib/sub-admins-list';

/** Sub-admins: search, status tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/sub-admins/')({
  validateSearch: subAdminsList.searchSchema,
  beforeLoad: requireModule('sub-admins'),
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    // The call's schemas load with the screen, not with the start-up code every route carries.
    void import('@/features/sub-admins/api/sub-admins.queries').then(({ subAdminsListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        subAdminsListQueryOptions(subAdminsList.apiQuery(subAdminsList.viewFrom(deps))),
      ),
    );
    await words;
  },
  component: SubAdminsRoute,
});

function SubAdminsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubAdminsList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
