import { keepPreviousData, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { api, apiDownload, apiList } from '@/lib/api-client';
import type { Endpoint, InputOf } from '@/shared/api/endpoint';
import { type ListRowOf, listOf } from '@/shared/api/list';
import type { ExportSpec } from './types';

/** A page of rows; `totalCapped` when more than `total` rows match (the server counts up to a cap, decision 010). */
export type ListPage<Row> = { rows: Row[]; total: number; totalCapped?: true };

/** The query of a list call, as a list's declaration builds it (`apiQuery`). */
export type ListQuery = Record<string, string | number>;

/**
 * Where a list's pages come from: the query options of one page (the route's loader prefetches them, the screen
 * reads them), whose selected value is the page of rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: the cached answer (the endpoint's `data`) and the key are each list's own
export type ListSource<Row> = (query: ListQuery) => UseQueryOptions<any, Error, ListPage<Row>, any>;

/**
 * The list source of an endpoint, read the way the endpoint declares its list shape: one page under
 * `[...queryKey, query]` (mutations update or invalidate every page under `queryKey`), the previous page on screen
 * while the next one loads. The cache keeps the endpoint's `data` (a list whose total comes in a header keeps the
 * page read from the answer); `fixed` parameters go with every call and key (e.g. the payment type).
 */
export function listSource<E extends Endpoint>(
  endpoint: E,
  queryKey: readonly unknown[],
  fixed: ListQuery = {},
): ListSource<ListRowOf<E>> {
  type Row = ListRowOf<E>;
  // The declaration's query is the endpoint's query by construction (its sort fields and filters).
  const input = (query: ListQuery) => ({ query: { ...query, ...fixed } }) as Partial<InputOf<E>>;
  const key = (query: ListQuery): readonly unknown[] => [...queryKey, { ...query, ...fixed }];
  if (endpoint.list?.totalHeader || endpoint.list?.cappedHeader) {
    return (query) =>
      queryOptions({
        queryKey: key(query),
        queryFn: ({ signal }): Promise<ListPage<Row>> => apiList<E, Row>(endpoint, input(query), { signal }),
        placeholderData: keepPreviousData,
      });
  }
  // One function for every page: the query keeps its selected page while the answer stays the same.
  const select = (data: unknown): ListPage<Row> => listOf<Row>(endpoint, data);
  return (query) =>
    queryOptions({
      queryKey: key(query),
      queryFn: ({ signal }) => api(endpoint, input(query), { signal }),
      select,
      placeholderData: keepPreviousData,
    });
}

/**
 * A resource's query keys: everything under `[name]`, its list pages under `[name, 'list']` (`listSource`), one
 * record under `[name, 'detail', id]`. A resource adds keys of its own beside them.
 */
export function resourceKeys<N extends string>(name: N) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (query: object) => [name, 'list', query] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };
}

/**
 * A list's CSV export from its export endpoint: the file `fileName` of the list's filter and order, streamed with
 * its progress; `fixed` parameters go with the query (as with `listSource`).
 */
export function exportOf<E extends Endpoint>(endpoint: E, fileName: string, fixed: ListQuery = {}): ExportSpec {
  return {
    fileName,
    // The declaration's query is the endpoint's query by construction (its sort fields and filters).
    download: (query, onProgress, signal) =>
      apiDownload(endpoint, { query: { ...query, ...fixed } } as Partial<InputOf<E>>, { onProgress, signal }),
  };
}
