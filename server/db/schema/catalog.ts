import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
    /**
     * How many categories use the type, kept ONLY by the statement-level triggers on `categories` (migration
     * 0020): the list shows it and sorts by it without counting a million categories.
     */
    categoryCount: integer('category_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list sorted by the number of categories using a type, ties by creation time and id (issue 14).
    index('service_types_operator_category_count_idx').on(t.operatorId, t.categoryCount, t.createdAt, t.id),
    index('service_types_operator_created_idx').on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // The list's default order and its name sort (the expression they order by), ties by creation time and id.
    index('service_types_operator_name_idx').on(t.operatorId, sql`lower(${t.name})`, t.createdAt, t.id),
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
    /**
     * The names of the parent and the grandparent, one per line (parent first; empty on level 1), kept ONLY by the
     * triggers of migration 0022 (on insert, on a move, and when an ancestor is renamed). The search of levels 2
     * and 3 matches them without joining two more categories per row.
     */
    ancestorNames: text('ancestor_names').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image'),
    thumbnail: text('thumbnail'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_operator_level_created_idx').on(t.operatorId, t.level, t.createdAt.desc().nullsFirst()),
    // Each level's list sorted by name (the expression it orders by), ties by creation time and id (issue 14).
    index('categories_operator_level_name_idx').on(t.operatorId, t.level, sql`lower(${t.name})`, t.createdAt, t.id),
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
    // The products list's sorts, ties by creation time and id (issue 14); the name on the expression it orders by.
    index('products_operator_name_idx').on(t.operatorId, sql`lower(${t.name})`, t.createdAt, t.id),
    index('products_operator_price_idx').on(t.operatorId, t.basePrice, t.createdAt, t.id),
    index('products_operator_buffer_idx').on(t.operatorId, t.bufferTime, t.createdAt, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_service_type_idx').on(t.serviceTypeId),
    index('products_provider_idx').on(t.providerId),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_base_price_check', sql`${t.basePrice} >= 0`),
  ],
);

/** A product's variant names (e.g. "Size"), in the order the form shows them. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
);

/** The options of a variant (e.g. "Small"), each with its own price in minor units. */
export const productVariantOptions = pgTable(
  'product_variant_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minor units of the operator's currency. */
    price: bigint('price', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_variant_options_variant_idx').on(t.variantId, t.position),
    check('product_variant_options_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * A product's images, in order; exactly one is the default (the product's displayImage and thumbnail
 * follow it). `image` and `thumbnail` are references to the operator's uploads (`/uploads/…`).
 */
export const productMedia = pgTable(
  'product_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('product_media_product_idx').on(t.productId, t.position),
    uniqueIndex('product_media_one_default_idx').on(t.productId).where(sql`${t.isDefault}`),
  ],
);
