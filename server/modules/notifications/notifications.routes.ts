import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import { registerDevice } from '../auth/auth.service';
import { listNotifications, markAllRead, markRead, notification, unreadCount } from './notifications.list';
import type { StreamEnd } from './notifications.hub';
import { setDeviceLanguage } from './notifications.service';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export function notificationRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'notificationsList', async ({ input, caller }) =>
    listNotifications(deps.database.db, caller, input.query),
  );
  route(app, deps, 'notificationRead', notification, async ({ input, caller }) =>
    markRead(deps.database.db, caller, input.params.id),
  );
  route(app, deps, 'notificationsReadAll', async ({ caller }) => markAllRead(deps.database.db, caller));

  route(app, deps, 'deviceTokenRegister', async ({ input, caller }) => {
    await registerDevice(deps.database.db, caller, input.body.token);
    if (input.body.locale) await setDeviceLanguage(deps.database.db, caller, input.body.locale, input.body.token);
    return { ok: true as const };
  });

  route(app, deps, 'deviceLanguage', async ({ input, caller }) => {
    await setDeviceLanguage(deps.database.db, caller, input.body.locale);
    return { ok: true as const };
  });

  // Live notifications. The stream ends when the access token expires (the console reconnects with a
  // fresh one) or when the session is signed out; each delivery re-checks the session and visibility.
  route(app, deps, 'notificationsStream', async ({ c, caller }) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const claims = await deps.tokens.verifyAccess(bearer);
    const expiresInMs = Math.max(0, (claims?.exp ?? 0) * 1000 - Date.now());
    const unread = await unreadCount(deps.database.db, caller);
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      let resolveDone: (how?: StreamEnd) => void = () => undefined;
      const done = new Promise<StreamEnd>((resolve) => {
        resolveDone = resolve;
      });
      let id = 0;
      const unsubscribe = deps.notifications.subscribe({
        session: { adminId: caller.adminId, operatorId: caller.operatorId, familyId: caller.familyId },
        deliver: (event) => {
          void stream.writeSSE({ event: 'notification', id: String(++id), data: JSON.stringify(event) });
        },
        configChanged: () => {
          void stream.writeSSE({ event: 'config', id: String(++id), data: '{}' });
        },
        end: resolveDone,
      });
      const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => resolveDone(), expiresInMs);
      stream.onAbort(() => resolveDone());
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ unread }), retry: 5000 });
        const how = await done;
        // The instance is shutting down: say so, and when to come back (the load balancer picks another).
        if (how && !stream.aborted) {
          await stream.writeSSE({
            event: 'reconnect',
            data: JSON.stringify({ retryMs: how.retryMs }),
            retry: how.retryMs,
          });
        }
      } finally {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      }
    });
  });
}
