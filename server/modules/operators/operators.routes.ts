import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import { lookupOperator, operatorConfig } from './operators.service';

export function operatorRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'operatorLookup', async ({ input }) => lookupOperator(deps.database.db, input.query.domain));
  route(app, deps, 'config', async ({ operatorId }) => operatorConfig(deps.database.db, operatorId));
}
