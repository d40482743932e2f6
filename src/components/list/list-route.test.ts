import { msg } from '@lingui/core/macro';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineList } from './define-list';
import { listRoute } from './list-route';
import type { ListQuery, ListSource } from './list-source';

const words = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/screen-words', () => ({ loadScreenWords: words }));

const list = defineList({
  screen: 'agents',
  filters: { search: { kind: 'text', max: 100, label: msg`Search` } },
  sortFields: ['name', 'createdAt'],
  defaultSort: { by: 'createdAt', dir: 'desc' },
  firstSortDir: { createdAt: 'desc' },
  pageSizes: [10, 20],
  defaultPageSize: 10,
  debounceMs: 300,
});

const source: ListSource<{ id: string }> = (query: ListQuery) =>
  queryOptions({ queryKey: ['things', 'list', query], queryFn: () => ({ rows: [], total: 0 }) });

const loaded = async (route: ReturnType<typeof listRoute>, search: Record<string, unknown>) => {
  const queryClient = new QueryClient();
  const deps = route.loaderDeps({ search: v.parse(route.validateSearch, search) });
  await route.loader({ context: { queryClient }, deps });
  await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1));
  return queryClient.getQueryCache().getAll()[0]?.queryKey;
};

describe('listRoute', () => {
  it('reads the URL leniently with the list’s declaration', () => {
    const route = listRoute(list, () => source);
    expect(v.parse(route.validateSearch, { pageSize: 7, sortBy: 'name', search: ' Asha ' })).toEqual({
      pageSize: undefined,
      pageNumber: undefined,
      sortBy: 'name',
      sortDir: undefined,
      search: 'Asha',
    });
  });

  it('starts the page the URL describes, sort sent only when the URL names one', async () => {
    const route = listRoute(list, () => Promise.resolve(source));
    expect(await loaded(route, { pageNumber: 3, search: 'Asha' })).toEqual([
      'things',
      'list',
      { pageNumber: 3, pageSize: 10, search: 'Asha' },
    ]);
    expect(await loaded(route, { sortBy: 'name' })).toEqual([
      'things',
      'list',
      { pageNumber: 1, pageSize: 10, sortBy: 'name', sortDir: 'asc' },
    ]);
  });

  it('loads the screen’s words before it renders only when asked to', async () => {
    words.mockClear();
    await loaded(
      listRoute(list, () => source),
      {},
    );
    expect(words).not.toHaveBeenCalled();
    await loaded(
      listRoute(list, () => source, { words: true }),
      {},
    );
    expect(words).toHaveBeenCalledOnce();
  });
});
