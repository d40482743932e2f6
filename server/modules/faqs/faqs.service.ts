import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { FAQS_LIST } from '../../../src/shared/lists';
import {
  type AppFaqsData,
  type AppFaqsQuerySchema,
  FAQ_CSV_COLUMNS,
  type FaqBodySchema,
  type FaqCategoryBodySchema,
  type FaqCategoryRow,
  type FaqRow,
  type FaqsExportQuery,
} from '../../../src/shared/schemas/faqs';
import type { Db } from '../../db/client';
import { faqCategories, faqCategoryTranslations, faqs, faqTranslations, faqVersions, operators } from '../../db/schema';
import { csvColumns } from '../../lib/csv-export';
import { columnsOf, entity } from '../../lib/entity';
import { conflict, fieldError, unprocessable } from '../../lib/errors';
import { scoped } from '../../lib/scoped';
import {
  defaultLanguageOf,
  isOutdated,
  missingLanguages,
  pickTranslation,
  type Translated,
} from '../../lib/translations';
import { checkedOrder, textsToWrite } from './faq-texts';

/** A translation as the queries read it (JSON: the time as text). */
type Stored<T> = T & { lang: string; updatedAt: string };
type Dated<T> = T & Translated;

const dated = <T>(rows: Stored<T>[]): Dated<T>[] => rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt) }));

/**
 * An outer query's column, always qualified by its table: inside a sub-select, drizzle writes a column of the query's
 * one table unqualified, and an inner table with a column of that name would take it.
 */
const outer = (table: 'faqs' | 'faq_categories', column: string) => sql.raw(`"${table}"."${column}"`);
const FAQ_ID = outer('faqs', 'id');
const FAQ_CATEGORY_ID = outer('faqs', 'category_id');

const faqTexts = sql<Stored<{ question: string; answer: string }>[]>`coalesce((
  select json_agg(json_build_object('lang', t.lang, 'question', t.question, 'answer', t.answer, 'updatedAt', t.updated_at) order by t.lang)
  from ${faqTranslations} t where t.faq_id = ${FAQ_ID}), '[]'::json)`;

const categoryNamesOf = (categoryId: SQL) =>
  sql<Stored<{ name: string }>[]>`coalesce((
    select json_agg(json_build_object('lang', t.lang, 'name', t.name, 'updatedAt', t.updated_at) order by t.lang)
    from ${faqCategoryTranslations} t where t.category_id = ${categoryId}), '[]'::json)`;

/** The operator's enabled languages (its default first). */
export async function languagesOf(db: Db, operatorId: string): Promise<string[]> {
  const [row] = await db
    .select({ languages: operators.languages })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row?.languages ?? [];
}

/** What a record says of its languages for a reader of `lang` (an unknown or disabled language reads the default). */
function languageState<T>(rows: Dated<T>[], lang: string | undefined, enabled: readonly string[]) {
  const defaultLang = defaultLanguageOf(enabled);
  const reading = lang && enabled.includes(lang) ? lang : defaultLang;
  const source = rows.find((r) => r.lang === defaultLang);
  const picked = pickTranslation(rows, reading, defaultLang);
  return {
    picked: picked?.value,
    lang: picked?.value.lang ?? defaultLang,
    fallback: picked?.fallback ?? false,
    missing: missingLanguages(rows, enabled),
    outdated: rows.filter((r) => isOutdated(r, source)).map((r) => r.lang),
    isOutdated: (r: Translated) => isOutdated(r, source),
  };
}

// Questions ------------------------------------------------------------------------------------

const categoryPosition = sql`(select c.position from ${faqCategories} c where c.id = ${FAQ_CATEGORY_ID})`;
/** The question in the operator's default language (its first enabled one). */
const defaultQuestion = sql`(select t.question from ${faqTranslations} t where t.faq_id = ${FAQ_ID}
  and t.lang = (select o.languages[1] from ${operators} o where o.id = ${outer('faqs', 'operator_id')}))`;

