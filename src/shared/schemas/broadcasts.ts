import * as v from 'valibot';
import { intInRange, UuidSchema } from './common';
import { OrderReportExportQuerySchema, UserReportExportQuerySchema } from './reports';

/**
 * Broadcasts from the reports (issue 19, docs/api/broadcasts.md): a text sent to every customer the User or
 * Order report's current filter shows, as an in-app message (`notification`) or an email. The filter is the
 * report's own query (search, dates, status, supplierId…), so the recipients are exactly the people listed.
 */
export const BROADCAST_CHANNELS = ['notification', 'email'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];
export const BROADCAST_REPORTS = ['users', 'orders'] as const;
export type BroadcastReport = (typeof BROADCAST_REPORTS)[number];

/** The longest text (characters, after trimming). */
export const BROADCAST_TEXT_MAX = 1000;
/** The most customers one broadcast may reach (more: 422 `broadcast.too_many`). */
export const BROADCAST_MAX_RECIPIENTS = 50_000;

export const BroadcastTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(BROADCAST_TEXT_MAX),
  v.description(`The message, 1–${BROADCAST_TEXT_MAX} characters after trimming; sent as plain text`),
);
const channel = v.pipe(
  v.picklist(BROADCAST_CHANNELS),
  v.description(
    'notification: a message on each customer’s page (and their devices, when they have any); email: one email per customer with an address',
  ),
);

const isPlainObject = (input: unknown) => typeof input === 'object' && input !== null && !Array.isArray(input);
/** The report's query as an object: valibot's `object` also takes an array, which the filter must not be. */
const filterOf = <S extends v.GenericSchema>(schema: S) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check(isPlainObject, 'The filter must be an object'),
      schema,
      v.description('The report’s filter, as its list takes it (paging and sort ignored)'),
    ),
    {},
  );

export const UserBroadcastPreviewBodySchema = v.object({ filter: filterOf(UserReportExportQuerySchema) });
export const OrderBroadcastPreviewBodySchema = v.object({ filter: filterOf(OrderReportExportQuerySchema) });
export const UserBroadcastBodySchema = v.object({
  channel,
  text: BroadcastTextSchema,
  filter: filterOf(UserReportExportQuerySchema),
});
export const OrderBroadcastBodySchema = v.object({
  channel,
  text: BroadcastTextSchema,
  filter: filterOf(OrderReportExportQuerySchema),
});
export type BroadcastBody = { channel: BroadcastChannel; text: string; filter: Record<string, unknown> };

export const BroadcastPreviewSchema = v.object({
  recipients: v.pipe(v.number(), v.integer(), v.description('Distinct customers the filter lists')),
  withEmail: v.pipe(
    v.number(),
    v.integer(),
    v.description('Of them, those with an email address (the email channel reaches these)'),
  ),
  max: v.pipe(v.number(), v.integer(), v.description('The most customers one broadcast may reach')),
});
export type BroadcastPreview = v.InferOutput<typeof BroadcastPreviewSchema>;

export const BroadcastResultSchema = v.object({
  broadcastId: UuidSchema,
  recipients: v.pipe(
    v.number(),
    v.integer(),
    v.description('Customers the broadcast reaches (for email: with an address)'),
  ),
  queued: v.pipe(
    v.number(),
    v.integer(),
    v.description('Messages created or emails queued by this request (0 when it repeats an earlier one)'),
  ),
});
export type BroadcastResult = v.InferOutput<typeof BroadcastResultSchema>;

export const CustomerMessageSchema = v.object({
  id: UuidSchema,
  broadcastId: v.nullable(UuidSchema),
  text: v.string(),
  createdAt: v.pipe(v.string(), v.description('ISO date-time it was sent')),
  readAt: v.pipe(v.nullable(v.string()), v.description('When the customer read it (their app); null while unread')),
});
export type CustomerMessage = v.InferOutput<typeof CustomerMessageSchema>;
export const CustomerMessagesDataSchema = v.object({ data: v.array(CustomerMessageSchema), total: v.number() });
export const CustomerMessagesQuerySchema = v.object({
  limit: v.optional(v.pipe(intInRange(1, 100), v.description('How many of the newest (1–100)')), 20),
});
