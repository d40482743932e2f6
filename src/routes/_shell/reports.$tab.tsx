import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import type { ListSearch } from '@/components/list/define-list';
import { ReportScreen } from '@/features/reports/components/report-lists';
import { loadScreenWords } from '@/lib/screen-words';

/** The report tabs: /reports/{tab}. */
const REPORT_TABS = ['users', 'orders', 'suppliers', 'agents', 'products'] as const;
const isTab = (tab: string): tab is (typeof REPORT_TABS)[number] => (REPORT_TABS as readonly string[]).includes(tab);

/**
 * The reports, one route for the five tabs: search, filters, sort and page live in the URL, so a link reproduces
 * the tab and its view. The URL is read with the tab's own list schema (lenient: a bad value falls back to the
 * default) inside the screen, which loads with its chunk: the start-up code every route carries holds none of the
 * five lists.
 */
export const Route = createFileRoute('/_shell/reports/$tab')({
  validateSearch: (search: Record<string, unknown>) => search as ListSearch,
  beforeLoad: ({ params }) => {
    requireModule('reports')();
    if (!isTab(params.tab)) throw redirect({ to: '/reports/$tab', params: { tab: 'users' }, replace: true });
  },
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, params, deps }) => {
    const words = loadScreenWords();
    void Promise.all([
      import('@/features/reports/api/reports.queries'),
      import('@/features/reports/lib/report-lists'),
    ]).then(([{ reportSources }, { readReportSearch }]) => {
      if (!isTab(params.tab)) return;
      const { definition, search } = readReportSearch(params.tab, deps);
      return context.queryClient.prefetchQuery(
        reportSources[params.tab](definition.apiQuery(definition.viewFrom(search))),
      );
    });
    await words;
  },
  component: ReportRoute,
});

function ReportRoute() {
  const { tab } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isTab(tab)) return null;
  return (
    <ReportScreen
      tab={tab}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
