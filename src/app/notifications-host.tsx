import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notifyHost } from '@/lib/notify';
import classes from './notifications-host.module.css';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Where toasts appear (top right, below the header's bell and avatar): mounted with the first `notify()`, then kept. */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(notifyHost.subscribe, notifyHost.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" classNames={{ root: classes.toasts }} />
    </Suspense>
  );
}
