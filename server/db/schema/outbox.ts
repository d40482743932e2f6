import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/**
 * Messages to people outside the console (email, SMS), written in the same transaction as the change that
 * causes them and delivered by the outbox worker (server/modules/outbox) with retries and backoff.
 *
 * A message is either a template (`template` + `params` + `language`: worded in the recipient's language when
 * it is sent) or ready text (`subject` + `body`, e.g. a broadcast an admin wrote). `dedupeKey` makes a second
 * enqueue of the same message (a double click, a retried request) a no-op.
 *
 * Status: `pending` (due at `nextAttemptAt`) → `sending` (claimed; `nextAttemptAt` is the claim's lease, after
 * which another worker may take it again) → `sent`, `logged` (no transport configured: kept here, see the
 * README) or `failed` (gave up after the last attempt). `secret` messages (one-time codes) lose their params
 * and text once sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** An email address, or a phone number in international format (+91 98450 12345). */
    recipient: text('recipient').notNull(),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    language: text('language').notNull().default('en-US'),
    subject: text('subject'),
    body: text('body'),
    secret: boolean('secret').notNull().default(false),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's claim: due rows in time order, read through a partial index of the undelivered ones.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    uniqueIndex('outbox_messages_dedupe_idx').on(t.dedupeKey),
    index('outbox_messages_operator_idx').on(t.operatorId, t.createdAt),
  ],
);
