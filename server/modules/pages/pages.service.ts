import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { diffWords } from 'diff';
import type * as v from 'valibot';
import { PAGES_LIST } from '../../../src/shared/lists';
import type { FieldMessages } from '../../../src/shared/messages';
import type {
  DiffPart,
  PageBodySchema,
  PageCompare,
  PageDetail,
  PageRow,
  PagesListQuerySchema,
  PageStatus,
  PageVersion,
  PageVersionSummary,
  AppPage,
} from '../../../src/shared/schemas/pages';
import type { Db } from '../../db/client';
import { admins, contentPages, contentPageTexts, contentPageVersions, operators } from '../../db/schema';
import type { PageVersionText } from '../../db/schema/pages';
import { conflict, fieldError, notFound, unprocessable } from '../../lib/errors';
import { containsPattern, orderOf, pageWindow, type SortSpec } from '../../lib/list';
import { pageText, sanitizePageHtml } from '../../lib/safe-html';
import { scoped } from '../../lib/scoped';
import { defaultLanguageOf, isOutdated, missingLanguages, pickTranslation } from '../../lib/translations';

/** A page of the operator by id: a malformed, unknown or other operator's id is `page.not_found`. */
export const page = scoped(contentPages, 'page.not_found');

type PageRecord = typeof contentPages.$inferSelect;
type TextRecord = typeof contentPageTexts.$inferSelect;
type Body = v.InferOutput<typeof PageBodySchema>;
type ListQuery = v.InferOutput<typeof PagesListQuerySchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The operator's enabled languages, the default (first) one first. */
async function languagesOf(db: Db, operatorId: string): Promise<string[]> {
  const [row] = await db
    .select({ languages: operators.languages })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row?.languages ?? ['en-US'];
}

function statusOf(row: Pick<PageRecord, 'publishedAt' | 'draftUpdatedAt'>): PageStatus {
  if (!row.publishedAt) return 'draft';
  return row.draftUpdatedAt && row.draftUpdatedAt > row.publishedAt ? 'changed' : 'published';
}

/** The languages of `texts` older than the default language's last change. */
const outdatedOf = (texts: readonly Pick<TextRecord, 'lang' | 'updatedAt'>[], defaultLang: string) => {
  const source = texts.find((t) => t.lang === defaultLang);
  return texts.filter((t) => isOutdated(t, source)).map((t) => t.lang);
};

async function textsOf(db: Db, pageIds: string[]): Promise<TextRecord[]> {
  if (pageIds.length === 0) return [];
  return db.select().from(contentPageTexts).where(inArray(contentPageTexts.pageId, pageIds));
}

// The list ----------------------------------------------------------------------------------------

const SORT: SortSpec<(typeof PAGES_LIST.sortFields)[number]> = {
  list: PAGES_LIST,
  fields: { slug: contentPages.slug, publishedAt: contentPages.publishedAt, updatedAt: contentPages.updatedAt },
  tieBreaker: [contentPages.slug, contentPages.id],
};

