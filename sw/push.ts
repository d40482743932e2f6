/// <reference lib="webworker" />
import { openDB } from 'idb';
import { routeForPush } from '../src/shared/push-routes';

/**
 * Push messaging in our own worker (one worker per scope: Firebase's separate messaging worker would
 * fight this one). FCM delivers its messages as JSON push payloads; a console window in view gets them
 * as foreground messages (snackbar + list), otherwise a system notification is shown, and clicking it
 * focuses a console window (or opens one) at the route of the notification's pushType.
 */

declare const self: ServiceWorkerGlobalScope;

/** An FCM web message (spec part 1 §3 "Foreground push message"). */
export type FcmPayload = {
  notification?: { title?: string; body?: string; image?: string; icon?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
  from?: string;
  messageId?: string;
  fcmMessageId?: string;
};

const DB_NAME = 'marketplace-admin-worker';
const STORE = 'settings';
const db = () =>
  openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });

/** The operator this device's console runs for; kept in IndexedDB so it survives worker restarts. */
export async function storeOperator(operatorId: string): Promise<void> {
  await (await db()).put(STORE, operatorId, 'operatorId');
}
export async function readOperator(): Promise<string | undefined> {
  return (await (await db()).get(STORE, 'operatorId')) as string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The push payload as an FCM message, or null when it is not one (not JSON, wrong shapes). */
export function parsePush(text: string | null | undefined): FcmPayload | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const strings = (value: unknown) =>
    isRecord(value)
      ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  const payload: FcmPayload = {};
  const notification = strings(raw.notification);
  if (notification) payload.notification = notification;
  const data = strings(raw.data);
  if (data) payload.data = data;
  const fcmOptions = strings(raw.fcmOptions);
  if (fcmOptions) payload.fcmOptions = fcmOptions;
  for (const key of ['from', 'messageId', 'fcmMessageId'] as const) {
    if (typeof raw[key] === 'string') payload[key] = raw[key];
  }
  return payload.notification || payload.data ? payload : null;
}

/** Where a click leads: the message's own same-origin link, else the pushType's route, else the list. */
export function linkOf(payload: FcmPayload, origin: string): string {
  for (const candidate of [payload.data?.link, payload.fcmOptions?.link]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) return url.pathname + url.search;
    } catch {
      // not a URL: ignore
    }
  }
  const data = payload.data ?? {};
  return (
    routeForPush({
      pushType: Number(data.pushType),
      pushTypeId: data.pushTypeId,
      subOrderId: data.subOrderId,
      providerId: data.providerId,
      customerId: data.customerId,
    }) ?? '/notification'
  );
}

/** The system notification for a message: title, body, icon (the operator's when none), image, link. */
export function systemNotification(
  payload: FcmPayload,
  origin: string,
  operatorId: string | undefined,
): { title: string; options: NotificationOptions & { image?: string } } {
  const data = payload.data ?? {};
  const icon =
    payload.notification?.icon ||
    `/icons/192.png${operatorId || data.operatorId ? `?operator=${operatorId || data.operatorId}` : ''}`;
  return {
    title: payload.notification?.title || data.title || 'No Title',
    options: {
      body: payload.notification?.body || data.body || 'No content',
      icon,
      ...(payload.notification?.image ? { image: payload.notification.image } : {}),
      tag: data.notificationId || payload.messageId || payload.fcmMessageId,
      data: { link: linkOf(payload, origin), payload },
    },
  };
}

async function consoleWindows(): Promise<WindowClient[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((w) => new URL(w.url).origin === self.location.origin);
}

async function onPush(text: string | undefined): Promise<void> {
  const payload = parsePush(text);
  if (!payload) return;
  const windows = await consoleWindows();
  if (windows.some((w) => w.visibilityState === 'visible')) {
    // In view: the console shows it (snackbar, front of the list), as FCM's onMessage would.
    for (const w of windows) w.postMessage({ type: 'push', message: payload });
    return;
  }
  const { title, options } = systemNotification(payload, self.location.origin, await readOperator());
  await self.registration.showNotification(title, options);
}

async function onNotificationClick(notification: Notification): Promise<void> {
  const link = (notification.data as { link?: string } | null)?.link ?? '/notification';
  notification.close();
  const [existing] = await consoleWindows();
  if (existing) {
    existing.postMessage({ type: 'open', path: link });
    // Focusing needs the click's user activation; without it (or if refused) the window stays as it is.
    await existing.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(link);
}

export function installPushHandlers(): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; operatorId?: unknown } | null;
    if (data?.type === 'operator' && typeof data.operatorId === 'string') {
      event.waitUntil(storeOperator(data.operatorId));
    }
  });
  self.addEventListener('push', (event) => {
    event.waitUntil(onPush(event.data?.text()));
  });
  self.addEventListener('notificationclick', (event) => {
    event.waitUntil(onNotificationClick(event.notification));
  });
}
