import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/** End customers of the marketplace app (the "users" module). */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** Dial code, e.g. `+91`. */
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    profileImage: text('profile_image'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // Bookings sorted by customer name walk customers in name order, then each customer's bookings.
    index('customers_operator_name_idx').on(t.operatorId, t.firstName, t.lastName, t.id),
    // The customers list sorted by email (either way: a backward scan serves desc), ties by id (issue 14).
    index('customers_operator_email_idx').on(t.operatorId, t.email, t.id),
    index('customers_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('customers_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    /** The bookings search matches the full name (first, space, last) as the console shows it. */
    index('customers_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);
