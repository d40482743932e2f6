import { t } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';

// Toasts are rare: Mantine's notifications code (store, container, transitions) loads with the first one
// rather than with every page. The app mounts the container once `notifyHost.wanted()` turns true.
let wanted = false;
const listeners = new Set<() => void>();

/** Shows one notification (toast). The only way the console shows them (the linter forbids the direct import). */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Every close button gets a name (axe: button-name).
  const named = { ...data, closeButtonProps: { 'aria-label': t`Close`, ...data.closeButtonProps } };
  import('@mantine/notifications')
    .then((m) => m.notifications.show(named))
    .catch((error: unknown) => console.error('notification could not be shown', error, data));
}

export const notifyHost = {
  wanted: () => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Hides a notification shown with `notify({ id })`. */
export function hideNotification(id: string): void {
  import('@mantine/notifications')
    .then((m) => m.notifications.hide(id))
    .catch((error: unknown) => console.error('notification could not be hidden', error, id));
}
