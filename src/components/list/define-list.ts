import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import type { Choice } from '@/shared/lists';
import type { ListScreen } from '@/shared/schemas/list';
import { SEARCH_MAX, SORT_DIRS, type SortDir } from '@/shared/schemas/list';

/**
 * The list kit's declaration: a screen says which filters, sorts, page sizes and debounce it has; the kit
 * derives the URL search schema (lenient: a bad value in a hand-edited link falls back to the default), the
 * view with defaults filled in, the URL of a view (defaults left out), the API query (also the query key)
 * and a filter change that starts again at page 1. Nothing here renders: columns and labels are the
 * screen's, controls are the kit's (`ListScreen`).
 */

/** Search debounce the spec gives per list (part 2 §9). */
export type SearchDebounce = 300 | 400 | 1000;

type Scalar = string | number | boolean;

/** One option of a select / status / tab filter: its value and its label (translated when shown). */
export type FilterOption<T extends Scalar> = { value: T; label: MessageDescriptor };

/**
 * A choice filter's options from the values its list's contract declares (src/shared/lists.ts): "no filter" first
 * (and the default), then the others in order, each with its label. A missing or extra label is a type error.
 */
export const choiceOptions = <const A extends Scalar, const V extends Scalar>(
  choice: Choice<A, V>,
  labels: NoInfer<Record<`${A | V}`, MessageDescriptor>>,
) => ({
  options: [choice.all, ...choice.values].map((value) => ({ value, label: labels[`${value}`] })),
  defaultValue: choice.all,
});

export type TextFilter = { kind: 'text'; max?: number; label: MessageDescriptor; placeholder?: MessageDescriptor };
/** A list's search box: as long a term as the server takes (SEARCH_MAX), its label and placeholder. */
export const textSearch = (label: MessageDescriptor, placeholder: MessageDescriptor) =>
  ({ kind: 'text', max: SEARCH_MAX, label, placeholder }) as const;
export type SelectFilter<T extends Scalar = Scalar> = {
  /** `select` a dropdown, `status` the same with status labels, `tabs` a segmented row (boolean tabs). */
  kind: 'select' | 'status' | 'tabs';
  options: readonly FilterOption<T>[];
  /** The value that means "no filter": left out of the URL and of the API query. */
  defaultValue: T;
  label: MessageDescriptor;
};
export type DateRangeFilterSpec = {
  kind: 'dateRange';
  /** URL parameter names of the range's ends (e.g. from, to). */
  url: readonly [string, string];
  /** API parameter names of the range's ends (e.g. startDate, endDate). */
  api: readonly [string, string];
};
/** A list's date range: `from` and `to` in the URL, `startDate` and `endDate` (both inclusive) to the API. */
export const DATE_RANGE = { kind: 'dateRange', url: ['from', 'to'], api: ['startDate', 'endDate'] } as const;
/** One option of an entity filter, as the server names it (`detail`, shown under the name, tells equal names apart). */
export type EntityOption = { id: string; name: string; detail?: string | null };
/** Where an entity filter's options come from: the screen's server call. */
export type EntityOptionsSource = {
  /** The options' query key prefix (the search or the id is appended). */
  key: readonly string[];
  /** At most 50 options matching `search`, or the one whose id is `id` (none when the server knows no such id). */
  load: (query: { search?: string; id?: string }, signal: AbortSignal) => Promise<EntityOption[]>;
};
/**
 * A searchable select whose options come from the server (a supplier, a category): the value is the id, kept in
 * the URL under the filter's own name and sent to the API as `api` (default: the same name).
 */
export type EntityFilterSpec = {
  kind: 'entity';
  api?: string;
  options: EntityOptionsSource;
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  /** The clear button's name, e.g. "Clear supplier". */
  clearLabel: MessageDescriptor;
  /** Shown for an id the server does not know (deleted, or another operator's), e.g. "Unknown supplier". */
  unknownLabel: MessageDescriptor;
};
export type FilterSpec = TextFilter | SelectFilter | DateRangeFilterSpec | EntityFilterSpec;

export type DateRangeValue = { startDate: string; endDate: string } | null;
type FilterValue<F> = F extends TextFilter
  ? string
  : F extends SelectFilter<infer T>
    ? T
    : F extends DateRangeFilterSpec
      ? DateRangeValue
      : F extends EntityFilterSpec
        ? string | null
        : never;

export type ListSpec<Filters extends Record<string, FilterSpec>, Sort extends string> = {
  /** The saved-views screen name. */
  screen: ListScreen;
  filters: Filters;
  /** The fields the server sorts by (the row's field names). */
  sortFields: readonly Sort[];
  /** The server's own order when no sortBy is sent (shown on its column's header). */
  defaultSort?: { by: Sort; dir: SortDir };
  /** The direction a column sorts in first (dates and amounts: desc; names: asc). */
  firstSortDir?: Partial<Record<Sort, SortDir>>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  debounceMs: SearchDebounce;
};

