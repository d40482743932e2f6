import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageParams } from '../../../src/shared/message-format';
import { admins } from './admins';
import { customers } from './customers';
import { operators } from './operators';
import { orders } from './orders';
import { providers } from './providers';

/** pushType values used by the seed and the console: 11 booking, 12 provider, 13 payout, 14 support, 15 customer, 16 account request. */
export const PUSH_TYPE = { BOOKING: 11, PROVIDER: 12, PAYOUT: 13, SUPPORT: 14, CUSTOMER: 15 } as const;

/** Support requests raised by a customer or a provider (notifications with pushType 14 point here). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** The request's first words (its thread's first message repeats them, the requester's). */
    message: text('message').notNull().default(''),
    /** open | pending (waiting for the requester) | resolved | closed (issue 67: `SUPPORT_STATUSES`). */
    status: text('status').notNull().default('open'),
    /**
     * The ticket's short number per operator (`SUP-1042`): 0 on insert is replaced by the operator's next number
     * (`support_settings.last_number`, a row lock) by the trigger of migration 0031.
     */
    number: integer('number').notNull().default(0),
    /** Whose desk it is on: customer (module customer_support) or provider (provider_support). */
    audience: text('audience', { enum: ['customer', 'provider'] })
      .notNull()
      .default('customer'),
    /** One of the operator's `support_categories` (the key is in migration 0031: that table imports this one). */
    categoryId: uuid('category_id'),
    /** 0 low, 1 normal, 2 high, 3 urgent (`SUPPORT_PRIORITIES`: the order the list sorts by). */
    priority: smallint('priority').notNull().default(1),
    assigneeId: uuid('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The booking the request is about, when there is one. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The last message or change (the list's default order). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first public reply of the support team. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** The next SLA deadline while the clock runs (null while paused or when done): what "overdue" reads. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** A target was missed (kept when the ticket is later answered or resolved). */
    breached: boolean('breached').notNull().default(false),
    /** Subject and requester's name, lower-cased (set by the trigger of migration 0031; trigram index). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index('support_requests_customer_idx').on(t.customerId),
    index('support_requests_provider_idx').on(t.providerId),
    // One index per sort and filter of the lists (1,000,000 tickets): the operator and the desk first.
    index('support_requests_activity_idx').on(t.operatorId, t.audience, t.lastActivityAt.desc(), t.id),
    index('support_requests_status_activity_idx').on(t.operatorId, t.audience, t.status, t.lastActivityAt.desc()),
    index('support_requests_assignee_activity_idx').on(t.operatorId, t.audience, t.assigneeId, t.lastActivityAt.desc()),
    index('support_requests_priority_idx').on(t.operatorId, t.audience, t.priority.desc(), t.lastActivityAt.desc()),
    index('support_requests_due_idx').on(t.operatorId, t.audience, t.dueAt),
  ],
);

/**
 * Console notifications. `recipientAdminId` null = for every admin of the operator. `label` is the
 * tab (bookings, providers, support, customers, payouts); `pushTypeId` is the id of the thing the
 * notification is about (order id for 11, provider id for 12, payout id for 13, support request id
 * for 14, customer id for 15). What it says is `code` + `params` (decision 007), worded in the reader's
 * language where it is shown; `title` and `message` keep the English wording for the API's clients.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    recipientAdminId: uuid('recipient_admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    title: text('title'),
    message: text('message'),
    /** A message code of `src/shared/notification-messages.ts` (`notification.<kind>`). */
    code: text('code').notNull().default('notification.text'),
    params: jsonb('params').$type<MessageParams>().notNull().default({}),
    label: text('label'),
    icon: text('icon'),
    color: text('color'),
    pushType: smallint('push_type').notNull(),
    pushTypeId: text('push_type_id'),
    subOrderId: uuid('sub_order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_operator_recipient_created_idx').on(
      t.operatorId,
      t.recipientAdminId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('notifications_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Who has read what. A notification for every admin (`recipientAdminId` null) is read separately by
 * each of them, so read state lives here, one row per notification and reader.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.notificationId] })],
);
