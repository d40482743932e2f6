import type { OperatorConfig } from '@/shared/schemas/operators';

export type PushConfig = NonNullable<OperatorConfig['push']>;

export type { PushStatus } from './push-status';
import type { PushStatus } from './push-status';

/** The registration is renewed after 7 days (spec part 1 §4 "Push at startup"). */
export const REFRESH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'push-registration';
const TOKEN_TIMEOUT_MS = 15_000;

type Registration = { token: string; at: number; userId: string; operatorId: string };

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
  );
}

function readRegistration(): Registration | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Registration) : null;
  } catch {
    return null;
  }
}

export { PUSH_NOTICE_PREFIX } from './push-status';
import { PUSH_NOTICE_PREFIX } from './push-status';

/** Forgotten at logout, with everything else of the user (the registration and the notice's mark). */
export function forgetPushRegistration(): void {
  localStorage.removeItem(STORAGE_KEY);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PUSH_NOTICE_PREFIX)) localStorage.removeItem(key);
  }
}

/** Whether the stored registration must be (re)sent: none, another user or operator, or 7 days old. */
export function registrationDue(
  stored: Registration | null,
  who: { userId: string; operatorId: string },
  now = Date.now(),
): boolean {
  return (
    !stored ||
    stored.userId !== who.userId ||
    stored.operatorId !== who.operatorId ||
    now - stored.at >= REFRESH_AFTER_MS
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A device token from Firebase Cloud Messaging for our own service worker (which shows background
 * messages). firebase/messaging is loaded here, lazily, only when a token is actually needed.
 */
async function fetchDeviceToken(push: PushConfig): Promise<string | undefined> {
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) return undefined;
  const name = `push-${push.projectId}`;
  const app =
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        apiKey: push.apiKey,
        authDomain: push.authDomain,
        projectId: push.projectId,
        messagingSenderId: push.messagingSenderId,
        appId: push.appId,
      },
      name,
    );
  const serviceWorkerRegistration = await navigator.serviceWorker.ready;
  const token = await withTimeout(
    getToken(getMessaging(app), { vapidKey: push.vapidKey, serviceWorkerRegistration }),
    TOKEN_TIMEOUT_MS,
  );
  return token || undefined;
}

/**
 * For the login form (spec part 1 §4 Login): asks for the permission and, when granted, returns a device
 * token; undefined when not granted or not available (a warning is logged). Throws only when the
 * permission request itself fails, which sends the form down its fallback path.
 */
export async function deviceTokenForLogin(push: PushConfig | null): Promise<string | undefined> {
  if (!push || !pushSupported()) return undefined;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn('notification permission not granted; signing in without a device token');
    return undefined;
  }
  try {
    return await fetchDeviceToken(push);
  } catch (error) {
    console.error('device token retrieval failed; signing in without a device token', error);
    return undefined;
  }
}

/**
 * At start-up, signed in: asks for the permission, and registers the device token with the server when
 * none was registered for this user, or the last one is 7 days old. Never throws.
 */
export async function registerPushAtStartup(options: {
  push: PushConfig | null;
  userId: string;
  operatorId: string;
  register: (token: string) => Promise<unknown>;
  now?: number;
}): Promise<PushStatus> {
  const { push, userId, operatorId } = options;
  if (!pushSupported()) return 'unsupported';
  if (!push) return 'not-configured';
  let permission: NotificationPermission;
  try {
    permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  } catch (error) {
    console.warn('notification permission request failed', error);
    return 'failed';
  }
  if (permission !== 'granted') {
    console.warn('notification permission not granted; no device token');
    return permission === 'denied' ? 'denied' : 'dismissed';
  }
  const now = options.now ?? Date.now();
  if (!registrationDue(readRegistration(), { userId, operatorId }, now)) return 'on';
  try {
    const token = await fetchDeviceToken(push);
    if (!token) return 'failed';
    await options.register(token);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ token, at: now, userId, operatorId } satisfies Registration));
    return 'on';
  } catch (error) {
    console.error('device token retrieval failed', error);
    return 'failed';
  }
}