export type ListView<Filters extends Record<string, FilterSpec>, Sort extends string> = {
  pageNumber: number;
  pageSize: number;
  sort: { by: Sort; dir: SortDir } | null;
  filters: { [K in keyof Filters]: FilterValue<Filters[K]> };
};

/** What the URL holds: every parameter optional (absent = the default). */
export type ListSearch = Record<string, string | number | boolean | undefined>;

/** A whole number from the URL: `?pageNumber=2` arrives as 2 (the router parses JSON) or "2". */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A bad value in a hand-edited link is dropped rather than failing the page. */
export const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day that exists (2026-02-31 does not). */
export const isIsoDay = (text: string) => {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};
const isoDay = v.pipe(v.string(), v.check(isIsoDay));
/** An entity's id (a uuid, any case), kept lowercase. */
const entityId = v.pipe(v.string(), v.trim(), v.uuid(), v.toLowerCase());

const textSchema = (max: number) =>
  // "1234" arrives as a number from the router's JSON parsing: searching digits (phones) must still work.
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.maxLength(max),
  );

function optionSchema(spec: SelectFilter) {
  const values = spec.options.map((o) => o.value);
  // The router parses `?status=1` as 1 and `?tab=true` as true; a hand-typed "1" is read as 1 too.
  return v.pipe(
    v.union([v.string(), v.number(), v.boolean()]),
    v.transform((raw) => values.find((value) => value === raw || String(value) === String(raw))),
    v.check((value) => value !== undefined),
  );
}

export type ListDefinition<Filters extends Record<string, FilterSpec>, Sort extends string> = ListSpec<
  Filters,
  Sort
> & {
  /** The route's `validateSearch`. */
  searchSchema: v.GenericSchema<unknown, ListSearch>;
  /** The view a URL describes, defaults filled in. */
  viewFrom: (search: ListSearch) => ListView<Filters, Sort>;
  /** The URL of a view: defaults left out, so links stay short. */
  searchFrom: (view: ListView<Filters, Sort>) => ListSearch;
  /** The list call's query (page 1-based; empty filters left out): also the query key. */
  apiQuery: (view: ListView<Filters, Sort>) => Record<string, string | number>;
  /** The filters as the API takes them (no paging, no sort): bulk "all matching" and exports. */
  apiFilter: (view: ListView<Filters, Sort>) => Record<string, string | number>;
  /** A filter, sort or page-size change: starts again at the first page. */
  withChange: (
    view: ListView<Filters, Sort>,
    patch: Partial<Omit<ListView<Filters, Sort>, 'pageNumber' | 'filters'>> & {
      filters?: Partial<ListView<Filters, Sort>['filters']>;
    },
  ) => ListView<Filters, Sort>;
  /** The order the rows are in: the chosen sort, else the server's default. */
  effectiveSort: (view: ListView<Filters, Sort>) => ListView<Filters, Sort>['sort'];
  /**
   * The sort after a click on a column's header: the sorted column turns round, another column sorts in
   * its first direction; the server's default order is no sort (left out of the URL).
   */
  nextSort: (view: ListView<Filters, Sort>, field: Sort) => ListView<Filters, Sort>['sort'];
  /** The names of the filters that are text searches (the search box). */
  textFilters: string[];
};

/** The URL search schema of a list (lenient: a bad value falls back to the default). */
function buildSearchSchema(spec: ListSpec<Record<string, FilterSpec>, string>): v.GenericSchema<unknown, ListSearch> {
  const entries: Record<string, v.GenericSchema> = {
    pageNumber: lenient(wholeNumber(1, 1_000_000)),
    pageSize: lenient(
      v.pipe(
        wholeNumber(1, 100),
        v.check((n) => spec.pageSizes.includes(n)),
      ),
    ),
    sortBy: lenient(v.picklist(spec.sortFields as readonly string[])),
    sortDir: lenient(v.picklist(SORT_DIRS)),
  };
  for (const [name, filter] of Object.entries(spec.filters)) {
    if (filter.kind === 'text') entries[name] = lenient(textSchema(filter.max ?? 100));
    else if (filter.kind === 'dateRange') {
      entries[filter.url[0]] = lenient(isoDay);
      entries[filter.url[1]] = lenient(isoDay);
    } else if (filter.kind === 'entity') entries[name] = lenient(entityId);
    else entries[name] = lenient(optionSchema(filter));
  }
  return v.object(entries) as unknown as v.GenericSchema<unknown, ListSearch>;
}

