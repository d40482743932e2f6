import * as v from 'valibot';
import { MessageParamsSchema, type Notification, NotificationSchema } from '@/shared/schemas/notifications';

// Foreground pushes forwarded by the service worker; loaded with the first one.

/** What an FCM message carries (spec part 1 §3 "Foreground push message"). */
export const PushMessageSchema = v.object({
  notification: v.optional(
    v.object({
      title: v.optional(v.string()),
      body: v.optional(v.string()),
      image: v.optional(v.string()),
      icon: v.optional(v.string()),
    }),
  ),
  data: v.optional(v.record(v.string(), v.string())),
  fcmOptions: v.optional(v.object({ link: v.optional(v.string()) })),
  from: v.optional(v.string()),
  messageId: v.optional(v.string()),
  fcmMessageId: v.optional(v.string()),
});
export type PushMessage = v.InferOutput<typeof PushMessageSchema>;

/** The parameters a push carries as JSON text in `data.params` (decision 007); none when unreadable. */
function pushParams(text: string | undefined): v.InferOutput<typeof MessageParamsSchema> {
  if (!text) return {};
  try {
    const parsed = v.safeParse(MessageParamsSchema, JSON.parse(text));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/**
 * A push message as a row of the notification list (the server's id when it sent one). Its code and
 * parameters let the console word it in its own language; its title and body are the fallback.
 */
export function notificationFromPush(message: PushMessage, now = new Date()): Notification {
  const data = message.data ?? {};
  const blank = (s: string | undefined) => (s ? s : null);
  const candidate = {
    id: data.notificationId || message.messageId || message.fcmMessageId || `push-${now.getTime()}`,
    createdAt: now.toISOString(),
    title: blank(message.notification?.title ?? data.title),
    message: blank(message.notification?.body ?? data.body),
    ...(data.code ? { code: data.code, params: pushParams(data.params) } : {}),
    label: blank(data.label),
    icon: blank(message.notification?.icon),
    color: null,
    pushType: Number(data.pushType) || 0,
    pushTypeId: blank(data.pushTypeId),
    subOrderId: blank(data.subOrderId),
    providerId: blank(data.providerId),
    customerId: blank(data.customerId),
    user: null,
    status: 'Unread' as const,
  };
  return v.parse(NotificationSchema, candidate);
}