export async function listPages(db: Db, operatorId: string, query: ListQuery) {
  const languages = await languagesOf(db, operatorId);
  const defaultLang = defaultLanguageOf(languages);
  const pattern = containsPattern(query.search);
  const where = and(
    eq(contentPages.operatorId, operatorId),
    query.audience === undefined || query.audience === 'all' ? undefined : eq(contentPages.audience, query.audience),
    pattern
      ? or(
          ilike(contentPages.slug, pattern),
          sql`exists (select 1 from ${contentPageTexts} where ${contentPageTexts.pageId} = ${contentPages.id} and ${contentPageTexts.title} ilike ${pattern})`,
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentPages)
      .where(where)
      .orderBy(...orderOf(SORT, query))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contentPages).where(where),
  ]);
  const texts = await textsOf(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((row): PageRow => {
    const own = texts.filter((t) => t.pageId === row.id);
    const picked = pickTranslation(own, query.lang ?? defaultLang, defaultLang);
    return {
      id: row.id,
      slug: row.slug,
      audience: row.audience,
      reserved: row.reserved,
      title: picked?.value.title ?? null,
      titleLang: picked?.value.lang ?? null,
      fallback: picked?.fallback ?? false,
      status: statusOf(row),
      publishedNumber: row.publishedNumber,
      publishedAt: iso(row.publishedAt),
      missing: missingLanguages(own, languages),
      outdated: outdatedOf(own, defaultLang),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { data, total: total?.n ?? 0 };
}

// One page ---------------------------------------------------------------------------------------------

export async function pageDetail(db: Db, operatorId: string, id: string): Promise<PageDetail> {
  const row = page.found(await db.select().from(contentPages).where(page.where(operatorId, id)).limit(1));
  const [languages, texts] = await Promise.all([languagesOf(db, operatorId), textsOf(db, [id])]);
  const defaultLang = defaultLanguageOf(languages);
  const outdated = outdatedOf(texts, defaultLang);
  const order = (lang: string) => (languages.includes(lang) ? languages.indexOf(lang) : languages.length);
  return {
    id: row.id,
    slug: row.slug,
    audience: row.audience,
    reserved: row.reserved,
    status: statusOf(row),
    publishedNumber: row.publishedNumber,
    publishedAt: iso(row.publishedAt),
    draftUpdatedAt: iso(row.draftUpdatedAt),
    languages,
    defaultLanguage: defaultLang,
    texts: [...texts]
      .sort((a, b) => order(a.lang) - order(b.lang))
      .map((t) => ({
        lang: t.lang,
        title: t.title,
        // Sanitised when saved, and again on the way out.
        body: sanitizePageHtml(t.body),
        updatedAt: t.updatedAt.toISOString(),
        outdated: outdated.includes(t.lang),
      })),
    missing: missingLanguages(texts, languages),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The body's texts checked against the operator's languages, sanitised, blank languages left out. */
function draftTexts(body: Body, languages: string[]) {
  const errors: FieldMessages = {};
  const texts = new Map<string, { title: string; body: string }>();
  for (const [lang, text] of Object.entries(body.texts)) {
    if (!languages.includes(lang)) {
      errors[`texts.${lang}`] = fieldError('page.language_not_enabled');
      continue;
    }
    const html = sanitizePageHtml(text.body);
    const blankBody = pageText(html) === '' && !/<img\s/i.test(html);
    if (text.title === '' && blankBody) continue;
    if (text.title === '') errors[`texts.${lang}.title`] = fieldError('validations.required');
    texts.set(lang, { title: text.title, body: blankBody ? '' : html });
  }
  const defaultLang = defaultLanguageOf(languages);
  if (!texts.has(defaultLang) && !errors[`texts.${defaultLang}.title`])
    errors[`texts.${defaultLang}.title`] = fieldError('page.default_language_required');
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return texts;
}

async function slugTaken(db: Db, operatorId: string, slug: string, except: string | null) {
  const [row] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.operatorId, operatorId), eq(contentPages.slug, slug)))
    .limit(1);
  return row !== undefined && row.id !== except;
}

const SLUG_TAKEN = () => unprocessable({ slug: fieldError('page.slug_taken') });
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Adds a page with its draft. */
export async function createPage(db: Db, operatorId: string, body: Body): Promise<PageDetail> {
  const texts = draftTexts(body, await languagesOf(db, operatorId));
  if (await slugTaken(db, operatorId, body.slug, null)) throw SLUG_TAKEN();
  const now = new Date();
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentPages)
        .values({ operatorId, slug: body.slug, audience: body.audience, draftUpdatedAt: now })
        .returning({ id: contentPages.id });
      const pageId = (row as { id: string }).id;
      await tx
        .insert(contentPageTexts)
        .values([...texts].map(([lang, text]) => ({ pageId, lang, ...text, updatedAt: now })));
      return pageId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw SLUG_TAKEN();
    throw error;
  }
  return pageDetail(db, operatorId, id);
}

/**
 * Saves the draft: the address (a reserved page keeps its own), the audience and every language's text. A
 * language whose title or body changed is stamped now (so a translation older than the default language's text
 * reads as outdated); an unchanged one keeps its time; a language left out is removed.
 */