/** The FAQs of the operator by id (a malformed, unknown or other operator's id is `faq.not_found`) and their list. */
export const faq = entity(faqs, 'faq.not_found', {
  columns: { ...columnsOf(faqs), texts: faqTexts, categoryNames: categoryNamesOf(FAQ_CATEGORY_ID) },
  toRow: (r) => r,
  filter: (q: FaqsExportQuery) => [
    q.categoryId === undefined ? undefined : eq(faqs.categoryId, q.categoryId),
    q.audience === undefined || q.audience === 'all' ? undefined : eq(faqs.audience, q.audience),
    q.published === undefined || q.published === 'all' ? undefined : eq(faqs.published, q.published === 'published'),
  ],
  // The question or the answer in any language.
  search: ({ pattern }) => [
    sql`exists (select 1 from ${faqTranslations} t where t.faq_id = ${FAQ_ID}
      and (t.question ilike ${pattern} or t.answer ilike ${pattern}))`,
  ],
  sort: {
    list: FAQS_LIST,
    fields: { position: [categoryPosition, faqs.position], question: defaultQuestion, createdAt: faqs.createdAt },
    tieBreaker: [faqs.createdAt, faqs.id],
  },
  counted: 'faqs',
  buckets: (q) =>
    q.categoryId === undefined &&
    (q.audience === undefined || q.audience === 'all') &&
    (q.published === undefined || q.published === 'all')
      ? 'all'
      : null,
});

type FaqRecord = Awaited<ReturnType<typeof faq.find>>;

