import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { statsQueryOptions } from '@/features/dashboard/api/dashboard.queries';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

const day = v.pipe(v.string(), v.isoDate());

/** The date range lives in the URL so a link reproduces the view. */
export const Route = createFileRoute('/_shell/dashboard/')({
  validateSearch: v.object({ from: v.optional(day), to: v.optional(day) }),
  beforeLoad: requireModule('dashboard'),
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, deps }) => {
    const range = deps.from && deps.to ? { startDate: deps.from, endDate: deps.to } : null;
    // Start the figures early; the screen renders from the (persisted) cache while they load.
    void context.queryClient.prefetchQuery(statsQueryOptions(range));
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const range = from && to ? { startDate: from, endDate: to } : null;
  return (
    <DashboardScreen
      range={range}
      onRangeChange={(next) =>
        void navigate({ search: next ? { from: next.startDate, to: next.endDate } : {}, replace: true })
      }
    />
  );
}
