import type { Endpoint } from '../endpoint';
import {
  BROADCAST_MAX_RECIPIENTS,
  BroadcastPreviewSchema,
  BroadcastResultSchema,
  CustomerMessagesDataSchema,
  CustomerMessagesQuerySchema,
  OrderBroadcastBodySchema,
  OrderBroadcastPreviewBodySchema,
  UserBroadcastBodySchema,
  UserBroadcastPreviewBodySchema,
} from '../../schemas/broadcasts';
import { CustomerIdParamsSchema } from '../../schemas/customers';

/**
 * Broadcasts from the User and Order reports (module `reports`, issue 19; docs/api/broadcasts.md): how many
 * customers the report's current filter reaches, and a message to all of them — once.
 */
const base = { tag: 'reports', auth: 'user', module: 'reports' } as const;
const previewSummary = (what: string) =>
  `How many distinct customers the ${what} report’s filter lists (recipients) and how many of them have an email address (withEmail); max is the cap of one broadcast`;
const sendSummary = (what: string) =>
  `Send {channel: notification|email, text (1–1000 characters, trimmed), filter} to every distinct customer the ${what} report’s filter lists: 202 with the broadcast’s id, the customers it reaches and the messages queued. notification: a message on each customer’s page (GET /customers/{id}/messages); email: one outbox email per customer with an address, in the operator’s language. Sent once: an Idempotency-Key replays the first answer, and the same author, channel, text and filter within 10 seconds answers the first broadcast (queued 0). More than ${BROADCAST_MAX_RECIPIENTS.toLocaleString('en-US')} customers: 422 broadcast.too_many`;
const errors = { 422: 'Field errors (text empty or too long, a bad filter), or broadcast.too_many {max}' } as const;

export const broadcastEndpoints = {
  reportUsersBroadcastPreview: {
    ...base,
    method: 'POST',
    path: '/reports/users/broadcast/preview',
    summary: previewSummary('User'),
    body: UserBroadcastPreviewBodySchema,
    data: BroadcastPreviewSchema,
  },
  reportUsersBroadcast: {
    ...base,
    method: 'POST',
    path: '/reports/users/broadcast',
    summary: sendSummary('User'),
    body: UserBroadcastBodySchema,
    data: BroadcastResultSchema,
    errors,
  },
  reportOrdersBroadcastPreview: {
    ...base,
    method: 'POST',
    path: '/reports/orders/broadcast/preview',
    summary: previewSummary('Order'),
    body: OrderBroadcastPreviewBodySchema,
    data: BroadcastPreviewSchema,
  },
  reportOrdersBroadcast: {
    ...base,
    method: 'POST',
    path: '/reports/orders/broadcast',
    summary: sendSummary('Order'),
    body: OrderBroadcastBodySchema,
    data: BroadcastResultSchema,
    errors,
  },
  customerMessages: {
    method: 'GET',
    path: '/customers/{id}/messages',
    summary:
      'The newest messages broadcast to one customer (notification channel of the reports’ broadcasts), newest first, and how many there are',
    tag: 'customers',
    auth: 'user',
    module: 'customer',
    params: CustomerIdParamsSchema,
    query: CustomerMessagesQuerySchema,
    data: CustomerMessagesDataSchema,
    list: { rows: 'data', total: 'total' },
    errors: { 404: 'No such customer (also for another operator’s customer or a malformed id)' },
  },
} as const satisfies Record<string, Endpoint>;
