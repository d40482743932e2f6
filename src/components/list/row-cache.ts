import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Puts the server's answer for one row into every cached page of a list under `key` (matched by id): the cache keeps
 * the endpoint's answer (rows under `data`) or, for a list whose total comes in a header, the page read from it
 * (`rows`).
 */
export function replaceCachedRow<Row extends { id: string }>(queryClient: QueryClient, key: QueryKey, row: Row) {
  const swap = (rows: Row[]) => rows.map((r) => (r.id === row.id ? row : r));
  queryClient.setQueriesData<{ data: Row[] } | { rows: Row[] }>({ queryKey: key }, (page) =>
    page === undefined
      ? page
      : 'rows' in page
        ? { ...page, rows: swap(page.rows) }
        : { ...page, data: swap(page.data) },
  );
}

/** A resource's query keys (`resourceKeys`): its root, its lists and, when it has them, one record's. */
type RowKeys = { all: QueryKey; lists: () => QueryKey; detail?: (id: string) => QueryKey };

/**
 * A change to one row that answers with the row (a status toggle, Block): every cached page shows the server's row,
 * and the lists are marked stale (refetched when next shown, so the page on screen does not jump) or, with
 * `refetch`, loaded again (a status filter may now leave the row out). `onSaved` brings the row's other caches (its
 * page) up to date. Its mutation key is `[...keys.all, name]`.
 */
export function useRowMutation<Vars, Row extends { id: string }>(
  keys: RowKeys,
  name: string,
  mutationFn: (vars: Vars) => Promise<Row>,
  options: { refetch?: boolean; onSaved?: (row: Row, queryClient: QueryClient) => unknown } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...keys.all, name],
    mutationFn,
    onSuccess: async (row: Row) => {
      replaceCachedRow(queryClient, keys.lists(), row);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.lists(), refetchType: options.refetch ? 'active' : 'none' }),
        options.onSaved?.(row, queryClient),
      ]);
    },
  });
}

/**
 * Deletes a row by id: once deleted its record leaves the cache, and deleted or refused, the lists (or what
 * `invalidate` names) load again. Its mutation key is `[...keys.all, 'delete']`.
 */
export function useRowDelete(keys: RowKeys, mutationFn: (id: string) => Promise<unknown>, invalidate = keys.lists()) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...keys.all, 'delete'],
    mutationFn,
    onSuccess: (_data, id) => {
      if (keys.detail) queryClient.removeQueries({ queryKey: keys.detail(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}
