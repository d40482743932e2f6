import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { operators } from './operators';

/** The text of a content page in one language, as a published version keeps it. */
export type PageVersionText = { lang: string; title: string; body: string; updatedAt: string };

/**
 * The content pages of an operator (Settings → Content pages, module `cms`): terms, privacy policy, cancellation
 * policy, about (the reserved slugs, created with every operator: a trigger, migration 0028) and any page the
 * operator adds. The editable draft is one `content_page_texts` row per language; publishing copies every language
 * of the draft into a new numbered `content_page_versions` row, and the apps read the page's last published version.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** Lower-case a-z, 0-9 and -; unique per operator. */
    slug: text('slug').notNull(),
    audience: text('audience', { enum: ['customers', 'providers', 'both'] })
      .notNull()
      .default('both'),
    /** terms, privacy, cancellation-policy, about: cannot be deleted or renamed. */
    reserved: boolean('reserved').notNull().default(false),
    /** The last published version (what the apps read); null until the first publish. */
    publishedVersionId: uuid('published_version_id'),
    publishedNumber: integer('published_number'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last change of the draft's texts (a save that changed a text, or a restore). */
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_operator_slug_idx').on(t.operatorId, t.slug)],
);

/** A page's draft in one language: the sanitised HTML body, and when its title or body last changed. */
export const contentPageTexts = pgTable(
  'content_page_texts',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] })],
);

/** A published version: every language of the draft at that moment, numbered 1, 2, … per page. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    texts: jsonb('texts').$type<PageVersionText[]>().notNull(),
    publishedBy: uuid('published_by').references(() => admins.id, { onDelete: 'set null' }),
    /** The publisher's name when it was published (kept if the account goes). */
    publishedByName: text('published_by_name').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_page_versions_page_number_idx').on(t.pageId, t.number)],
);
