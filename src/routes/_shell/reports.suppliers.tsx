import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { SupplierReport } from '@/features/reports/components/report-lists';
import { supplierReport } from '@/features/reports/lib/report-lists';
import { loadScreenWords } from '@/lib/screen-words';

/** The suppliers report: search, filters, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/reports/suppliers')({
  validateSearch: supplierReport.searchSchema,
  beforeLoad: requireModule('reports'),
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    void import('@/features/reports/api/reports.queries').then(({ reportQueryOptions }) =>
      context.queryClient.prefetchQuery(
        reportQueryOptions('suppliers', supplierReport.apiQuery(supplierReport.viewFrom(deps))),
      ),
    );
    await words;
  },
  component: ReportRoute,
});

function ReportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SupplierReport
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
