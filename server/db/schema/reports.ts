import { bigint, date, index, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/*
 * The reports' booking aggregates (issue 19, decision 013, docs/api/reports.md). Maintained ONLY by the
 * statement-level triggers on `orders` of migration 0014_report_aggregates (enabled ALWAYS, like the dashboard
 * rollup of 0004 and the status counters of 0010), in the transaction of the booking write; never written by
 * application code. The entity ids carry no foreign key: deleting a provider or a product sets its bookings'
 * id to null, which the triggers apply as a move to "no entity" (its rows go to zero and are no longer joined).
 */

/** Bookings per customer, every status (the User report's totalOrders). */
export const reportCustomerStats = pgTable(
  'report_customer_stats',
  {
    customerId: uuid('customer_id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [index('report_customer_stats_operator_idx').on(t.operatorId, t.orders.desc(), t.customerId)],
);

/**
 * Per provider and UTC day of creation: bookings (every status), delivered ones (status 6) and their revenue
 * (sum of order_price). The Supplier report adds all days; the Agent report the days of its date filter.
 */
export const reportProviderDaily = pgTable(
  'report_provider_daily',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.day] }),
    index('report_provider_daily_operator_idx').on(t.operatorId, t.day),
  ],
);

/**
 * Per provider, all time: the sums of its `report_provider_daily` rows, kept by the same triggers (migration 0027).
 * The Supplier report's figures and the Agent report's without a date filter read one row a provider instead of
 * adding a year of days for each (~80,000 rows at 1M bookings: 330-400 ms p95 under ten connections).
 */
export const reportProviderStats = pgTable(
  'report_provider_stats',
  {
    providerId: uuid('provider_id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
  },
  (t) => [index('report_provider_stats_operator_idx').on(t.operatorId)],
);

/**
 * Per product: units delivered (sold), units booked and not cancelled (demand, status ≤ 6), delivered revenue, and
 * the lowest and highest delivered unit price (recomputed from orders_product_status_price_idx when bookings change).
 */
export const reportProductStats = pgTable(
  'report_product_stats',
  {
    productId: uuid('product_id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    sold: bigint('sold', { mode: 'number' }).notNull().default(0),
    demand: bigint('demand', { mode: 'number' }).notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
    minPrice: numeric('min_price'),
    maxPrice: numeric('max_price'),
  },
  (t) => [index('report_product_stats_operator_idx').on(t.operatorId)],
);

/** Bookings per product and provider (the Product report's numberOfSuppliers and totalCurrentSupply). */
export const reportProductProviders = pgTable(
  'report_product_providers',
  {
    productId: uuid('product_id').notNull(),
    providerId: uuid('provider_id').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.providerId] })],
);
