import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { products } from './catalog';
import { customers } from './customers';
import { operators } from './operators';
import { providers } from './providers';

/**
 * Booking status codes (spec part 2 §4): 0 Pending, 1 Accepted, 2 On the Way, 3 Reached,
 * 4 Customer Verified, 5 Booking Started, 6 Booking Ended, 7 Cancelled by Customer,
 * 8 Rejected by Host, 9 Cancelled by Host.
 */
export const ORDER_STATUS = {
  PENDING: 0,
  ACCEPTED: 1,
  ON_THE_WAY: 2,
  REACHED: 3,
  CUSTOMER_VERIFIED: 4,
  BOOKING_STARTED: 5,
  BOOKING_ENDED: 6,
  CANCELLED_BY_CUSTOMER: 7,
  REJECTED_BY_HOST: 8,
  CANCELLED_BY_HOST: 9,
} as const;

/** 1 Percentage, 2 Amount. */
export const DISCOUNT_TYPE = { PERCENTAGE: 1, AMOUNT: 2 } as const;

/** 0 failed, 1 success, 2 pending, 3 refunded (the badge reading of spec part 2 §4). */
export const TRANSACTION_STATUS = { FAILED: 0, SUCCESS: 1, PENDING: 2, REFUNDED: 3 } as const;
/** 1 booking payment. */
export const TRANSACTION_TYPE = { BOOKING_PAYMENT: 1 } as const;

/** 0 pending, 1 accepted, 2 rejected. */
export const PAYOUT_STATUS = { PENDING: 0, ACCEPTED: 1, REJECTED: 2 } as const;

/**
 * Bookings. The console's `subOrderId` is the order id itself. Provider and product are kept nullable
 * (`on delete set null`) so deleting a merchant or a product keeps the booking history; a customer
 * with bookings cannot be deleted (deactivate it instead).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(0),
    /** Price after discount: unitPrice * productQuantity minus the discount. */
    orderPrice: numeric('order_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    productQuantity: integer('product_quantity').notNull().default(1),
    /** A percentage (type 1) or an amount (type 2); 0 = no discount. */
    orderDiscount: numeric('order_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    orderDiscountType: smallint('order_discount_type').notNull().default(2),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** When the booking was made (= createdAt). */
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index('orders_operator_status_created_idx').on(t.operatorId, t.status, t.createdAt.desc().nullsFirst()),
    // The list sorted by price (either way: a backward scan serves desc), ties by booking time and id.
    index('orders_operator_price_idx').on(t.operatorId, t.orderPrice, t.createdAt, t.id),
    // The bookings search counts its matches as disjoint parts, one index-only scan each: bookings of
    // matching customers; of matching providers but not those customers; of matching products but
    // neither. Hence each index carries the filter columns and the foreign keys of the parts before it
    // (key columns: drizzle-kit cannot express INCLUDE). They also serve the foreign keys.
    // A customer's bookings newest first with the id as tie-breaker: the search's counts and the customer-name
    // order's walk (orders.service.ts, customerWalk) read only the index.
    index('orders_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
      t.operatorId,
    ),
    index('orders_provider_created_idx').on(
      t.providerId,
      t.createdAt.desc().nullsFirst(),
      t.status,
      t.operatorId,
      t.customerId,
    ),
    index('orders_product_created_idx').on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.status,
      t.operatorId,
      t.customerId,
      t.providerId,
    ),
    // The Product report's lowest and highest delivered unit price, kept by the report triggers (migration 0014).
    index('orders_product_status_price_idx').on(t.productId, t.status, t.unitPrice),
    check('orders_status_check', sql`${t.status} between 0 and 9`),
    check('orders_discount_type_check', sql`${t.orderDiscountType} in (1, 2)`),
    check('orders_quantity_check', sql`${t.productQuantity} > 0`),
  ],
);

/** One row per status change, from creation (fromStatus null) to the current status. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** The admin who made the change; null = the app (customer or host). */
    changedBy: uuid('changed_by').references(() => admins.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2, mode: 'number' }),
    type: smallint('type').notNull().default(1),
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index('transactions_operator_status_created_idx').on(t.operatorId, t.status, t.createdAt.desc().nullsFirst()),
    // The list's sorts by amount and by discount (then the creation time and id): a page reads its ten entries
    // instead of sorting ~900,000 transactions (5-8 s at 1M bookings).
    index('transactions_operator_amount_idx').on(t.operatorId, t.amount, t.createdAt, t.id),
    index('transactions_operator_discount_idx').on(
      t.operatorId,
      sql`coalesce(${t.discountAmount}, 0)`,
      t.createdAt,
      t.id,
    ),
    index('transactions_order_idx').on(t.orderId),
    // A customer's transactions in time order (also the foreign key's index): the customer-name order's walk reads
    // only the first ones of each customer (transactions.service.ts, customerWalk).
    index('transactions_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('transactions_provider_idx').on(t.providerId),
    check('transactions_status_check', sql`${t.status} between 0 and 3`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    /** Image references (upload URLs) proving the transfer or explaining the rejection. */
    proof: text('proof').array().notNull().default(sql`'{}'::text[]`),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // The status filter (newest first: a backward scan) and the status sort (then the request time and id).
    index('payouts_operator_status_created_idx').on(t.operatorId, t.status, t.createdAt, t.id),
    // The amount sort, ties by request time and id (issue 14).
    index('payouts_operator_amount_idx').on(t.operatorId, t.amount, t.createdAt, t.id),
    // A provider's payouts in request order: the provider-name walk (PROVIDER_WALK_FROM) and the provider detail.
    index('payouts_provider_created_idx').on(t.providerId, t.createdAt, t.id),
    check('payouts_status_check', sql`${t.status} between 0 and 2`),
  ],
);

/**
 * One row per payout decision (0 pending → 1 accepted or 2 rejected), written in the decision's
 * transaction: who decided, when, and the note given. A pending payout has no row.
 */
export const payoutStatusHistory = pgTable(
  'payout_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** The admin who decided; null once that account is deleted. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_status_history_payout_idx').on(t.payoutId, t.createdAt),
    index('payout_status_history_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    check('payout_status_history_status_check', sql`${t.fromStatus} between 0 and 2 and ${t.toStatus} between 0 and 2`),
  ],
);
