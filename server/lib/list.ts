import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { listCounts } from '../db/schema';
import type { ListContract } from '../../src/shared/lists';
import type { SortDir } from '../../src/shared/schemas/list';

/**
 * The list helper every list module uses: paging, the sort whitelist turned into SQL with a tie-breaker
 * that makes the order total, search patterns and the count. The query parameters themselves are
 * validated by the shared schemas (`sortEntries` in src/shared/schemas/list.ts: an unknown `sortBy` is 422
 * before a handler runs).
 */

export type Paging = { pageNumber: number; pageSize: number };
export type SortQuery<F extends string> = { sortBy?: F | undefined; sortDir?: SortDir | undefined };

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow({ pageNumber, pageSize }: Paging): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNumber - 1) * pageSize };
}

type SortKey = AnyPgColumn | SQL | SQL.Aliased;

/**
 * How one list sorts: the list's contract (src/shared/lists.ts: the whitelisted fields, the direction each sorts in
 * when the request names none, the order without sortBy), each field's column(s), and the tie-breaker (unique
 * columns, e.g. created_at and id) appended to every order so that pages never repeat or skip a row.
 */
export type SortSpec<F extends string> = {
  list: Pick<ListContract<F>, 'firstSortDir' | 'defaultSort'>;
  fields: Record<F, SortKey | SortKey[]>;
  /** The order without sortBy, when it is not the contract's `defaultSort` and the tie-breaker. */
  defaultOrder?: SQL[];
  /**
   * The tie-breaker after a field, in the field's direction, or — for fields whose index is kept the
   * other way round (e.g. status, created_at desc) — `opposite`.
   */
  tieBreaker: SortKey[];
  oppositeTieBreaker?: Partial<Record<F, true>>;
};

/** The direction of a request's sort: its own, else the field's first direction in the list's contract. */
export const sortDirOf = <F extends string>(spec: SortSpec<F>, field: F, dir: SortDir | undefined): SortDir =>
  dir ?? spec.list.firstSortDir[field] ?? 'asc';

/**
 * ORDER BY of a list request: the whitelisted field in its direction (without sortBy, the contract's default sort),
 * then the tie-breaker's columns that the field does not sort by already.
 */
