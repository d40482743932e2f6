import { date, integer, numeric, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/**
 * Dashboard rollup: per operator, UTC day of creation and product, the number of bookings and the sales
 * of the ended ones (status 6). Maintained ONLY by statement-level triggers on `orders` (migration
 * 0004_dashboard_rollup_triggers, enabled ALWAYS so the seed's replica mode keeps it too); never
 * written by application code. It lets the dashboard add up days instead of scanning every booking
 * (docs/api/dashboard.md). `productId` null = bookings whose product was deleted.
 */
export const orderDailyStats = pgTable(
  'order_daily_stats',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    bookings: integer('bookings').notNull().default(0),
    endedSales: numeric('ended_sales').notNull().default('0'),
  },
  (t) => [unique('order_daily_stats_key').on(t.operatorId, t.day, t.productId).nullsNotDistinct()],
);

/**
 * Bookings per operator and status, maintained ONLY by statement-level triggers on `orders` (migration
 * 0010_order_status_counts, enabled ALWAYS like the daily rollup). The bookings list takes the exact total of a
 * status tab from here instead of counting hundreds of thousands of rows (decision 010).
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.status] })],
);

/**
 * Rows per operator, list and bucket, maintained ONLY by statement-level triggers on each listed table
 * (migration 0019_list_counts, enabled ALWAYS like the bookings counters). The bucket is the part of a row
 * that a list's tabs filter on (a customer's status, a category's level; see the migration), so an unfiltered
 * list or a bare tab takes its exact total from here instead of counting a million rows (decision 010). Rows
 * outside every list (a deleted sub-admin) have no bucket and are not counted.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    bucket: text('bucket').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.list, t.bucket] })],
);
