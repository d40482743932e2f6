import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { PUSH_NOTICE_PREFIX, type PushStatus, pushStatus } from '@/lib/push-status';
import { session } from '@/lib/session';

/**
 * Says why background push is off on this device, at the top of the notification panel, until the user
 * closes it (the mark is per user and removed at logout, so it comes back after the next sign-in).
 */
export function PushOffNotice() {
  const { t } = useLingui();
  const status = useSyncExternalStore(pushStatus.subscribe, pushStatus.get);
  const userId = session.get()?.user.id;
  const key = `${PUSH_NOTICE_PREFIX}${userId ?? ''}`;
  const [closed, setClosed] = useState(() => localStorage.getItem(key) !== null);
  if (!status || status === 'on' || !userId || closed) return null;
  const reasons: Record<Exclude<PushStatus, 'on'>, string> = {
    unsupported: t`This browser cannot receive background notifications.`,
    'not-configured': t`Background notifications are not set up for this marketplace.`,
    denied: t`Notifications are blocked for this site. Allow them in the browser’s site settings to be alerted while the console is closed.`,
    dismissed: t`Notifications were not allowed. Allow them in the browser’s site settings to be alerted while the console is closed.`,
    failed: t`The push service cannot be reached right now.`,
  };
  return (
    <Alert
      variant="default"
      title={t`Background notifications are off`}
      withCloseButton
      closeButtonLabel={t`Close`}
      onClose={() => {
        localStorage.setItem(key, status);
        setClosed(true);
      }}
    >
      {reasons[status]} {t`New notifications still appear here while the console is open.`}
    </Alert>
  );
}
