import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { operators } from './operators';

/**
 * A user's saved list views (filters, sort, page size, visible columns) per list screen. Names are unique
 * per user and screen; at most one view per user and screen is the default. Deleting the user deletes them.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string | number | boolean>>().notNull(),
    columns: jsonb('columns').$type<string[] | null>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_admin_screen_name_idx').on(t.adminId, t.screen, t.name),
    uniqueIndex('saved_views_admin_screen_default_idx').on(t.adminId, t.screen).where(sql`${t.isDefault}`),
    index('saved_views_operator_idx').on(t.operatorId),
  ],
);
