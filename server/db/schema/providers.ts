import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/**
 * Service providers, also called hosts or merchants. `isVerified` = approved (vs unapproved);
 * `servicable` = currently taking bookings.
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** Display / business name (for an individual: the person's full name). */
    name: text('name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    /** e.g. Individual, Agency, Company. */
    businessType: text('business_type'),
    /** Free text, e.g. `Mon-Sat 09:00-18:00`. */
    workingHours: text('working_hours'),
    servicable: boolean('servicable').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    profileImage: text('profile_image'),
    /**
     * The name and email in lower case, one per line: the providers' and merchants' searches test one LIKE against
     * it instead of two ILIKEs, each lowering its column for every row read (issue 14). A stored generated column.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || chr(10) || coalesce(email, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('providers_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // The merchants and providers lists' sorts, ties by creation time and id: a page reads its entries instead of
    // sorting every provider of the operator (issue 14). Merchants sort by the rating (unrated first when the best
    // come first, as PostgreSQL orders nulls), providers by coalesce(rating, -1) (unrated last).
    index('providers_operator_name_idx').on(t.operatorId, t.name, t.createdAt, t.id),
    index('providers_operator_email_idx').on(t.operatorId, t.email, t.createdAt, t.id),
    index('providers_operator_rating_idx').on(t.operatorId, t.rating, t.createdAt, t.id),
    index('providers_operator_rated_idx').on(t.operatorId, sql`coalesce(${t.rating}, -1)`, t.createdAt, t.id),
    // Payouts sorted by the provider's first name walk providers in this order (PROVIDER_WALK_FROM, issue 14).
    index('providers_operator_first_name_idx').on(t.operatorId, t.firstName, t.id),
    index('providers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('providers_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The payouts search matches the provider's full name.
    index('providers_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('providers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('providers_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    check('providers_rating_check', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
  ],
);

/** Field agents, optionally working for a merchant (provider). */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    /** Full phone number including the dial code, e.g. `+91 98450 12345`. */
    phone: text('phone'),
    address: text('address'),
    /** Short form of the address shown in lists, e.g. `Indiranagar, Bengaluru`. */
    displayAddress: text('display_address'),
    merchantId: uuid('merchant_id').references(() => providers.id, { onDelete: 'set null' }),
    /** The merchant's name when the agent was assigned (kept if the merchant is deleted). */
    merchantName: text('merchant_name'),
    /**
     * The name, email and merchant name in lower case, one per line: the list's search tests one LIKE against it
     * instead of three ILIKEs, each lowering its column for every row it reads (issue 14: at 1M agents the search's
     * count was 48 ms of CPU, 300 ms p95 under ten connections). PostgreSQL keeps it (a stored generated column).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || chr(10) || coalesce(email, '') || chr(10) || coalesce(merchant_name, ''))`,
    ),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    servicable: boolean('servicable').notNull().default(false),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agents_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // The agents list's sorts, ties by creation time and id (issue 14).
    index('agents_operator_name_idx').on(t.operatorId, t.name, t.createdAt, t.id),
    index('agents_operator_email_idx').on(t.operatorId, t.email, t.createdAt, t.id),
    index('agents_operator_merchant_name_idx').on(t.operatorId, t.merchantName, t.createdAt, t.id),
    index('agents_operator_rating_idx').on(t.operatorId, t.rating, t.createdAt, t.id),
    index('agents_operator_status_idx').on(t.operatorId, t.status, t.createdAt, t.id),
    index('agents_merchant_idx').on(t.merchantId),
    index('agents_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('agents_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('agents_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('agents_merchant_name_trgm_idx').using('gin', sql`${t.merchantName} gin_trgm_ops`),
    // A search term that few agents match is found through this instead of reading every agent.
    index('agents_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('agents_status_check', sql`${t.status} in ('active', 'blocked')`),
    check('agents_rating_check', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
  ],
);
