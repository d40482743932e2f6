import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import { listNotifications, markAllRead, markRead } from './notifications.list';

export function notificationRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'notificationsList', async ({ input, caller }) =>
    listNotifications(deps.database.db, caller, input.query),
  );
  route(app, deps, 'notificationRead', async ({ input, caller }) =>
    markRead(deps.database.db, caller, input.params.id),
  );
  route(app, deps, 'notificationsReadAll', async ({ caller }) => markAllRead(deps.database.db, caller));
}
