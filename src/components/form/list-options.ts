import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { Endpoint, InputOf } from '@/shared/api/endpoint';
import type { SearchOption } from './search-select';

/** How many options a picker asks for at a time. */
export const OPTIONS_PAGE_SIZE = 20;

/**
 * A `SearchSelect`'s options read from a list endpoint: its first 20 rows, or the 20 the server finds for the
 * typed term (`search`), each worded by `option`. The previous answer stays while the next loads; an answer is
 * fresh for a minute. `query` adds the endpoint's own filters or sort (e.g. a level, sorted by name).
 */
export const listOptions =
  <E extends Endpoint, Row>(
    endpoint: E,
    key: (search: string) => QueryKey,
    option: (row: Row) => SearchOption,
    query: Partial<InputOf<E>['query']> = {},
  ) =>
  (search: string) =>
    queryOptions({
      queryKey: key(search),
      queryFn: async ({ signal }) => {
        const input = { query: { ...query, pageSize: OPTIONS_PAGE_SIZE, ...(search ? { search } : {}) } };
        const page = await apiList<E, Row>(endpoint, input as Partial<InputOf<E>>, { signal, background: true });
        return page.rows.map(option);
      },
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    });
