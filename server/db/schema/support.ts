import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { supportRequests } from './notifications';
import { operators } from './operators';

/**
 * The support desk (issue 67). A ticket is a `support_requests` row (`notifications.ts`); these tables hold its
 * thread, the operator's categories, canned replies, SLA targets and ticket counter, and who takes tickets.
 */

/** A reply's attachment: an image of the one upload pipeline (`POST /uploads`), by its media id. */
export type SupportAttachment = { id: string; image: string; thumbnail: string };
/** A change recorded in the thread: which field, from what to what (status, priority, assignee, category). */
export type SupportEvent = {
  field: 'status' | 'priority' | 'assignee' | 'category';
  from: string | null;
  to: string | null;
};

/**
 * A ticket's thread in order (`seq`, one sequence: two messages sent at once both land, one after the other).
 * `kind`: reply (public: the requester reads it), note (internal: never in an `/app/…` answer), event (a change).
 * `author`: admin (`authorAdminId`), customer, provider or system.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'note', 'event'] }).notNull(),
    author: text('author', { enum: ['admin', 'customer', 'provider', 'system'] }).notNull(),
    authorAdminId: uuid('author_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    event: jsonb('event').$type<SupportEvent>(),
    attachments: jsonb('attachments').$type<SupportAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_request_seq_idx').on(t.requestId, t.seq)],
);

/** The operator's ticket categories (a small list, in its order). */
export const supportCategories = pgTable(
  'support_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_categories_operator_position_idx').on(t.operatorId, t.position)],
);

/** Canned replies: a short code (`refund`, typed `/refund` + Tab) and its text per language. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The text per language (`{ 'en-US': '…', 'hi-IN': '…' }`): the operator's default one always there. */
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_canned_replies_operator_code_idx').on(t.operatorId, t.code)],
);

/** SLA targets of one priority, in minutes of running clock. */
export type SlaTarget = { firstResponse: number; resolution: number };

/**
 * The operator's support settings: the last ticket number given (the trigger of migration 0031 takes the next
 * under this row's lock) and its SLA targets per priority (a priority left out uses the default).
 */
export const supportSettings = pgTable('support_settings', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(1000),
  sla: jsonb('sla').$type<Partial<Record<'low' | 'normal' | 'high' | 'urgent', SlaTarget>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who takes tickets: an admin or sub-admin holding a support module, available for round-robin or not. */
export const supportAgents = pgTable(
  'support_agents',
  {
    adminId: uuid('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    available: boolean('available').notNull().default(true),
    /** When round-robin last gave them a ticket (the least recent is next). */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  },
  (t) => [index('support_agents_operator_idx').on(t.operatorId, t.lastAssignedAt)],
);
