import type { Endpoint } from '../endpoint';
import {
  DashboardGraphQuerySchema,
  DashboardGraphSchema,
  DashboardStatsQuerySchema,
  DashboardStatsSchema,
} from '../../schemas/dashboard';

export const dashboardEndpoints = {
  dashboardStats: {
    method: 'GET',
    path: '/dashboard/stats',
    summary:
      "The dashboard's figures for the caller's operator: booking counts and sales, entity counts, popular services and a daily sales graph; startDate/endDate limit the booking figures",
    tag: 'dashboard',
    auth: 'user',
    module: 'dashboard',
    query: DashboardStatsQuerySchema,
    data: DashboardStatsSchema,
    background: false,
  },
  dashboardGraph: {
    method: 'GET',
    path: '/dashboard/graph',
    summary: 'Sales of ended bookings per day (last 30 days), ISO week (last 12) or month (last 12)',
    tag: 'dashboard',
    auth: 'user',
    module: 'dashboard',
    query: DashboardGraphQuerySchema,
    data: DashboardGraphSchema,
    background: false,
  },
} as const satisfies Record<string, Endpoint>;
