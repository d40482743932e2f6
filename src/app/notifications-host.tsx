import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notifyHost } from '@/lib/notify';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Where toasts appear (top right): mounted with the first `notify()`, then kept. */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(notifyHost.subscribe, notifyHost.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