export function orderOf<F extends string>(spec: SortSpec<F>, query: SortQuery<F>): SQL[] {
  if (!query.sortBy) {
    const { by, dir } = spec.list.defaultSort;
    return spec.defaultOrder ?? orderOf(spec, { sortBy: by, sortDir: dir });
  }
  const dir = sortDirOf(spec, query.sortBy, query.sortDir);
  const by = dir === 'asc' ? asc : desc;
  const keys = ([] as SortKey[]).concat(spec.fields[query.sortBy]);
  const tieDir = spec.oppositeTieBreaker?.[query.sortBy] ? (dir === 'asc' ? desc : asc) : by;
  const ties = spec.tieBreaker.filter((key) => !keys.includes(key));
  return [...keys.map((key) => by(key as AnyPgColumn)), ...ties.map((key) => tieDir(key as AnyPgColumn))];
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (backslash is the default escape). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The ILIKE pattern of a search term ("contains"), or null for an empty term. */
export function containsPattern(term: string | undefined): string | null {
  const text = term?.trim();
  return text ? `%${escapeLike(text)}%` : null;
}

/** `count(*)::int` as a selection: every list counts the same way. */
export const countAll = () => sql<number>`count(*)::int`;

/**
 * A filtered list counts its matches exactly up to this many; past it the answer says "more than 10,000"
 * (`totalCapped`, decision 010). An exact count costs every matching index entry (a search matching a
 * quarter of a million bookings: ~250 ms at 1M rows), a capped one at most COUNT_CAP + 1.
 */
export const COUNT_CAP = 10_000;

/** `count(*)` of `select 1 from <from> where <where>`, reading at most `cap` + 1 rows. */
export function cappedCount(from: SQL, where: SQL | undefined, cap = COUNT_CAP): SQL<number> {
  const filter = where ? sql` where ${where}` : sql``;
  return sql<number>`(select count(*)::int from (select 1 from ${from}${filter} limit ${cap + 1}) capped)`;
}

/**
 * The rows of `from` matching `base` and any of `parts`, as a sum over disjoint pieces: part i and none of the parts
 * before it (`is not true`: a null foreign key is "not matching"). Each piece can read the index of its own part
 * (one scan of all the parts together would build a bitmap of every match first), with no de-duplication of ids;
 * with `cap`, each piece stops after cap + 1 rows (so the sum passes the cap exactly when the total does).
 */
export function disjointCount(from: SQL, base: SQL | undefined, parts: SQL[], cap: number | null): SQL<number> {
  const pieces = parts.map((part, i) => {
    const where = and(base, part, ...parts.slice(0, i).map((before) => sql`(${before}) is not true`));
    return cap === null ? sql`(select count(*) from ${from} where ${where})` : cappedCount(from, where, cap);
  });
  return sql<number>`(${sql.join(pieces, sql` + `)})::int`;
}

/** The total a list answers: at most `cap`, with `totalCapped` when more rows match. */
export function cappedTotal(counted: number, cap = COUNT_CAP): { total: number; totalCapped: boolean } {
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}

/**
 * The entity lists (customers, providers, catalogue, payouts...) count a search, or any filter beyond their tabs,
 * up to this many ("1,000+"; decision 010). A search term such as "clean" matches a sixth of a million products;
 * finding 10,001 of them scans ~60,000 rows and ilike-tests each (25 ms of CPU per page at 1M rows, 330 ms p95
 * under ten connections), finding 1,001 a tenth of that. Nobody pages through a hundred pages of search results.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The lists whose totals `list_counts` keeps per bucket (migration 0019; the buckets are described there). */
export type CountedList =
  | 'customers'
  | 'providers'
  | 'agents'
  | 'sub-admins'
  | 'service-types'
  | 'categories'
  | 'products'
  | 'payouts'
  | 'faqs'
  | 'support'
  | 'cities'
  | 'geofences';

export type ListTotal = { total: number; totalCapped: boolean };

/**
 * The total of a list request (decision 010). When the filter is no more than a choice of the list's buckets
 * (`buckets`: 'all', or the bucket values it keeps), the exact total comes from the maintained counters: a
 * list of a million customers does not count a million rows on every page. Any other filter (`buckets: null`,
 * e.g. a search) counts the rows of `matching` up to `cap` (SEARCH_COUNT_CAP), with `totalCapped` past it.
 */
export async function listTotal(
  db: Db,
  o: {
    operatorId: string;
    list: CountedList;
    buckets: 'all' | readonly string[] | null;
    /** The matching rows, any columns (`db.select({ one: sql`1` }).from(…).where(…).$dynamic()`). */
    matching: PgSelect;
    cap?: number;
  },
): Promise<ListTotal> {
  const cap = o.cap ?? SEARCH_COUNT_CAP;
  if (o.buckets !== null) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${listCounts.total}), 0)::int` })
      .from(listCounts)
      .where(
        and(
          eq(listCounts.operatorId, o.operatorId),
          eq(listCounts.list, o.list),
          o.buckets === 'all' ? undefined : inArray(listCounts.bucket, [...o.buckets]),
        ),
      );
    return { total: Number(row?.total ?? 0), totalCapped: false };
  }
  const [row] = await db.select({ total: countAll() }).from(o.matching.limit(cap + 1).as('capped'));
  return cappedTotal(Number(row?.total ?? 0), cap);
}

/** `total` and, only when it is true, `totalCapped`: an exact answer keeps the list shape of the API brief. */
export const totalFields = ({ total, totalCapped }: ListTotal): { total: number; totalCapped?: true } =>
  totalCapped ? { total, totalCapped } : { total };

/** The rows of a `db.execute` answer (node-postgres and PGlite answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
