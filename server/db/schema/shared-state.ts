import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the rate limiters (server/lib/rate-limit.ts), shared by every server instance:
 * one row per limiter (`scope`) and key (an account, an IP), gone once swept after `resetAt`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** `bytea`: a Buffer from `pg`, a Uint8Array from PGlite; written from either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The bytes of stored files (uploaded images) by name, for the database blob store (server/lib/blob-store.ts):
 * every instance serves every upload. `media.storagePath` names the blob.
 */
export const blobs = pgTable('blobs', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
