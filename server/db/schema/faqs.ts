import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/**
 * FAQs of an operator (issue 70, module `faqs`): categories and questions in their own order, each with its texts
 * per language in a translation table (`server/lib/translations.ts`: fallback to the operator's default language,
 * "outdated" when the default language's text changed after a translation was written).
 */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The category's place among the operator's categories (0 first). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_categories_operator_position_idx').on(t.operatorId, t.position)],
);

export const faqCategoryTranslations = pgTable(
  'faq_category_translations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const FAQ_AUDIENCES = ['customers', 'providers', 'both'] as const;

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: FAQ_AUDIENCES }).notNull().default('both'),
    published: boolean('published').notNull().default(false),
    /** The question's place inside its category (0 first). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faqs_operator_category_position_idx').on(t.operatorId, t.categoryId, t.position),
    index('faqs_operator_created_idx').on(t.operatorId, t.createdAt),
  ],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: uuid('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.lang] })],
);

/**
 * The version of an operator's FAQs, bumped in the transaction of every change: the apps' endpoint keys its ETag
 * and its in-process cache on it, so no instance serves an answer older than the database.
 */
export const faqVersions = pgTable('faq_versions', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
});
