import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { providers } from './providers';

export const serviceTypes = pgTable(
  'service_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_types_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index('service_types_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * Three-level catalogue. Level 1 (category) has a service type and no parent; level 2 (sub category)
 * has a level-1 parent; level 3 (sub sub category) has a level-2 parent. Deleting a category deletes
 * its descendants.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** Set on level 1 (levels 2 and 3 inherit it from their ancestors). */
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    thumbnail: text('thumbnail'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_operator_level_created_idx').on(t.operatorId, t.level, t.createdAt.desc().nullsFirst()),
    index('categories_parent_idx').on(t.parentId),
    index('categories_service_type_idx').on(t.serviceTypeId),
    index('categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('categories_level_check', sql`${t.level} in (1, 2, 3)`),
    check('categories_parent_check', sql`(${t.level} = 1) = (${t.parentId} is null)`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id, { onDelete: 'set null' }),
    /** The most specific category (usually level 3). */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    basePrice: numeric('base_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Minutes kept free after a booking of this product. */
    bufferTime: integer('buffer_time').notNull().default(0),
    displayImage: text('display_image'),
    thumbnail: text('thumbnail'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the product is offered by one provider only. */
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index('products_category_idx').on(t.categoryId),
    index('products_service_type_idx').on(t.serviceTypeId),
    index('products_provider_idx').on(t.providerId),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_base_price_check', sql`${t.basePrice} >= 0`),
  ],
);
