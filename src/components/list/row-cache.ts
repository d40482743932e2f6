import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Puts the server's answer for one row into every cached page of a list under `key` (matched by id). */
export function replaceCachedRow<Row extends { id: string }>(queryClient: QueryClient, key: QueryKey, row: Row) {
  queryClient.setQueriesData<{ data: Row[] }>({ queryKey: key }, (page) =>
    page ? { ...page, data: page.data.map((r) => (r.id === row.id ? row : r)) } : page,
  );
}
