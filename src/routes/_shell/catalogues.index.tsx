import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ListSearch } from '@/components/list/define-list';
import { requireModule } from '@/app/route-guards';
import { CataloguesScreen } from '@/features/catalogues/components/catalogues-screen';
import { type CategoryTab, listOfTab, tabOf } from '@/features/catalogues/lib/catalogues-list';
import { loadScreenWords } from '@/lib/screen-words';

/** The list kit's URL state of the open tab, plus `tab` (2 or 3; absent = the category tab). */
const validateSearch = (raw: Record<string, unknown>): ListSearch & { tab?: CategoryTab } => {
  const tab = tabOf(raw.tab);
  const list = v.parse(listOfTab(tab).searchSchema, raw);
  return tab === 1 ? list : { ...list, tab };
};

/** Catalogues (title Category): the tab, its search, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/catalogues/')({
  validateSearch,
  beforeLoad: requireModule('catalogues'),
  loaderDeps: ({ search }) => search,
  // The call's schemas load with the screen, not with the start-up code every route carries.
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    const tab = tabOf(deps.tab);
    const definition = listOfTab(tab);
    void import('@/features/catalogues/api/catalogues.queries').then(({ categoriesListSource }) =>
      context.queryClient.prefetchQuery(categoriesListSource(tab)(definition.apiQuery(definition.viewFrom(deps)))),
    );
    await words;
  },
  component: CataloguesRoute,
});

function CataloguesRoute() {
  const { tab: rawTab, ...search } = Route.useSearch();
  const tab = tabOf(rawTab);
  const navigate = Route.useNavigate();
  return (
    <CataloguesScreen
      tab={tab}
      search={search}
      onSearchChange={(next, options) =>
        void navigate({ search: tab === 1 ? next : { ...next, tab }, replace: options?.replace ?? false })
      }
      // Another tab starts without a search, on its first page.
      onTabChange={(next) => void navigate({ search: next === 1 ? {} : { tab: next } })}
    />
  );
}
