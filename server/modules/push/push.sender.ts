import { appendFile } from 'node:fs/promises';
import type { Logger } from '../../lib/logger';

/** What a device shows: the FCM notification fields, the route to open, and string data for the worker. */
export type PushMessage = {
  title: string;
  body: string;
  icon?: string | undefined;
  image?: string | undefined;
  /** Path inside the console that a click opens (`/orders/order_details/…`). */
  link?: string | undefined;
  data: Record<string, string>;
};

export type PushResult = { sent: number; failed: number; invalidTokens: string[] };

/** Sends background pushes to device tokens. Failures are reported, never thrown. */
export interface PushSender {
  readonly kind: 'fcm' | 'log';
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}

/** The web push payload FCM delivers to a browser for `message` (what our service worker reads). */
export function webPushPayload(message: PushMessage): {
  notification: { title: string; body: string; icon?: string; image?: string };
  data: Record<string, string>;
  fcmOptions?: { link: string };
} {
  return {
    notification: {
      title: message.title,
      body: message.body,
      ...(message.icon ? { icon: message.icon } : {}),
      ...(message.image ? { image: message.image } : {}),
    },
    data: { ...message.data, ...(message.link ? { link: message.link } : {}) },
    ...(message.link ? { fcmOptions: { link: message.link } } : {}),
  };
}

/**
 * No push service configured: logs what would have been sent. With `outboxFile` it also appends each
 * message, one JSON line `{tokens, payload}` with the payload as a browser would receive it, so that
 * development and the tests can see (and deliver) exactly what a device would get.
 */
export function logPushSender(logger: Logger, outboxFile?: string): PushSender {
  return {
    kind: 'log',
    async send(tokens, message) {
      if (tokens.length > 0) {
        logger.info('push not sent (no push service configured)', {
          devices: tokens.length,
          title: message.title,
          link: message.link,
        });
        if (outboxFile) {
          await appendFile(outboxFile, `${JSON.stringify({ tokens, payload: webPushPayload(message) })}\n`).catch(
            (error: unknown) => logger.warn('push outbox not written', { error: String(error) }),
          );
        }
      }
      return { sent: 0, failed: 0, invalidTokens: [] };
    },
  };
}

/** The subset of firebase-admin's Messaging used here (so tests can hand in their own). */
export type MulticastMessaging = {
  sendEachForMulticast(message: {
    tokens: string[];
    notification: { title: string; body: string; imageUrl?: string };
    data: Record<string, string>;
    webpush: { notification: { icon?: string; image?: string }; fcmOptions?: { link: string } };
  }): Promise<{
    successCount: number;
    failureCount: number;
    responses: Array<{ success: boolean; error?: { code: string; message: string } }>;
  }>;
};

/** Codes after which a token will never work again (the device unsubscribed or the token is malformed). */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);
/** FCM accepts at most 500 tokens per multicast. */
const BATCH = 500;

/**
 * Firebase Cloud Messaging. `publicUrl` (when known) turns the console path into an absolute link, which
 * FCM requires for `fcmOptions.link`; the service worker uses `data.link` either way.
 */
export function fcmPushSender(messaging: MulticastMessaging, logger: Logger, publicUrl?: string): PushSender {
  return {
    kind: 'fcm',
    async send(tokens, message) {
      const result: PushResult = { sent: 0, failed: 0, invalidTokens: [] };
      for (let i = 0; i < tokens.length; i += BATCH) {
        const batch = tokens.slice(i, i + BATCH);
        try {
          const answer = await messaging.sendEachForMulticast({
            tokens: batch,
            notification: {
              title: message.title,
              body: message.body,
              ...(message.image ? { imageUrl: message.image } : {}),
            },
            data: { ...message.data, ...(message.link ? { link: message.link } : {}) },
            webpush: {
              notification: {
                ...(message.icon ? { icon: message.icon } : {}),
                ...(message.image ? { image: message.image } : {}),
              },
              ...(message.link && publicUrl?.startsWith('https://')
                ? { fcmOptions: { link: new URL(message.link, publicUrl).href } }
                : {}),
            },
          });
          result.sent += answer.successCount;
          result.failed += answer.failureCount;
          answer.responses.forEach((r, index) => {
            if (!r.success && r.error && DEAD_TOKEN_CODES.has(r.error.code)) {
              result.invalidTokens.push(batch[index] as string);
            }
          });
        } catch (error) {
          result.failed += batch.length;
          logger.warn('push send failed', { error: String(error), devices: batch.length });
        }
      }
      return result;
    },
  };
}

/**
 * The sender for this server: FCM through firebase-admin when a service account is configured, else the
 * log-only sender. A malformed service account is logged and push falls back to logging.
 */
export async function createPushSender(
  serviceAccountJson: string | undefined,
  logger: Logger,
  publicUrl?: string,
  outboxFile?: string,
): Promise<PushSender> {
  if (!serviceAccountJson) return logPushSender(logger, outboxFile);
  try {
    const account = JSON.parse(serviceAccountJson) as Record<string, string>;
    const { cert, initializeApp, getApps } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const app =
      getApps().find((a) => a.name === 'marketplace-admin-push') ??
      initializeApp({ credential: cert(account), projectId: account.project_id }, 'marketplace-admin-push');
    logger.info('push: Firebase Cloud Messaging enabled', { projectId: account.project_id });
    return fcmPushSender(getMessaging(app) as unknown as MulticastMessaging, logger, publicUrl);
  } catch (error) {
    logger.error('push: FIREBASE_SERVICE_ACCOUNT is not a usable service account; pushes are logged only', {
      error: String(error),
    });
    return logPushSender(logger, outboxFile);
  }
}
