import * as v from 'valibot';
import { PAGES_LIST, type SortFieldOf } from '../lists';
import { idParams, UuidSchema, nullableString } from './common';
import { listQueries, listTotalEntries, searchEntry } from './list';

/**
 * Content pages (Settings → Content pages, module `cms`): pages the customer and provider apps show (terms,
 * privacy policy, cancellation policy, about, and any the operator adds), written per enabled language as a
 * draft and published as numbered versions. Bodies are HTML, sanitised by the server on save and when served.
 */

export const PAGE_AUDIENCES = PAGES_LIST.choices.audience.values;
export type PageAudience = (typeof PAGE_AUDIENCES)[number];

/** Every operator has these pages from the start; they cannot be deleted or renamed. */
export const RESERVED_PAGE_SLUGS = ['terms', 'privacy', 'cancellation-policy', 'about'] as const;

export const PAGE_SLUG_MAX = 60;
export const PAGE_TITLE_MAX = 200;
/** The longest body (HTML) a language may have: about 100 printed pages. */
export const PAGE_BODY_MAX = 200_000;

export const PAGE_STATUSES = ['draft', 'published', 'changed'] as const;
/** `draft`: never published; `published`: the draft is the last published version; `changed`: edited since. */
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** A language tag (`en-US`): the console's languages; which ones a page may use is the operator's choice. */
const LangSchema = v.pipe(v.string(), v.regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'validations.invalid'));

// List -----------------------------------------------------------------------------------------

export type PageSortField = SortFieldOf<typeof PAGES_LIST>;

export const { list: PagesListQuerySchema, export: PagesExportQuerySchema } = listQueries(PAGES_LIST, {
  search: searchEntry('The address (slug) or a title in any language; case-insensitive'),
  audience: v.optional(
    v.pipe(
      v.picklist([...PAGE_AUDIENCES, PAGES_LIST.choices.audience.all], 'validations.invalid'),
      v.description('customers, providers, both, or all (the default)'),
    ),
  ),
  lang: v.optional(
    v.pipe(LangSchema, v.description("The reader's language: each row's title in it, else in the default language")),
  ),
});
export type PagesListQuery = v.InferInput<typeof PagesListQuerySchema>;

export const PageRowSchema = v.object({
  id: UuidSchema,
  slug: v.string(),
  audience: v.picklist(PAGE_AUDIENCES),
  reserved: v.boolean(),
  /** The draft's title in the asked language, else the default language's (fallback), else null. */
  title: nullableString,
  titleLang: nullableString,
  fallback: v.boolean(),
  status: v.picklist(PAGE_STATUSES),
  publishedNumber: v.nullable(v.number()),
  publishedAt: nullableString,
  /** Enabled languages the draft has no text in. */
  missing: v.array(v.string()),
  /** Languages whose text is older than the default language's last change. */
  outdated: v.array(v.string()),
  updatedAt: v.string(),
});
export type PageRow = v.InferOutput<typeof PageRowSchema>;

export const PagesListDataSchema = v.object({ data: v.array(PageRowSchema), ...listTotalEntries });

// One page ---------------------------------------------------------------------------------------

export const PageIdParamsSchema = idParams('The page’s id');
export const PageVersionParamsSchema = v.object({
  id: v.pipe(v.string(), v.description('The page’s id')),
  number: v.pipe(v.string(), v.description('The version’s number (1, 2, …)')),
});

export const PageTextSchema = v.object({
  lang: v.string(),
  title: v.string(),
  /** Sanitised HTML. */
  body: v.string(),
  updatedAt: v.string(),
  outdated: v.boolean(),
});
export type PageText = v.InferOutput<typeof PageTextSchema>;

export const PageDetailSchema = v.object({
  id: UuidSchema,
  slug: v.string(),
  audience: v.picklist(PAGE_AUDIENCES),
  reserved: v.boolean(),
  status: v.picklist(PAGE_STATUSES),
  publishedNumber: v.nullable(v.number()),
  publishedAt: nullableString,
  draftUpdatedAt: nullableString,
  /** The operator's enabled languages, the default (first) one first. */
  languages: v.array(v.string()),
  defaultLanguage: v.string(),
  /** The draft, one entry per language it has. */
  texts: v.array(PageTextSchema),
  missing: v.array(v.string()),
  updatedAt: v.string(),
});
export type PageDetail = v.InferOutput<typeof PageDetailSchema>;

