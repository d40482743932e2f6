import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { operators } from './operators';

/** Uploaded files (images). `storagePath` is relative to the upload folder. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ownerAdminId: uuid('owner_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** What the upload is for (the upload call's `flag`), e.g. profile, category, product, payout. */
    flag: text('flag').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index('media_sha256_idx').on(t.operatorId, t.sha256),
  ],
);

/** Stored results of mutations sent with an `Idempotency-Key` header. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_operator_key_idx').on(t.operatorId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
