import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { ApiError, api, openStream } from '@/lib/api-client';
import { useOperator } from '@/lib/operator-context';
import { hideNotification, notify } from '@/lib/notify';
import { session } from '@/lib/session';
import { onWorkerMessage } from '@/lib/worker-messages';
import { notificationEndpoints } from '@/shared/api/endpoints/notifications';
import { NotificationEventSchema, type Notification } from '@/shared/schemas/notifications';
import { notificationKeys } from '../api/notifications.queries';
import { pushStatus } from '@/lib/push-status';
import { notificationText } from '../lib/notification-text';
import { applyIncoming, createSeenSet, snackbarText } from './incoming';
import { createSseParser } from './sse';

const SNACKBAR_MS = 5000;
const RETRY_MAX_MS = 30_000;

/** "Title: body" in the current language (a language switch while it shows words it again). */
function Snackbar({ notification, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const { title, message } = notificationText(i18n, notification);
  const text = snackbarText(title || t`No Title`, message || t`No content`);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      {/* The text wraps; the button keeps its whole word (it shrank and was cut: "Dis", "關"). */}
      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
        {text}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onDismiss} style={{ flexShrink: 0 }}>
        <Trans>Dismiss</Trans>
      </Button>
    </Group>
  );
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const online = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (navigator.onLine) return resolve();
    const done = () => {
      window.removeEventListener('online', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });

/** Reads a Server-Sent Events body until it ends, handing each event to `onEvent`. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: string) => void) {
  const parser = createSseParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/** Tells the active service worker which operator this console runs for (it keeps it in IndexedDB). */
function tellWorkerOperator(operatorId: string) {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'operator', operatorId }))
    .catch((error: unknown) => console.warn('could not pass the operator to the service worker', error));
}

/**
 * The signed-in console's live notifications: the SSE stream (reconnecting with back-off, resuming when
 * the browser comes back online), foreground pushes forwarded by the service worker, the snackbar
 * "Title: body" (5000 ms, top right, Dismiss) and the device's push registration (renewed after 7 days;
 * when it is off, the notification panel says why).
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { config, locale, refreshConfig } = useOperator();
  // The stream outlives renders: it calls the latest.
  const refresh = useRef(refreshConfig);
  refresh.current = refreshConfig;
  const seen = useRef(createSeenSet());
  const currentLocale = useRef(locale);
  currentLocale.current = locale;
  const user = session.get()?.user;

  const incoming = useRef((notification: Notification, unread?: number) => {
    applyIncoming(queryClient, notification, unread);
    if (!seen.current.first(notification.id)) return;
    const id = `live-${notification.id}`;
    notify({
      id,
      position: 'top-right',
      autoClose: SNACKBAR_MS,
      withCloseButton: false,
      message: <Snackbar notification={notification} onDismiss={() => hideNotification(id)} />,
    });
  });

  // Server-Sent Events.
  useEffect(() => {
    const stop = new AbortController();
    let delay = 1000;
    let connected = 0;
    void (async () => {
      while (!stop.signal.aborted) {
        await online(stop.signal);
        if (stop.signal.aborted) return;
        try {
          const response = await openStream(notificationEndpoints.notificationsStream, { signal: stop.signal });
          delay = 1000;
          connected++;
          await readEvents(response.body as ReadableStream<Uint8Array>, (event, data) => {
            // The operator's settings changed (here or in another console): branding, languages, currency follow.
            if (event === 'config') {
              refresh.current().catch((error: unknown) => console.warn('configuration refresh failed', error));
              return;
            }
            const parsed = v.safeParse(NotificationEventSchema, JSON.parse(data));
            if (!parsed.success) return;
            if (event === 'ready' && connected > 1) {
              // Reconnected: whatever arrived in between is fetched again.
              void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
            } else if (event === 'notification' && parsed.output.notification) {
              incoming.current(parsed.output.notification, parsed.output.unread);
            }
          });
        } catch (error) {
          if (stop.signal.aborted) return;
          // Signed out (or no longer allowed): the shell leaves; nothing to reconnect.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
        }
        await sleep(delay, stop.signal);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      }
    })();
    return () => stop.abort();
  }, [queryClient]);

  // Messages from the service worker: foreground pushes, and clicks on system notifications.
  useEffect(() => {
    tellWorkerOperator(config.operatorId);
    return onWorkerMessage((raw) => {
      const data = raw as { type?: string; message?: unknown; path?: unknown } | null;
      if (data?.type === 'push') {
        void import('./push-message').then(({ PushMessageSchema, notificationFromPush }) => {
          const message = v.safeParse(PushMessageSchema, data.message);
          if (message.success) incoming.current(notificationFromPush(message.output));
        });
      } else if (data?.type === 'open' && typeof data.path === 'string' && data.path.startsWith('/')) {
        void navigate({ href: data.path });
      }
    });
  }, [config.operatorId, navigate]);

  // The language chosen on this device words its background pushes (decision 007): told at start and on
  // every switch. Nothing to retry: the next start tells it again.
  useEffect(() => {
    if (!user) return;
    api(notificationEndpoints.deviceLanguage, { body: { locale } }).catch((error: unknown) =>
      console.warn('could not tell the server this device’s language', error),
    );
  }, [locale, user]);

  // Background push: permission, device token, 7-day renewal; say once when it is off.
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    // The registration code (and Firebase behind it) loads only for an operator with web push configured.
    if (!config.push) {
      pushStatus.set('not-configured');
      return;
    }
    void import('@/lib/push-registration').then(({ registerPushAtStartup }) =>
      registerPushAtStartup({
        push: config.push,
        userId: user.id,
        operatorId: config.operatorId,
        register: (token) =>
          api(
            notificationEndpoints.deviceTokenRegister,
            { body: { token, locale: currentLocale.current } },
            { idempotencyKey: crypto.randomUUID() },
          ),
      }).then((status) => {
        // The drawer says why background push is off (see PushOffNotice).
        if (!cancelled) pushStatus.set(status);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [config.push, config.operatorId, user]);

  return null;
}
