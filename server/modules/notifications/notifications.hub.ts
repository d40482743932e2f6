import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Locale, pickLocale } from '../../../src/shared/locales';
import { effectiveModules } from '../../../src/shared/modules';
import { routeForPush } from '../../../src/shared/push-routes';
import type { Notification } from '../../../src/shared/schemas/notifications';
import { canSeePushType } from '../../../src/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { admins, deviceTokens, notifications, operators, refreshTokens } from '../../db/schema';
import { translate, translateNotification } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import { loadCaller } from '../../lib/caller';
import type { PushSender } from '../push/push.sender';
import { notificationFor, unreadCount } from './notifications.list';

/** The PostgreSQL channel every server instance LISTENs on; `createNotification` NOTIFYs it. */
export const NOTIFY_CHANNEL = 'mpa_notifications';
/** This process: the instance that created a notification is the one that pushes it (once). */
export const INSTANCE_ID = randomUUID();

export type NotifyPayload = { id: string; operatorId: string; origin: string };
/** Sent on the same channel when a session signs out: every instance ends that session's streams. */
export type SessionEndedPayload = { kind: 'session-ended'; familyId: string };
/** Sent on the same channel when an operator's settings change: its open consoles fetch their configuration again. */
export type ConfigChangedPayload = { kind: 'config-changed'; operatorId: string };

/** How a stream ends: `retryMs` set when the instance is shutting down (the console should come back at once). */
export type StreamEnd = { retryMs: number } | undefined;

/** An open console (one SSE stream): its session, and how to hand it a notification. */
export type Subscriber = {
  session: { adminId: string; operatorId: string; familyId: string };
  deliver(event: { notification: Notification; unread: number }): void;
  /** The operator's configuration changed (settings saved): the console fetches it again. */
  configChanged?(): void;
  /**
   * The stream closes: its session ended (logout, disabled account), or, with `retryMs`, this instance is
   * shutting down and the console should reconnect (to another instance) after that long.
   */
  end(how?: StreamEnd): void;
};

export type NotificationHub = ReturnType<typeof createNotificationHub>;

/**
 * Fans notifications out to open consoles and devices. Every instance LISTENs on `NOTIFY_CHANNEL`:
 * each delivers to its own SSE subscribers (re-checking the session and the module visibility of each),
 * and the instance that created the notification sends the background push to the recipients' devices.
 */