/** A page's address: lower-case a-z and 0-9 in words joined by single hyphens (`refund-policy`). */
export const PageSlugSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validations.required'),
  v.maxLength(PAGE_SLUG_MAX, 'validations.maxlength'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'page.slug_format'),
);

export const PageTitleSchema = v.pipe(v.string(), v.trim(), v.maxLength(PAGE_TITLE_MAX, 'validations.maxlength'));

export const PageLanguageBodySchema = v.object({
  title: PageTitleSchema,
  body: v.pipe(v.string(), v.maxLength(PAGE_BODY_MAX, 'validations.maxlength')),
});

/**
 * A page's address, audience and draft: `texts` by language (each an enabled language of the operator). A
 * language left out, or sent with a blank title and body, has no text; the default language needs a title.
 */
export const PageBodySchema = v.object({
  slug: PageSlugSchema,
  audience: v.picklist(PAGE_AUDIENCES, 'validations.required'),
  texts: v.record(LangSchema, PageLanguageBodySchema),
});
export type PageBody = v.InferInput<typeof PageBodySchema>;

// Versions -----------------------------------------------------------------------------------------

export const PageVersionSummarySchema = v.object({
  id: UuidSchema,
  number: v.number(),
  publishedAt: v.string(),
  publishedByName: v.string(),
  languages: v.array(v.string()),
});
export type PageVersionSummary = v.InferOutput<typeof PageVersionSummarySchema>;

export const PageVersionsDataSchema = v.object({ data: v.array(PageVersionSummarySchema) });

export const PageVersionSchema = v.object({
  ...PageVersionSummarySchema.entries,
  texts: v.array(v.object({ lang: v.string(), title: v.string(), body: v.string(), updatedAt: v.string() })),
});
export type PageVersion = v.InferOutput<typeof PageVersionSchema>;

/** One side of a comparison: a version's number, or `draft`. */
const SideSchema = v.pipe(
  v.string(),
  v.regex(/^(draft|[1-9]\d{0,5})$/, 'validations.invalid'),
  v.description('A version number, or draft'),
);
export const PageCompareQuerySchema = v.object({ from: SideSchema, to: v.optional(SideSchema, 'draft') });

/** A run of text that both sides share, or that only the `from` side (removed) or the `to` side (added) has. */
export const DiffPartSchema = v.object({ value: v.string(), added: v.boolean(), removed: v.boolean() });
export type DiffPart = v.InferOutput<typeof DiffPartSchema>;

export const PageCompareSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** Per language either side has: the title's and the body's text (without markup), word by word. */
  languages: v.array(
    v.object({ lang: v.string(), changed: v.boolean(), title: v.array(DiffPartSchema), body: v.array(DiffPartSchema) }),
  ),
});
export type PageCompare = v.InferOutput<typeof PageCompareSchema>;

// The apps ------------------------------------------------------------------------------------------

export const AppPageParamsSchema = v.object({ slug: v.pipe(v.string(), v.description('The page’s address')) });
export const AppPageQuerySchema = v.object({
  lang: v.optional(v.pipe(LangSchema, v.description('The reader’s language; the default language when absent'))),
});
export const AppPageSchema = v.object({
  slug: v.string(),
  audience: v.picklist(PAGE_AUDIENCES),
  /** The language served: the asked one, or the default language when it has no text (fallback). */
  lang: v.string(),
  title: v.string(),
  /** Sanitised HTML. */
  body: v.string(),
  fallback: v.boolean(),
  /** The served translation is older than the default language's text of the same version. */
  outdated: v.boolean(),
  version: v.number(),
  publishedAt: v.string(),
});
export type AppPage = v.InferOutput<typeof AppPageSchema>;