/** A question as the console reads it, in `lang`. */
export function faqRowOf(r: FaqRecord, lang: string | undefined, enabled: readonly string[]): FaqRow {
  const texts = dated(r.texts);
  const state = languageState(texts, lang, enabled);
  const names = dated(r.categoryNames);
  const name = pickTranslation(names, state.lang, defaultLanguageOf(enabled));
  return {
    id: r.id,
    categoryId: r.categoryId,
    categoryName: name?.value.name ?? '',
    audience: r.audience,
    published: r.published,
    position: r.position,
    question: state.picked?.question ?? '',
    answer: state.picked?.answer ?? '',
    lang: state.lang,
    fallback: state.fallback,
    missing: state.missing,
    outdated: state.outdated,
    translations: texts.map((t) => ({
      lang: t.lang,
      question: t.question,
      answer: t.answer,
      updatedAt: t.updatedAt.toISOString(),
      outdated: state.isOutdated(t),
    })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function faqPage(db: Db, operatorId: string, query: Parameters<typeof faq.page>[2] & { lang?: string }) {
  const [enabled, page] = await Promise.all([languagesOf(db, operatorId), faq.page(db, operatorId, query)]);
  return { ...page, data: page.data.map((r) => faqRowOf(r, query.lang, enabled)) };
}

export async function faqOne(db: Db, operatorId: string, id: string, lang?: string) {
  return faqRowOf(await faq.find(db, operatorId, id), lang, await languagesOf(db, operatorId));
}

export async function faqExportRows(db: Db, operatorId: string, query: FaqsExportQuery) {
  const enabled = await languagesOf(db, operatorId);
  return (await faq.all(db, operatorId, query)).map((r) => faqRowOf(r, query.lang, enabled));
}

export const FAQ_CSV = csvColumns<FaqRow>(FAQ_CSV_COLUMNS, {
  missing: (r) => r.missing.join(' '),
  outdated: (r) => r.outdated.join(' '),
});

/** Every change of an operator's FAQs bumps its version, in the change's transaction (the apps' ETag reads it). */
async function bumpVersion(db: Db, operatorId: string) {
  await db
    .insert(faqVersions)
    .values({ operatorId, version: 1 })
    .onConflictDoUpdate({ target: faqVersions.operatorId, set: { version: sql`${faqVersions.version} + 1` } });
}

/**
 * Writes a record's translations: the languages left out lose their text; a text that did not change keeps its
 * time (so a translation stays "outdated" until it is written again after the default language changed).
 */
async function writeFaqTexts(
  db: Db,
  faqId: string,
  written: { lang: string; texts: { question: string; answer: string } }[],
) {
  const langs = written.map((w) => w.lang);
  await db
    .delete(faqTranslations)
    .where(and(eq(faqTranslations.faqId, faqId), langs.length ? notInArray(faqTranslations.lang, langs) : undefined));
  if (written.length === 0) return;
  await db
    .insert(faqTranslations)
    .values(written.map((w) => ({ faqId, lang: w.lang, ...w.texts })))
    .onConflictDoUpdate({
      target: [faqTranslations.faqId, faqTranslations.lang],
      set: { question: sql`excluded.question`, answer: sql`excluded.answer`, updatedAt: sql`now()` },
      setWhere: sql`(${faqTranslations.question}, ${faqTranslations.answer}) is distinct from (excluded.question, excluded.answer)`,
    });
}

/** The category must be one of the operator's (another's is as unknown as a made-up id). */
async function requireCategory(db: Db, operatorId: string, categoryId: string) {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(eq(faqCategories.id, categoryId), eq(faqCategories.operatorId, operatorId)))
    .limit(1);
  if (!row) throw unprocessable({ categoryId: fieldError('faq.unknown_category') });
}

/** The place after the last question of a category. */
async function nextFaqPosition(db: Db, operatorId: string, categoryId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${faqs.position}) + 1, 0)::int` })
    .from(faqs)
    .where(and(eq(faqs.operatorId, operatorId), eq(faqs.categoryId, categoryId)));
  return Number(row?.next ?? 0);
}

type FaqBody = v.InferOutput<typeof FaqBodySchema>;
const FAQ_FIELDS = ['question', 'answer'] as const;

export async function createFaq(db: Db, operatorId: string, body: FaqBody) {
  const enabled = await languagesOf(db, operatorId);
  await requireCategory(db, operatorId, body.categoryId);
  const written = textsToWrite(body.translations, enabled, FAQ_FIELDS);
  const id = await db.transaction(async (tx) => {
    const values: Omit<typeof faqs.$inferInsert, 'operatorId'> = {
      categoryId: body.categoryId,
      audience: body.audience,
      published: body.published,
      position: await nextFaqPosition(tx as unknown as Db, operatorId, body.categoryId),
    };
    const created = await faq.create(tx as unknown as Db, operatorId, values);
    await writeFaqTexts(tx as unknown as Db, created.id, written);
    await bumpVersion(tx as unknown as Db, operatorId);
    return created.id;
  });
  return faqOne(db, operatorId, id);
}

export async function updateFaq(db: Db, operatorId: string, id: string, body: FaqBody) {
  const enabled = await languagesOf(db, operatorId);
  await requireCategory(db, operatorId, body.categoryId);
  const written = textsToWrite(body.translations, enabled, FAQ_FIELDS);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = await faq.find(t, operatorId, id);
    const moved = current.categoryId !== body.categoryId;
    await faq.update(t, operatorId, id, {
      categoryId: body.categoryId,
      audience: body.audience,
      published: body.published,
      ...(moved ? { position: await nextFaqPosition(t, operatorId, body.categoryId) } : {}),
    });
    await writeFaqTexts(t, id, written);
    await bumpVersion(t, operatorId);
  });
  return faqOne(db, operatorId, id);
}

export async function deleteFaq(db: Db, operatorId: string, id: string) {
  return db.transaction(async (tx) => {
    const removed = await faq.remove(tx as unknown as Db, operatorId, id);
    await bumpVersion(tx as unknown as Db, operatorId);
    return removed;
  });
}

/** `position = its index in ids` for the rows of `ids`. */
const positionIn = (ids: readonly string[], column: SQL | typeof faqs.id | typeof faqCategories.id) =>
  sql`array_position(ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[], ${column}) - 1`;

/** The new order of a category's questions: every one of its ids, or 422. */
export async function orderFaqs(db: Db, operatorId: string, categoryId: string, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const where = and(eq(faqs.operatorId, operatorId), eq(faqs.categoryId, categoryId));
    const current = await tx.select({ id: faqs.id }).from(faqs).where(where);
    checkedOrder(
      ids,
      current.map((r) => r.id),
    );
    await tx
      .update(faqs)
      .set({ position: positionIn(ids, faqs.id) })
      .where(where);
    await bumpVersion(tx as unknown as Db, operatorId);
  });
  return { ok: true as const };
}

// Categories -----------------------------------------------------------------------------------

export const faqCategory = scoped(faqCategories, 'faq.category_not_found');

const categoryColumns = {
  id: faqCategories.id,
  position: faqCategories.position,
  createdAt: faqCategories.createdAt,
  updatedAt: faqCategories.updatedAt,
  names: categoryNamesOf(outer('faq_categories', 'id')),
  faqCount: sql<number>`(select count(*)::int from ${faqs} f where f.category_id = ${outer('faq_categories', 'id')})`,
};

function categoryRowOf(
  r: {
    id: string;
    position: number;
    createdAt: Date;
    updatedAt: Date;
    names: Stored<{ name: string }>[];
    faqCount: number;
  },
  lang: string | undefined,
  enabled: readonly string[],
): FaqCategoryRow {
  const names = dated(r.names);
  const state = languageState(names, lang, enabled);
  return {
    id: r.id,
    name: state.picked?.name ?? '',
    position: r.position,
    faqCount: Number(r.faqCount),
    lang: state.lang,
    fallback: state.fallback,
    missing: state.missing,
    outdated: state.outdated,
    translations: names.map((t) => ({
      lang: t.lang,
      name: t.name,
      updatedAt: t.updatedAt.toISOString(),
      outdated: state.isOutdated(t),
    })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function faqCategoriesOf(db: Db, operatorId: string, lang?: string) {
  const [enabled, rows] = await Promise.all([
    languagesOf(db, operatorId),
    db
      .select(categoryColumns)
      .from(faqCategories)
      .where(eq(faqCategories.operatorId, operatorId))
      .orderBy(asc(faqCategories.position), asc(faqCategories.createdAt), asc(faqCategories.id)),
  ]);
  return { data: rows.map((r) => categoryRowOf(r, lang, enabled)) };
}

async function categoryOne(db: Db, operatorId: string, id: string) {
  const [enabled, rows] = await Promise.all([
    languagesOf(db, operatorId),
    db.select(categoryColumns).from(faqCategories).where(faqCategory.where(operatorId, id)).limit(1),
  ]);
  return categoryRowOf(faqCategory.found(rows), undefined, enabled);
}

async function writeCategoryNames(db: Db, categoryId: string, written: { lang: string; texts: { name: string } }[]) {
  const langs = written.map((w) => w.lang);
  await db
    .delete(faqCategoryTranslations)
    .where(
      and(
        eq(faqCategoryTranslations.categoryId, categoryId),
        langs.length ? notInArray(faqCategoryTranslations.lang, langs) : undefined,
      ),
    );
  if (written.length === 0) return;
  await db
    .insert(faqCategoryTranslations)
    .values(written.map((w) => ({ categoryId, lang: w.lang, name: w.texts.name })))
    .onConflictDoUpdate({
      target: [faqCategoryTranslations.categoryId, faqCategoryTranslations.lang],
      set: { name: sql`excluded.name`, updatedAt: sql`now()` },
      setWhere: sql`${faqCategoryTranslations.name} is distinct from excluded.name`,
    });
}

type CategoryBody = v.InferOutput<typeof FaqCategoryBodySchema>;

export async function createFaqCategory(db: Db, operatorId: string, body: CategoryBody) {
  const written = textsToWrite(body.translations, await languagesOf(db, operatorId), ['name'] as const);
  const id = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ position: sql<number>`coalesce(max(${faqCategories.position}) + 1, 0)::int` })
      .from(faqCategories)
      .where(eq(faqCategories.operatorId, operatorId));
    const [created] = await tx
      .insert(faqCategories)
      .values({ operatorId, position: Number(next?.position ?? 0) })
      .returning({ id: faqCategories.id });
    const categoryId = (created as { id: string }).id;
    await writeCategoryNames(tx as unknown as Db, categoryId, written);
    await bumpVersion(tx as unknown as Db, operatorId);
    return categoryId;
  });
  return categoryOne(db, operatorId, id);
}

export async function updateFaqCategory(db: Db, operatorId: string, id: string, body: CategoryBody) {
  const written = textsToWrite(body.translations, await languagesOf(db, operatorId), ['name'] as const);
  await db.transaction(async (tx) => {
    faqCategory.found(
      await tx
        .update(faqCategories)
        .set({ updatedAt: sql`now()` })
        .where(faqCategory.where(operatorId, id))
        .returning({ id: faqCategories.id }),
    );
    await writeCategoryNames(tx as unknown as Db, id, written);
    await bumpVersion(tx as unknown as Db, operatorId);
  });
  return categoryOne(db, operatorId, id);
}

export async function deleteFaqCategory(db: Db, operatorId: string, id: string) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: faqs.id })
      .from(faqs)
      .where(and(eq(faqs.operatorId, operatorId), eq(faqs.categoryId, id)))
      .limit(1);
    if (used) throw conflict('faq.category_not_empty');
    faqCategory.found(
      await tx.delete(faqCategories).where(faqCategory.where(operatorId, id)).returning({ id: faqCategories.id }),
    );
    await bumpVersion(tx as unknown as Db, operatorId);
    return { id };
  });
}

export async function orderFaqCategories(db: Db, operatorId: string, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const where = eq(faqCategories.operatorId, operatorId);
    const current = await tx.select({ id: faqCategories.id }).from(faqCategories).where(where);
    checkedOrder(
      ids,
      current.map((r) => r.id),
    );
    await tx
      .update(faqCategories)
      .set({ position: positionIn(ids, faqCategories.id) })
      .where(where);
    await bumpVersion(tx as unknown as Db, operatorId);
  });
  return { ok: true as const };
}

// The apps -------------------------------------------------------------------------------------

type AppQuery = v.InferOutput<typeof AppFaqsQuerySchema>;
type AppAnswer = { version: number; etag: string; data: AppFaqsData };

/**
 * The apps' answers by (operator, language, audience), each with the FAQ version it was built from: an answer is
 * served again while the database's version is the same (one small query), rebuilt once it changed, so an instance
 * never serves an answer older than the last change, whichever instance made it.
 */
const appCache = new Map<string, AppAnswer>();
const APP_CACHE_MAX = 2000;

/** The published FAQs an app reads, and their ETag. */
export async function appFaqs(db: Db, operatorId: string, query: AppQuery): Promise<AppAnswer> {
  const [state] = await db
    .select({ languages: operators.languages, version: sql<number>`coalesce(${faqVersions.version}, 0)::int` })
    .from(operators)
    .leftJoin(faqVersions, eq(faqVersions.operatorId, operators.id))
    .where(eq(operators.id, operatorId))
    .limit(1);
  const enabled = state?.languages ?? [];
  const version = Number(state?.version ?? 0);
  const defaultLang = defaultLanguageOf(enabled);
  const lang = query.lang ?? defaultLang;
  const audience = query.audience ?? 'all';
  const key = `${operatorId}|${lang}|${audience}`;
  const cached = appCache.get(key);
  if (cached && cached.version === version) return cached;

  const [categories, questions] = await Promise.all([
    db
      .select({ id: faqCategories.id, names: categoryNamesOf(outer('faq_categories', 'id')) })
      .from(faqCategories)
      .where(eq(faqCategories.operatorId, operatorId))
      .orderBy(asc(faqCategories.position), asc(faqCategories.createdAt), asc(faqCategories.id)),
    db
      .select({ id: faqs.id, categoryId: faqs.categoryId, texts: faqTexts })
      .from(faqs)
      .where(
        and(
          eq(faqs.operatorId, operatorId),
          eq(faqs.published, true),
          query.audience ? inArray(faqs.audience, [query.audience, 'both']) : undefined,
        ),
      )
      .orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id)),
  ]);
  const data: AppFaqsData = {
    lang,
    defaultLang,
    categories: categories.flatMap((c) => {
      const items = questions.flatMap((q) => {
        if (q.categoryId !== c.id) return [];
        const picked = pickTranslation(dated(q.texts), lang, defaultLang);
        return picked
          ? [{ id: q.id, question: picked.value.question, answer: picked.value.answer, fallback: picked.fallback }]
          : [];
      });
      const name = pickTranslation(dated(c.names), lang, defaultLang);
      return items.length && name ? [{ id: c.id, name: name.value.name, fallback: name.fallback, faqs: items }] : [];
    }),
  };
  const tag = createHash('sha256').update(`${operatorId}|${version}|${lang}|${audience}`).digest('base64url');
  const answer = { version, etag: `W/"faqs-${tag.slice(0, 22)}"`, data };
  if (appCache.size >= APP_CACHE_MAX) appCache.clear();
  appCache.set(key, answer);
  return answer;
}

/** Whether an If-None-Match header names `etag` (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
