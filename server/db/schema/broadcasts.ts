import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { customers } from './customers';
import { operators } from './operators';

/**
 * A message sent from the User or Order report to every customer of its filter (issue 19, docs/api/broadcasts.md):
 * who sent what, through which channel, to which filter, and how many customers it reached.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The admin who sent it (null once that account is deleted). */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    report: text('report', { enum: ['users', 'orders'] }).notNull(),
    channel: text('channel', { enum: ['notification', 'email'] }).notNull(),
    text: text('text').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of (report, channel, text, filter): the same broadcast sent again within seconds is the first one. */
    fingerprint: text('fingerprint').notNull(),
    recipients: integer('recipients').notNull(),
    queued: integer('queued').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('broadcasts_operator_created_idx').on(t.operatorId, t.createdAt),
    index('broadcasts_repeat_idx').on(t.operatorId, t.adminId, t.fingerprint, t.createdAt),
  ],
);

/**
 * A broadcast's message to one customer (the notification channel): what the customer's app shows, and the
 * console on the customer's page. One per (broadcast, customer).
 */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_notifications_once_idx')
      .on(t.broadcastId, t.customerId)
      .where(sql`${t.broadcastId} is not null`),
    index('customer_notifications_customer_idx').on(t.customerId, t.createdAt.desc()),
  ],
);
