import * as v from 'valibot';
import { FAQS_LIST, type SortFieldOf } from '../lists';
import { LOCALES } from '../locales';
import { idFilter, idParams, UuidSchema } from './common';
import { listQueries, listTotalEntries, searchEntry } from './list';

/**
 * FAQs (issue 70, module `faqs`): categories and questions of an operator, each with its texts per language. A
 * reader sees their language, else the operator's default language (its first enabled one) with `fallback: true`;
 * a translation written before the default language's text last changed is `outdated`.
 */

export const FAQ_AUDIENCES = FAQS_LIST.choices.audience.values;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];
export type FaqSortField = SortFieldOf<typeof FAQS_LIST>;

/** A language tag the console and the apps know. */
export const LangSchema = v.pipe(
  v.picklist(LOCALES, `lang must be one of ${LOCALES.join(', ')}`),
  v.description(`A language: ${LOCALES.join(', ')}`),
);
const langEntry = v.optional(
  v.pipe(LangSchema, v.description("The reader's language (default: the operator's default language)")),
);

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
export const FAQ_CATEGORY_NAME_MAX = 100;

// Bodies ---------------------------------------------------------------------------------------

/** Text of one language; both blank = no text in that language. */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * A question and its answer per language, by language tag. Only the operator's enabled languages may be written
 * (another is a 422 on `translations.<lang>`), the default language's text is required, and a language whose
 * question and answer are both blank has no text (a translation there is removed).
 */
export const FaqBodySchema = v.object({
  categoryId: v.pipe(v.string(), v.uuid('faq.unknown_category')),
  audience: v.picklist(FAQ_AUDIENCES),
  published: v.boolean(),
  translations: v.record(LangSchema, v.object({ question: text(FAQ_QUESTION_MAX), answer: text(FAQ_ANSWER_MAX) })),
});
export type FaqBody = v.InferInput<typeof FaqBodySchema>;

export const FaqCategoryBodySchema = v.object({
  translations: v.record(LangSchema, v.object({ name: text(FAQ_CATEGORY_NAME_MAX) })),
});
export type FaqCategoryBody = v.InferInput<typeof FaqCategoryBodySchema>;

/** The new order: every id of the list it orders (a category's questions, or the categories), first first. */
export const FaqOrderBodySchema = v.object({
  ids: v.pipe(v.array(UuidSchema), v.minLength(1), v.maxLength(1000)),
});

// Rows -----------------------------------------------------------------------------------------

const TranslationState = {
  lang: v.string(),
  updatedAt: v.string(),
  /** Written before the default language's text last changed. */
  outdated: v.boolean(),
};

export const FaqTranslationSchema = v.object({ ...TranslationState, question: v.string(), answer: v.string() });

/** What a record says about its languages, in the reader's language. */
const localised = {
  /** The language of the texts shown (the reader's, or the default one when `fallback`). */
  lang: v.string(),
  fallback: v.boolean(),
  /** The operator's enabled languages without a text. */
  missing: v.array(v.string()),
  /** The languages whose text is outdated. */
  outdated: v.array(v.string()),
};

export const FaqRowSchema = v.object({
  id: UuidSchema,
  categoryId: UuidSchema,
  categoryName: v.string(),
  audience: v.picklist(FAQ_AUDIENCES),
  published: v.boolean(),
  /** The question's place inside its category (0 first). */
  position: v.number(),
  question: v.string(),
  answer: v.string(),
  ...localised,
  translations: v.array(FaqTranslationSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FaqRow = v.InferOutput<typeof FaqRowSchema>;

export const FaqCategoryRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  position: v.number(),
  /** Its questions, published or not. */
  faqCount: v.number(),
  ...localised,
  translations: v.array(v.object({ ...TranslationState, name: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FaqCategoryRow = v.InferOutput<typeof FaqCategoryRowSchema>;

// Queries --------------------------------------------------------------------------------------

export const { list: FaqsListQuerySchema, export: FaqsExportQuerySchema } = listQueries(FAQS_LIST, {
  search: searchEntry('The question or answer in any language; case-insensitive, % and _ taken literally'),
  categoryId: idFilter('categoryId must be a category id', 'Only the questions of this category'),
  audience: v.optional(
    v.pipe(
      v.picklist([...FAQ_AUDIENCES, FAQS_LIST.choices.audience.all]),
      v.description('customers, providers, both or all'),
    ),
  ),
  published: v.optional(
    v.pipe(
      v.picklist([...FAQS_LIST.choices.published.values, FAQS_LIST.choices.published.all]),
      v.description('published, draft or all'),
    ),
  ),
  lang: langEntry,
});
export type FaqsListQuery = v.InferInput<typeof FaqsListQuerySchema>;
export type FaqsExportQuery = v.InferOutput<typeof FaqsExportQuerySchema>;

export const FaqLangQuerySchema = v.object({ lang: langEntry });

export const FaqsListDataSchema = v.object({ data: v.array(FaqRowSchema), ...listTotalEntries });
export const FaqCategoriesDataSchema = v.object({ data: v.array(FaqCategoryRowSchema) });

export const FaqIdParamsSchema = idParams('FAQ id (uuid); a malformed or unknown id answers 404');
export const FaqCategoryIdParamsSchema = idParams('FAQ category id (uuid); a malformed or unknown id answers 404');

/** The export's columns. */
export const FAQ_CSV_COLUMNS = [
  'id',
  'categoryName',
  'audience',
  'published',
  'position',
  'lang',
  'question',
  'answer',
  'missing',
  'outdated',
  'createdAt',
] as const;

// The apps -------------------------------------------------------------------------------------

export const AppFaqsQuerySchema = v.object({
  lang: langEntry,
  audience: v.optional(
    v.pipe(
      v.picklist(['customers', 'providers'] as const, 'audience must be customers or providers'),
      v.description('customers or providers: the questions for that app (and those for both); absent = all'),
    ),
  ),
});

const AppFaqSchema = v.object({ id: UuidSchema, question: v.string(), answer: v.string(), fallback: v.boolean() });

export const AppFaqsDataSchema = v.object({
  /** The language asked for (or the default one when none was asked). */
  lang: v.string(),
  /** The operator's default language: what an item that fell back is written in. */
  defaultLang: v.string(),
  categories: v.array(
    v.object({ id: UuidSchema, name: v.string(), fallback: v.boolean(), faqs: v.array(AppFaqSchema) }),
  ),
});
export type AppFaqsData = v.InferOutput<typeof AppFaqsDataSchema>;
