import * as v from 'valibot';
import { pagingEntries, UuidSchema } from './common';

/**
 * The list contract every resource list shares (the list kit, `src/components/list/` and
 * `server/lib/list.ts`): server-side sort by a whitelist of the row's field names, bulk actions that report
 * per row, and the screens whose views can be saved.
 */

/** The longest search term a list accepts. */
export const SEARCH_MAX = 100;

/**
 * Every list's `search` query parameter: optional text, trimmed, at most SEARCH_MAX characters, described for the
 * OpenAPI document by `description` (what it matches on that list).
 */
export const searchEntry = (description?: string) =>
  v.optional(
    v.pipe(
      v.string('search must be text'),
      v.trim(),
      v.maxLength(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`),
      v.description(description ?? 'Case-insensitive "contains" match'),
    ),
  );

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/**
 * `sortBy` / `sortDir` query entries of a list: `sortBy` must be one of the fields the list declares
 * sortable (anything else answers 422), `sortDir` asc or desc. Absent = the list's default order.
 */
export function sortEntries<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortBy: v.optional(
      v.pipe(
        v.picklist(fields, `sortBy must be one of: ${fields.join(', ')}`),
        v.description(`Sort column: one of ${fields.join(', ')} (default: the list's own order)`),
      ),
    ),
    sortDir: v.optional(
      v.pipe(
        v.picklist(SORT_DIRS, 'sortDir must be asc or desc'),
        v.description('asc or desc (default desc for dates and amounts, asc for names)'),
      ),
    ),
  };
}

/**
 * A list's query (paging, its filters, its sort) and its export's (the same filters and sort, every matching row),
 * from the list's contract: the sort whitelist and the page size a request that names none gets (`pageSize`, when
 * the server's default is not the console's).
 */
export function listQueries<const F extends readonly [string, ...string[]], E extends v.ObjectEntries>(
  list: { sortFields: F; defaultPageSize: number },
  filters: E,
  pageSize = list.defaultPageSize,
) {
  const entries = { ...filters, ...sortEntries(list.sortFields) };
  return { list: v.object({ ...pagingEntries(pageSize), ...entries }), export: v.object(entries) };
}

/** The screens whose list views a user can save (`GET /saved-views?screen=`). */
export const LIST_SCREENS = [
  'bookings',
  'merchants',
  'agents',
  'customers',
  'providers',
  'sub-admins',
  'categories',
  'sub-categories',
  'sub-sub-categories',
  'service-types',
  'products',
  'transactions',
  'payouts',
  'report-users',
  'report-orders',
  'report-suppliers',
  'report-agents',
  'report-products',
  'pages',
  'faqs',
  'support-customer',
  'support-provider',
  'cities',
  'geofences',
] as const;
export type ListScreen = (typeof LIST_SCREENS)[number];

// Bulk actions ---------------------------------------------------------------------------------

/** The most rows one bulk action may change (selected ids, or "all N matching"). */
export const BULK_MAX_ROWS = 1000;

/** A row a bulk action did not change, and why: a message code with parameters and its English text. */
export const BulkRefusalSchema = v.object({
  id: UuidSchema,
  code: v.string(),
  params: v.record(v.string(), v.union([v.string(), v.number(), v.null()])),
  message: v.string(),
});
export type BulkRefusal = v.InferOutput<typeof BulkRefusalSchema>;

/** Which rows a bulk action applies to: the selected ids, or every row matching the list's filter. */
export const bulkTargetEntries = <F extends v.ObjectEntries>(filter: F) => ({
  ids: v.optional(
    v.pipe(
      v.array(UuidSchema, 'ids must be a list of ids'),
      v.minLength(1, 'ids must not be empty'),
      v.maxLength(BULK_MAX_ROWS, `at most ${BULK_MAX_ROWS} rows at once`),
      v.description('The selected rows (unknown ids and other operators’ ids are refused as not found)'),
    ),
  ),
  filter: v.optional(
    v.pipe(
      v.object(filter),
      v.description(`Every row matching this filter (the list's own query; at most ${BULK_MAX_ROWS} rows)`),
    ),
  ),
});

/** Exactly one of `ids` and `filter` (use in a `v.check` of the bulk body). */
export const oneBulkTarget = <T extends { ids?: unknown; filter?: unknown }>(b: T) =>
  (b.ids === undefined) !== (b.filter === undefined);
export const BULK_TARGET_MESSAGE = 'send either ids or filter';

/**
 * The total of a list page (decision 010): exact for the whole list and its tabs (maintained counters), counted
 * up to 1,000 for a search or any other filter (SEARCH_COUNT_CAP in server/lib/list.ts), with `totalCapped` when more match.
 */
export const listTotalEntries = {
  total: v.pipe(v.number(), v.description('Matching rows; a search counts up to 1,000')),
  totalCapped: v.optional(v.pipe(v.boolean(), v.description('true when more rows match than counted ("1,000+")'))),
};