export function defineList<const Filters extends Record<string, FilterSpec>, const Sort extends string>(
  spec: ListSpec<Filters, Sort>,
): ListDefinition<Filters, Sort> {
  if (!spec.pageSizes.includes(spec.defaultPageSize)) throw new Error('defaultPageSize must be one of pageSizes');
  // Every list is defined while the start chunk is evaluated (the routes' validateSearch), but a visit parses the
  // search of the one screen it opens: each schema is built when it is first used, not at start-up (issue 22).
  let built: v.GenericSchema<unknown, ListSearch> | undefined;
  const searchSchema = v.lazy(() => {
    built ??= buildSearchSchema(spec);
    return built;
  }) as unknown as v.GenericSchema<unknown, ListSearch>;
  type View = ListView<Filters, Sort>;

  const viewFrom = (search: ListSearch): View => {
    const filters: Record<string, unknown> = {};
    for (const [name, filter] of Object.entries(spec.filters)) {
      if (filter.kind === 'text') filters[name] = search[name] ?? '';
      else if (filter.kind === 'dateRange') {
        const from = search[filter.url[0]];
        const to = search[filter.url[1]];
        // Half a range, or one that ends before it starts, is no range.
        filters[name] =
          typeof from === 'string' && typeof to === 'string' && from <= to ? { startDate: from, endDate: to } : null;
      } else if (filter.kind === 'entity') filters[name] = search[name] ?? null;
      else filters[name] = search[name] ?? filter.defaultValue;
    }
    const sortBy = search.sortBy as Sort | undefined;
    return {
      pageNumber: Number(search.pageNumber ?? 1),
      pageSize: Number(search.pageSize ?? spec.defaultPageSize),
      sort: sortBy ? { by: sortBy, dir: (search.sortDir as SortDir | undefined) ?? firstDir(sortBy) } : null,
      filters: filters as View['filters'],
    };
  };

  const firstDir = (field: Sort): SortDir => spec.firstSortDir?.[field] ?? 'asc';

  const filterParams = (view: View, to: 'url' | 'api') => {
    const out: Record<string, string | number> = {};
    for (const [name, filter] of Object.entries(spec.filters)) {
      const value = (view.filters as Record<string, unknown>)[name];
      if (filter.kind === 'text') {
        const text = String(value ?? '').trim();
        if (text) out[name] = text;
      } else if (filter.kind === 'dateRange') {
        const range = value as DateRangeValue;
        if (range) {
          const [from, until] = to === 'url' ? filter.url : filter.api;
          out[from] = range.startDate;
          out[until] = range.endDate;
        }
      } else if (filter.kind === 'entity') {
        if (typeof value === 'string' && value) out[to === 'url' ? name : (filter.api ?? name)] = value;
      } else if (value !== undefined && value !== filter.defaultValue) {
        out[name] = typeof value === 'boolean' ? String(value) : (value as string | number);
      }
    }
    return out;
  };

  const searchFrom = (view: View): ListSearch => {
    const search: ListSearch = {};
    if (view.pageNumber > 1) search.pageNumber = view.pageNumber;
    if (view.pageSize !== spec.defaultPageSize) search.pageSize = view.pageSize;
    if (view.sort) {
      search.sortBy = view.sort.by;
      if (view.sort.dir !== firstDir(view.sort.by)) search.sortDir = view.sort.dir;
    }
    return { ...search, ...filterParams(view, 'url') };
  };

  const apiFilter = (view: View) => filterParams(view, 'api');
  const apiQuery = (view: View) => {
    const query: Record<string, string | number> = { pageNumber: view.pageNumber, pageSize: view.pageSize };
    Object.assign(query, apiFilter(view));
    if (view.sort) {
      query.sortBy = view.sort.by;
      query.sortDir = view.sort.dir;
    }
    return query;
  };

  const withChange: ListDefinition<Filters, Sort>['withChange'] = (view, patch) => ({
    ...view,
    ...patch,
    filters: { ...view.filters, ...patch.filters } as View['filters'],
    pageNumber: 1,
  });

  const effectiveSort = (view: View): View['sort'] => view.sort ?? spec.defaultSort ?? null;
  const nextSort = (view: View, field: Sort): View['sort'] => {
    const current = effectiveSort(view);
    const dir: SortDir = current?.by === field ? (current.dir === 'asc' ? 'desc' : 'asc') : firstDir(field);
    const isDefault = spec.defaultSort?.by === field && spec.defaultSort.dir === dir;
    return isDefault ? null : { by: field, dir };
  };

  return {
    ...spec,
    searchSchema,
    viewFrom,
    searchFrom,
    apiQuery,
    apiFilter,
    withChange,
    effectiveSort,
    nextSort,
    textFilters: Object.entries(spec.filters)
      .filter(([, f]) => f.kind === 'text')
      .map(([name]) => name),
  };
}
