/** Background push's state on this device: small, so the shell can read it without the registration code. */

/**
 * Why background push is not on for this device, or `on`:
 * - `unsupported`: the browser has no service worker, Push API or notifications;
 * - `not-configured`: the operator has no web push configuration;
 * - `denied` / `dismissed`: the user refused (or ignored) the permission request;
 * - `failed`: the push service could not issue a token (e.g. Firebase unreachable).
 */
export type PushStatus = 'on' | 'unsupported' | 'not-configured' | 'denied' | 'dismissed' | 'failed';

/** Marks that the "background notifications are off" notice was shown to this user on this device. */
export const PUSH_NOTICE_PREFIX = 'push-notice:';

type Listener = () => void;
let currentStatus: PushStatus | null = null;
const statusListeners = new Set<Listener>();

/** This device's push status once start-up registration has run (null before); the drawer explains it. */
export const pushStatus = {
  get: (): PushStatus | null => currentStatus,
  set(status: PushStatus | null): void {
    currentStatus = status;
    for (const l of statusListeners) l();
  },
  subscribe(listener: Listener): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};
