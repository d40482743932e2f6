import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import { dashboardGraph, dashboardStats } from './dashboard.service';

/** The dashboard's figures and sales graph, always for the caller's operator (module `dashboard`). */
export function dashboardRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'dashboardStats', async ({ input, operatorId }) =>
    dashboardStats(deps.database.db, operatorId, input.query),
  );
  route(app, deps, 'dashboardGraph', async ({ input, operatorId }) =>
    dashboardGraph(deps.database.db, operatorId, input.query.graphType),
  );
}
