import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A tenant: branding, languages, currency and the modules it has enabled. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Host names that resolve to this operator (lower case). */
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    title: text('title').notNull().default('Admin Dashboard'),
    shortName: text('short_name').notNull().default('Admin'),
    primaryColor: text('primary_color').notNull().default('#1B86FE'),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    /** The uploaded install icon (Settings → General) and the PNGs the server made from it for the manifest. */
    iconUrl: text('icon_url'),
    icon192Url: text('icon_192_url'),
    icon512Url: text('icon_512_url'),
    iconMaskableUrl: text('icon_maskable_url'),
    /** IANA time zone of the operator's business. */
    timeZone: text('time_zone').notNull().default('UTC'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    currency: text('currency').notNull().default('INR'),
    languages: text('languages').array().notNull(),
    modules: text('modules').array().notNull(),
    /** Web push configuration handed to the console (Firebase web config + VAPID key); null = push off. */
    push: jsonb('push').$type<Record<string, string> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operators_domains_idx').using('gin', t.domains),
    uniqueIndex('operators_single_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);
