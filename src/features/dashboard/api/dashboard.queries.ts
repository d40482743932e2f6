import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardEndpoints } from '@/shared/api/endpoints/dashboard';
import { orderEndpoints } from '@/shared/api/endpoints/orders';

export type DateRange = { startDate: string; endDate: string } | null;
export type GraphType = 1 | 2 | 3;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (range: DateRange) => [...dashboardKeys.all, 'stats', range] as const,
  graph: (graphType: GraphType) => [...dashboardKeys.all, 'graph', graphType] as const,
  recent: () => ['orders', 'list', { pageNumber: 1, pageSize: 10, search: '' }] as const,
};

export const statsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: dashboardKeys.stats(range),
    queryFn: ({ signal }) => api(dashboardEndpoints.dashboardStats, { query: range ?? {} }, { signal }),
    placeholderData: keepPreviousData,
  });

export const graphQueryOptions = (graphType: GraphType) =>
  queryOptions({
    queryKey: dashboardKeys.graph(graphType),
    queryFn: ({ signal }) => api(dashboardEndpoints.dashboardGraph, { query: { type: '1', graphType } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Recent bookings: page 1, size 10, empty search (spec part 1 §9). */
export const recentBookingsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recent(),
    queryFn: ({ signal }) =>
      api(orderEndpoints.ordersList, { query: { pageNumber: 1, pageSize: 10, search: '' } }, { signal }),
  });
