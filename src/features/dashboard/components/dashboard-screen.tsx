import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { DateRangeFilter } from '@/components/date-range-filter';
import { LastUpdated } from '@/components/last-updated';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useSeen } from '@/hooks/use-seen';
import { useOperator } from '@/lib/operator-context';
import { session } from '@/lib/session';
import {
  type DateRange,
  type GraphType,
  graphQueryOptions,
  recentBookingsQueryOptions,
  statsQueryOptions,
} from '../api/dashboard.queries';
import { withFallbacks } from '../lib/stats';
import { RecentBookings } from './recent-bookings';
import { StatCards } from './stat-cards';
import classes from './dashboard-screen.module.css';

// Charts load after the figures, in their own chunk.
const SalesChart = lazy(() => import('./charts').then((m) => ({ default: m.SalesChart })));
const PopularServicesChart = lazy(() => import('./charts').then((m) => ({ default: m.PopularServicesChart })));
const ProvidersDonut = lazy(() => import('./charts').then((m) => ({ default: m.ProvidersDonut })));

type Props = { range: DateRange; onRangeChange: (range: DateRange) => void };

/** The dashboard (spec part 1 §2): figures, charts and recent bookings, each section on its own. */
export function DashboardScreen({ range, onRangeChange }: Props) {
  const { config } = useOperator();
  const current = useSyncExternalStore(session.subscribe, session.get);
  const canSeeBookings = current?.modules.includes('bookings') ?? false;
  const [graphType, setGraphType] = useState<GraphType>(1);
  const stats = useQuery(statsQueryOptions(range));
  const graph = useQuery(graphQueryOptions(graphType));
  const recent = useQuery({ ...recentBookingsQueryOptions(), enabled: canSeeBookings });
  const figures = withFallbacks(stats.data);
  // The figures paint first; the charts and the recent bookings (below them) right after. A chart that
  // starts below the fold (a phone's) is drawn when the user scrolls to it: each costs tens of milliseconds
  // of main thread, more than the whole rest of the screen.
  const painted = useAfterFirstPaint();
  // The table's rows render in a background pass, not in the blocking render the answer causes.
  const recentRows = useDeferredValue(recent.data?.data);
  const [salesSlot, salesSeen] = useSeen<HTMLDivElement>();
  const [donutSlot, donutSeen] = useSeen<HTMLDivElement>();
  const [popularSlot, popularSeen] = useSeen<HTMLDivElement>();

  useEffect(() => {
    if (stats.error) console.error('dashboard stats failed', stats.error);
    if (graph.error) console.error('sales graph failed', graph.error);
    if (recent.error) console.error('recent bookings failed', recent.error);
    if (stats.data && !stats.data.popularService?.length) console.warn('no popular-service data: chart hidden');
    if (graph.data && !graph.data.bookingGraph?.length) console.warn('no graph data: chart hidden');
  }, [stats.error, graph.error, recent.error, stats.data, graph.data]);

  const chartFallback = <Skeleton h={320} radius="md" />;
  // A chart is drawn once a third of it is on screen; until then its place holds still (a pulse that runs
  // until the user scrolls keeps the page repainting and never looks finished).
  const chartWaiting = <Skeleton h={320} radius="md" animate={false} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            <Trans>Dashboard</Trans>
          </Title>
          <LastUpdated queries={canSeeBookings ? [stats, graph, recent] : [stats, graph]} />
        </Group>
        <DateRangeFilter value={range} onChange={onRangeChange} />
      </Group>
      <StatCards figures={figures} currency={config.currency} loading={stats.isPending} />
      <div className={classes.charts}>
        <div ref={salesSlot} data-testid="sales-chart-slot">
          <Suspense fallback={chartFallback}>
            {!painted || !salesSeen ? (
              chartWaiting
            ) : graph.data?.bookingGraph?.length ? (
              <SalesChart
                points={graph.data.bookingGraph}
                graphType={graphType}
                onGraphType={setGraphType}
                currency={config.currency}
              />
            ) : graph.isPending ? (
              chartFallback
            ) : null}
          </Suspense>
        </div>
        <div ref={donutSlot} data-testid="providers-donut-slot">
          <Suspense fallback={chartFallback}>
            {!painted || !donutSeen ? (
              chartWaiting
            ) : stats.data ? (
              <ProvidersDonut verified={figures.verifiedProviders} notVerified={figures.notVerifiedProviders} />
            ) : null}
          </Suspense>
        </div>
        <div ref={popularSlot} className={classes.wide} data-testid="popular-services-slot">
          <Suspense fallback={chartFallback}>
            {!painted || !popularSeen ? (
              chartWaiting
            ) : stats.data?.popularService?.length ? (
              <PopularServicesChart services={stats.data.popularService} currency={config.currency} />
            ) : null}
          </Suspense>
        </div>
      </div>
      {canSeeBookings && (
        <RecentBookings
          rows={recentRows}
          loading={recent.isPending || !painted || (recent.data !== undefined && recentRows === undefined)}
          currency={config.currency}
        />
      )}
    </Stack>
  );
}
