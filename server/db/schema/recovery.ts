import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';

/**
 * Password recovery requests (issue 19). One row per "Send OTP": the account it found (null when none did:
 * the request is answered and counted the same way, its code matches nothing), the 4-digit code as an HMAC
 * (never the code itself), its expiry and wrong attempts; a correct code makes a one-time reset token,
 * stored as its SHA-256. `accountKey` is what the person typed, normalised (`email:x@y.z`, `phone:+91:98450…`),
 * so verify finds the latest request of the same identifier.
 */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    otpHash: text('otp_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The code was accepted (or the request replaced by a newer one): it cannot be used again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    resetUsedAt: timestamp('reset_used_at', { withTimezone: true }),
    /** The language of the console that asked: the notice of the change is written in it. */
    language: text('language').notNull().default('en-US'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_recoveries_account_idx').on(t.accountKey, t.createdAt),
    uniqueIndex('password_recoveries_reset_idx').on(t.resetTokenHash),
  ],
);
