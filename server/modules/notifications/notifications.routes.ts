import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import { listNotifications } from './notifications.list';

export function notificationRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'notificationsList', async ({ input, caller }) =>
    listNotifications(deps.database.db, caller, input.query),
  );
}
