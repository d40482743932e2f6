import * as v from 'valibot';
import { LOCALES } from '../locales';
import type { ModuleKey } from '../modules';
import { PagingQuerySchema } from './common';

/** pushType values: what a notification is about, and where clicking it leads. */
export const PUSH_TYPES = {
  booking: 11,
  provider: 12,
  payout: 13,
  support: 14,
  customer: 15,
  /** An account asked for on the register page, waiting for an ADMIN (sent to each ADMIN by recipient). */
  accountRequest: 16,
} as const;

/** A message's parameters (decision 007): raw values that the code's renderer shows in the reader's language. */
export const MessageParamsSchema = v.record(v.string(), v.nullable(v.union([v.string(), v.number()])));

export const NotificationSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  /** The English wording, for clients that do not render `code`. */
  title: v.nullable(v.string()),
  message: v.nullable(v.string()),
  /** What it says, worded in the reader's language by the console (`notification.<kind>`, decision 007). */
  code: v.optional(v.string(), 'notification.text'),
  params: v.optional(MessageParamsSchema, {}),
  label: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  color: v.nullable(v.string()),
  pushType: v.number(),
  pushTypeId: v.nullable(v.string()),
  subOrderId: v.nullable(v.string()),
  providerId: v.nullable(v.string()),
  customerId: v.nullable(v.string()),
  /** The customer or provider the notification is about, by name. */
  user: v.nullable(v.string()),
  status: v.picklist(['Unread', 'Read']),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationsQuerySchema = PagingQuerySchema;

/** A malformed id reads as not found (no hint of what exists). */
export const NotificationIdParamsSchema = v.object({ id: v.string() });

export const NotificationsDataSchema = v.object({
  notifications: v.array(NotificationSchema),
  total: v.number(),
  unread: v.number(),
});

/** The module a notification belongs to, by pushType: a user without any of them does not see it. */
export const PUSH_TYPE_MODULES: Record<number, readonly ModuleKey[]> = {
  11: ['bookings'],
  12: ['service_providers'],
  13: ['payouts'],
  14: ['customer_support', 'provider_support', 'support_chat'],
  15: ['customer'],
  16: ['sub-admins'],
};

/** Whether a user with `modules` may see a notification of `pushType` (the rule `visiblePushTypes` encodes). */
export function canSeePushType(modules: readonly string[], pushType: number): boolean {
  const { allowed, known } = visiblePushTypes(modules);
  return allowed.includes(pushType) || !known.includes(pushType);
}

/** pushTypes a user with `modules` may see; notifications of other pushTypes are visible to all. */
export function visiblePushTypes(modules: readonly string[]): { allowed: number[]; known: number[] } {
  const known = Object.keys(PUSH_TYPE_MODULES).map(Number);
  const allowed = known.filter((type) => PUSH_TYPE_MODULES[type]?.some((m) => modules.includes(m)));
  return { allowed, known };
}

/** One Server-Sent Event of `GET /notifications/stream` (event `notification`); `ready` carries only `unread`. */
export const NotificationEventSchema = v.object({
  notification: v.optional(NotificationSchema),
  unread: v.number(),
});
export type NotificationEvent = v.InferOutput<typeof NotificationEventSchema>;

/** A language the console offers (`en-US`, `hi-IN`, `pt-PT`, `zh-CN`, `zh-TW`). */
const LocaleSchema = v.picklist(LOCALES, 'must be one of en-US, hi-IN, pt-PT, zh-CN, zh-TW');

export const DeviceTokenBodySchema = v.object({
  token: v.pipe(v.string('must be a token'), v.trim(), v.nonEmpty('please enter token'), v.maxLength(4096)),
  /** The language this device's pushes are worded in (the console's current language). */
  locale: v.optional(LocaleSchema),
});

/** The language the user chose on this device: its pushes are worded in it. */
export const DeviceLanguageBodySchema = v.object({ locale: LocaleSchema });