export function createNotificationHub(deps: {
  database: Database;
  logger: Logger;
  push: PushSender;
  /** An operator's own push sender (its Firebase account, Settings → Configuration); null = `push`. */
  pushFor?: (operatorId: string) => Promise<PushSender | null>;
}) {
  const { database, logger, push: deploymentPush } = deps;
  const subscribers = new Set<Subscriber>();
  let unlisten: (() => Promise<void>) | undefined;
  // One notification at a time, in NOTIFY order.
  let queue: Promise<void> = Promise.resolve();

  async function deliverToStreams(payload: NotifyPayload) {
    for (const sub of [...subscribers]) {
      if (sub.session.operatorId !== payload.operatorId) continue;
      try {
        const caller = await loadCaller(database.db, sub.session);
        if (!caller) {
          subscribers.delete(sub);
          sub.end();
          continue;
        }
        const notification = await notificationFor(database.db, caller, payload.id);
        if (notification) sub.deliver({ notification, unread: await unreadCount(database.db, caller) });
      } catch (error) {
        logger.warn('notification stream delivery failed', { error: String(error), notification: payload.id });
      }
    }
  }

  /** Device tokens of the active sessions of the admins who may see the notification. */
  async function recipientTokens(n: { operatorId: string; recipientAdminId: string | null; pushType: number }) {
    const rows = await database.db
      .select({
        token: deviceTokens.token,
        locale: deviceTokens.locale,
        operatorLanguages: operators.languages,
        role: admins.role,
        permissions: admins.permissions,
        operatorModules: operators.modules,
      })
      .from(deviceTokens)
      .innerJoin(admins, eq(admins.id, deviceTokens.adminId))
      .innerJoin(operators, eq(operators.id, admins.operatorId))
      .where(
        and(
          eq(deviceTokens.operatorId, n.operatorId),
          eq(admins.operatorId, n.operatorId),
          eq(admins.isActive, true),
          n.recipientAdminId ? eq(admins.id, n.recipientAdminId) : undefined,
          or(
            isNull(deviceTokens.familyId),
            sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${deviceTokens.familyId} and ${refreshTokens.revokedAt} is not null)`,
          ),
        ),
      );
    return rows
      .filter((r) => canSeePushType(effectiveModules(r.role, r.operatorModules, r.permissions), n.pushType))
      .map((r) => ({ token: r.token, locale: pickLocale(r.locale, r.operatorLanguages) }));
  }

  /** The recipients' tokens by the language their pushes are worded in. */
  function byLocale(recipients: Array<{ token: string; locale: Locale }>): Map<Locale, string[]> {
    const groups = new Map<Locale, string[]>();
    for (const r of recipients) groups.set(r.locale, [...(groups.get(r.locale) ?? []), r.token]);
    return groups;
  }

  async function sendPush(payload: NotifyPayload) {
    const [n] = await database.db.select().from(notifications).where(eq(notifications.id, payload.id)).limit(1);
    if (!n) return;
    const recipients = await recipientTokens(n);
    if (recipients.length === 0) return;
    const link = routeForPush(n) ?? '/notification';
    const push =
      (await deps.pushFor?.(n.operatorId).catch((error: unknown) => {
        logger.warn('push: the operator’s own Firebase account could not be used; the deployment’s is', {
          operatorId: n.operatorId,
          error: String(error),
        });
        return null;
      })) ?? deploymentPush;
    const invalidTokens: string[] = [];
    // One message per language: each device gets the notification worded in its user's language.
    for (const [locale, tokens] of byLocale(recipients)) {
      const worded = translateNotification(locale, n);
      const sent = await push.send(tokens, {
        title: worded.title || translate('No Title', locale),
        body: worded.body || translate('No content', locale),
        icon: `/icons/192.png?operator=${n.operatorId}`,
        link,
        data: {
          notificationId: n.id,
          operatorId: n.operatorId,
          pushType: String(n.pushType),
          pushTypeId: n.pushTypeId ?? '',
          subOrderId: n.subOrderId ?? '',
          providerId: n.providerId ?? '',
          customerId: n.customerId ?? '',
          label: n.label ?? '',
          // An open console words it again in its own language (the user may have switched since).
          code: n.code,
          params: JSON.stringify(n.params),
          locale,
        },
      });
      invalidTokens.push(...sent.invalidTokens);
    }
    if (invalidTokens.length > 0) {
      await database.db.delete(deviceTokens).where(inArray(deviceTokens.token, invalidTokens));
      logger.info('push: removed device tokens the push service no longer accepts', { count: invalidTokens.length });
    }
  }

  function endLocalSession(familyId: string) {
    for (const sub of [...subscribers]) {
      if (sub.session.familyId === familyId) {
        subscribers.delete(sub);
        sub.end();
      }
    }
  }

  async function handle(raw: string) {
    let payload: NotifyPayload;
    try {
      const parsed = JSON.parse(raw) as NotifyPayload | SessionEndedPayload | ConfigChangedPayload;
      if ('kind' in parsed && parsed.kind === 'session-ended') {
        if (typeof parsed.familyId === 'string') endLocalSession(parsed.familyId);
        return;
      }
      if ('kind' in parsed && parsed.kind === 'config-changed') {
        for (const sub of [...subscribers]) if (sub.session.operatorId === parsed.operatorId) sub.configChanged?.();
        return;
      }
      payload = parsed as NotifyPayload;
      if (typeof payload.id !== 'string' || typeof payload.operatorId !== 'string') throw new Error('bad payload');
    } catch {
      logger.warn('ignored a malformed notification event', { payload: raw.slice(0, 200) });
      return;
    }
    await deliverToStreams(payload);
    if (payload.origin === INSTANCE_ID) {
      // Never breaks anything: a failed push is logged.
      await sendPush(payload).catch((error: unknown) =>
        logger.warn('push dispatch failed', { error: String(error), notification: payload.id }),
      );
    }
  }

  return {
    async start() {
      unlisten = await database.listen(
        NOTIFY_CHANNEL,
        (raw) => {
          queue = queue.then(() => handle(raw));
        },
        (error) => logger.warn('notification listener connection failed; reconnecting', { error: String(error) }),
      );
    },
    /** Shutting down: every open stream ends with a hint to reconnect after `retryMs` (to another instance). */
    endStreams(retryMs: number) {
      for (const sub of [...subscribers]) sub.end({ retryMs });
      subscribers.clear();
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
      for (const sub of subscribers) sub.end();
      subscribers.clear();
      await queue;
    },
    subscribe(sub: Subscriber): () => void {
      subscribers.add(sub);
      return () => {
        subscribers.delete(sub);
      };
    },
    /** Open streams (for health and tests). */
    get size() {
      return subscribers.size;
    },
    /**
     * The operator's settings changed: every instance tells its open consoles of that operator (sent on commit
     * when `db` is the request's transaction, so a refused save tells no one).
     */
    async configChanged(db: Database['db'], operatorId: string) {
      const payload: ConfigChangedPayload = { kind: 'config-changed', operatorId };
      await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(payload)})`);
    },
    /**
     * Ends the streams of one session at once (logout): here at once, and on every other instance through
     * the channel they all LISTEN on.
     */
    endSession(familyId: string) {
      endLocalSession(familyId);
      const payload: SessionEndedPayload = { kind: 'session-ended', familyId };
      database.db
        .execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(payload)})`)
        .catch((error: unknown) =>
          logger.warn('could not tell other instances a session ended', { error: String(error) }),
        );
    },
  };
}
