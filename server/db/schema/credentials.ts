import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CREDENTIAL_NAMES } from '../../../src/shared/schemas/credentials';
import { admins } from './admins';
import { operators } from './operators';

/**
 * An operator's integration credentials (issue 68, Settings → Configuration): the values of one integration as a
 * JSON text sealed with AES-256-GCM (`server/lib/sealed.ts`); `key_id` names the key that sealed it, so that
 * start-up finds a wrong `SECRETS_KEY` and a rotation finds what is left to re-seal. Never sent back in clear.
 */
export const operatorCredentials = pgTable(
  'operator_credentials',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name', { enum: CREDENTIAL_NAMES }).notNull(),
    sealed: text('sealed').notNull(),
    keyId: text('key_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.name] })],
);