export async function updatePage(db: Db, operatorId: string, id: string, body: Body): Promise<PageDetail> {
  const row = page.found(await db.select().from(contentPages).where(page.where(operatorId, id)).limit(1));
  if (row.reserved && body.slug !== row.slug) throw unprocessable({ slug: fieldError('page.reserved') });
  const texts = draftTexts(body, await languagesOf(db, operatorId));
  if (body.slug !== row.slug && (await slugTaken(db, operatorId, body.slug, id))) throw SLUG_TAKEN();
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const existing = await tx.select().from(contentPageTexts).where(eq(contentPageTexts.pageId, id));
      let changed = false;
      for (const old of existing) {
        if (!texts.has(old.lang)) {
          await tx
            .delete(contentPageTexts)
            .where(and(eq(contentPageTexts.pageId, id), eq(contentPageTexts.lang, old.lang)));
          changed = true;
        }
      }
      for (const [lang, text] of texts) {
        const old = existing.find((t) => t.lang === lang);
        if (old && old.title === text.title && old.body === text.body) continue;
        changed = true;
        await tx
          .insert(contentPageTexts)
          .values({ pageId: id, lang, ...text, updatedAt: now })
          .onConflictDoUpdate({
            target: [contentPageTexts.pageId, contentPageTexts.lang],
            set: { title: text.title, body: text.body, updatedAt: now },
          });
      }
      await tx
        .update(contentPages)
        .set({
          slug: body.slug,
          audience: body.audience,
          updatedAt: now,
          ...(changed ? { draftUpdatedAt: now } : {}),
        })
        .where(page.where(operatorId, id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw SLUG_TAKEN();
    throw error;
  }
  return pageDetail(db, operatorId, id);
}

export async function deletePage(db: Db, operatorId: string, id: string) {
  const row = page.found(await db.select().from(contentPages).where(page.where(operatorId, id)).limit(1));
  if (row.reserved) throw conflict('page.reserved');
  await db.delete(contentPages).where(page.where(operatorId, id));
  return { id };
}

// Versions ---------------------------------------------------------------------------------------------

/** Publishes the draft: every language of it becomes version n + 1, which the apps read from now on. */
export async function publishPage(db: Db, operatorId: string, id: string, adminId: string) {
  const languages = await languagesOf(db, operatorId);
  const defaultLang = defaultLanguageOf(languages);
  const [admin] = await db
    .select({ firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  const number = await db.transaction(async (tx) => {
    // One publish of a page at a time: the row lock orders them, so numbers never collide.
    page.found(await tx.select().from(contentPages).where(page.where(operatorId, id)).for('update'));
    const byLanguage = (lang: string) => languages.indexOf(lang) + 1 || languages.length + 1;
    const texts = (await tx.select().from(contentPageTexts).where(eq(contentPageTexts.pageId, id))).sort(
      (a, b) => byLanguage(a.lang) - byLanguage(b.lang),
    );
    if (!texts.some((t) => t.lang === defaultLang && t.title !== '')) throw conflict('page.nothing_to_publish');
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${contentPageVersions.number}), 0)::int` })
      .from(contentPageVersions)
      .where(eq(contentPageVersions.pageId, id));
    const next = (last?.n ?? 0) + 1;
    const now = new Date();
    const [version] = await tx
      .insert(contentPageVersions)
      .values({
        pageId: id,
        number: next,
        texts: texts.map((t) => ({ lang: t.lang, title: t.title, body: t.body, updatedAt: t.updatedAt.toISOString() })),
        publishedBy: adminId,
        publishedByName: admin ? `${admin.firstName} ${admin.lastName}`.trim() : '',
        publishedAt: now,
      })
      .returning({ id: contentPageVersions.id });
    await tx
      .update(contentPages)
      .set({ publishedVersionId: (version as { id: string }).id, publishedNumber: next, publishedAt: now })
      .where(page.where(operatorId, id));
    return next;
  });
  return { detail: await pageDetail(db, operatorId, id), number };
}

type VersionRecord = typeof contentPageVersions.$inferSelect;

const summaryOf = (v: VersionRecord): PageVersionSummary => ({
  id: v.id,
  number: v.number,
  publishedAt: v.publishedAt.toISOString(),
  publishedByName: v.publishedByName,
  languages: v.texts.map((t) => t.lang),
});

export async function pageVersions(db: Db, operatorId: string, id: string) {
  page.found(await db.select({ id: contentPages.id }).from(contentPages).where(page.where(operatorId, id)).limit(1));
  const rows = await db
    .select()
    .from(contentPageVersions)
    .where(eq(contentPageVersions.pageId, id))
    .orderBy(desc(contentPageVersions.number));
  return { data: rows.map(summaryOf) };
}

/** A version by its number (`1`, `2`, …): anything else, or another operator's page, is a 404. */
async function findVersion(db: Db, operatorId: string, id: string, number: string): Promise<VersionRecord> {
  page.found(await db.select({ id: contentPages.id }).from(contentPages).where(page.where(operatorId, id)).limit(1));
  if (!/^[1-9]\d{0,5}$/.test(number)) throw notFound('page.version_not_found');
  const [row] = await db
    .select()
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.pageId, id), eq(contentPageVersions.number, Number(number))))
    .limit(1);
  if (!row) throw notFound('page.version_not_found');
  return row;
}

export async function pageVersion(db: Db, operatorId: string, id: string, number: string): Promise<PageVersion> {
  const row = await findVersion(db, operatorId, id, number);
  return { ...summaryOf(row), texts: row.texts.map((t) => ({ ...t, body: sanitizePageHtml(t.body) })) };
}

/** Copies a version into the draft (every language; each keeps the time it was written). Nothing is published. */
export async function restoreVersion(db: Db, operatorId: string, id: string, number: string) {
  const version = await findVersion(db, operatorId, id, number);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(contentPageTexts).where(eq(contentPageTexts.pageId, id));
    if (version.texts.length > 0) {
      await tx.insert(contentPageTexts).values(
        version.texts.map((t) => ({
          pageId: id,
          lang: t.lang,
          title: t.title,
          body: t.body,
          updatedAt: new Date(t.updatedAt),
        })),
      );
    }
    await tx.update(contentPages).set({ draftUpdatedAt: now, updatedAt: now }).where(page.where(operatorId, id));
  });
  return { detail: await pageDetail(db, operatorId, id), number: version.number };
}

const partsOf = (from: string, to: string): DiffPart[] =>
  diffWords(from, to).map((p) => ({ value: p.value, added: p.added === true, removed: p.removed === true }));

/** A version against another version or the draft, per language: the words of the title and of the body. */
export async function comparePage(
  db: Db,
  operatorId: string,
  id: string,
  query: { from: string; to: string },
): Promise<PageCompare> {
  const side = async (which: string): Promise<Pick<PageVersionText, 'lang' | 'title' | 'body'>[]> => {
    if (which !== 'draft') return (await findVersion(db, operatorId, id, which)).texts;
    page.found(await db.select({ id: contentPages.id }).from(contentPages).where(page.where(operatorId, id)).limit(1));
    return textsOf(db, [id]);
  };
  const [from, to, languages] = await Promise.all([side(query.from), side(query.to), languagesOf(db, operatorId)]);
  const langs = [...new Set([...from, ...to].map((t) => t.lang))].sort(
    (a, b) => (languages.indexOf(a) + 1 || 99) - (languages.indexOf(b) + 1 || 99),
  );
  return {
    from: query.from,
    to: query.to,
    languages: langs.map((lang) => {
      const a = from.find((t) => t.lang === lang);
      const b = to.find((t) => t.lang === lang);
      const title = partsOf(a?.title ?? '', b?.title ?? '');
      const body = partsOf(pageText(a?.body ?? ''), pageText(b?.body ?? ''));
      return { lang, changed: [...title, ...body].some((p) => p.added || p.removed), title, body };
    }),
  };
}

// The apps ---------------------------------------------------------------------------------------------

type ServedVersion = { number: number; publishedAt: string; texts: (PageVersionText & { at: Date })[] };

/**
 * Published versions never change, so the apps' answers are cached by version id: a publish (on any instance)
 * moves the page's pointer, which every request reads (one indexed row), and the old entry is simply no longer
 * asked for. Sanitised once per version and process; the oldest entries go past `VERSION_CACHE_MAX`.
 */
const versionCache = new Map<string, ServedVersion>();
const VERSION_CACHE_MAX = 2000;

async function servedVersion(db: Db, versionId: string): Promise<ServedVersion | null> {
  const cached = versionCache.get(versionId);
  if (cached) return cached;
  const [row] = await db.select().from(contentPageVersions).where(eq(contentPageVersions.id, versionId)).limit(1);
  if (!row) return null;
  const served: ServedVersion = {
    number: row.number,
    publishedAt: row.publishedAt.toISOString(),
    texts: row.texts.map((t) => ({ ...t, body: sanitizePageHtml(t.body), at: new Date(t.updatedAt) })),
  };
  if (versionCache.size >= VERSION_CACHE_MAX) versionCache.delete(versionCache.keys().next().value as string);
  versionCache.set(versionId, served);
  return served;
}

/** The last published version of a page in `lang`, else the default language's; null when there is none. */
export async function appPage(
  db: Db,
  operatorId: string,
  slug: string,
  lang: string | undefined,
): Promise<{ page: AppPage; etag: string } | null> {
  const [row] = await db
    .select({
      versionId: contentPages.publishedVersionId,
      audience: contentPages.audience,
      languages: operators.languages,
    })
    .from(contentPages)
    .innerJoin(operators, eq(operators.id, contentPages.operatorId))
    .where(and(eq(contentPages.operatorId, operatorId), eq(contentPages.slug, slug)))
    .limit(1);
  if (!row?.versionId) return null;
  const version = await servedVersion(db, row.versionId);
  if (!version) return null;
  const defaultLang = defaultLanguageOf(row.languages);
  const picked = pickTranslation(
    version.texts.map((t) => ({ ...t, updatedAt: t.at })),
    lang ?? defaultLang,
    defaultLang,
  );
  if (!picked) return null;
  const { value } = picked;
  return {
    page: {
      slug,
      audience: row.audience,
      lang: value.lang,
      title: value.title,
      body: value.body,
      fallback: picked.fallback,
      outdated: picked.outdated,
      version: version.number,
      publishedAt: version.publishedAt,
    },
    // The version, the language asked for and the one served: the same on every instance.
    etag: `"${row.versionId}.${lang ?? defaultLang}.${value.lang}"`,
  };
}
