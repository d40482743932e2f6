import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { replaceCachedRow, useRowDelete, useRowMutation } from './row-cache';

const keys = {
  all: ['agents'] as const,
  lists: () => ['agents', 'list'] as const,
  detail: (id: string) => ['agents', 'detail', id] as const,
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('replaceCachedRow', () => {
  it('replaces the row with the same id in every cached page under the key, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(['agents', 'list', 1], {
      data: [
        { id: 'a', v: 1 },
        { id: 'b', v: 1 },
      ],
      total: 2,
    });
    client.setQueryData(['agents', 'list', 2], { data: [{ id: 'a', v: 1 }], total: 1 });
    client.setQueryData(['other', 'list'], { data: [{ id: 'a', v: 1 }], total: 1 });
    replaceCachedRow(client, ['agents', 'list'], { id: 'a', v: 2 });
    expect(client.getQueryData(['agents', 'list', 1])).toEqual({
      data: [
        { id: 'a', v: 2 },
        { id: 'b', v: 1 },
      ],
      total: 2,
    });
    expect(client.getQueryData(['agents', 'list', 2])).toEqual({ data: [{ id: 'a', v: 2 }], total: 1 });
    expect(client.getQueryData(['other', 'list'])).toEqual({ data: [{ id: 'a', v: 1 }], total: 1 });
  });

  it('replaces the row in a page kept as rows (a list whose total comes in a header)', () => {
    const client = new QueryClient();
    client.setQueryData(['agents', 'list', 1], { rows: [{ id: 'a', v: 1 }], total: 1 });
    replaceCachedRow(client, ['agents', 'list'], { id: 'a', v: 2 });
    expect(client.getQueryData(['agents', 'list', 1])).toEqual({ rows: [{ id: 'a', v: 2 }], total: 1 });
  });
});

describe('useRowMutation', () => {
  it('shows the server’s row in every cached page and marks the lists stale without refetching them', async () => {
    const { client, wrapper } = setup();
    const page = vi.fn().mockResolvedValue({ data: [{ id: 'a', v: 1 }] });
    await client.fetchQuery({ queryKey: ['agents', 'list', 1], queryFn: page });
    const onSaved = vi.fn();
    const { result } = renderHook(
      () => useRowMutation(keys, 'status', async (v: number) => ({ id: 'a', v }), { onSaved }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(2));
    expect(client.getQueryData(['agents', 'list', 1])).toEqual({ data: [{ id: 'a', v: 2 }] });
    expect(client.getQueryState(['agents', 'list', 1])?.isInvalidated).toBe(true);
    expect(page).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith({ id: 'a', v: 2 }, client);
    expect(client.getMutationCache().getAll()[0]?.options.mutationKey).toEqual(['agents', 'status']);
  });

  it('loads the lists on screen again with refetch (a filter may now leave the row out)', async () => {
    const { wrapper } = setup();
    const page = vi.fn().mockResolvedValue({ data: [{ id: 'a', v: 1 }] });
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['agents', 'list', 1], queryFn: page }),
        status: useRowMutation(keys, 'status', async (v: number) => ({ id: 'a', v }), { refetch: true }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual({ data: [{ id: 'a', v: 1 }] }));
    await act(() => result.current.status.mutateAsync(2));
    expect(page).toHaveBeenCalledTimes(2);
  });
});

describe('useRowDelete', () => {
  it('drops the deleted row’s record and loads the lists again', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(['agents', 'detail', 'a'], { id: 'a' });
    client.setQueryData(['agents', 'list', 1], { data: [{ id: 'a' }] });
    const { result } = renderHook(() => useRowDelete(keys, async () => null), { wrapper });
    await act(() => result.current.mutateAsync('a'));
    expect(client.getQueryData(['agents', 'detail', 'a'])).toBeUndefined();
    expect(client.getQueryState(['agents', 'list', 1])?.isInvalidated).toBe(true);
  });

  it('loads the lists again when the server refuses, and keeps the record', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(['agents', 'detail', 'a'], { id: 'a' });
    client.setQueryData(['agents', 'list', 1], { data: [{ id: 'a' }] });
    const { result } = renderHook(() => useRowDelete(keys, () => Promise.reject(new Error('in use'))), { wrapper });
    await act(() => result.current.mutateAsync('a').catch(() => undefined));
    expect(client.getQueryData(['agents', 'detail', 'a'])).toEqual({ id: 'a' });
    expect(client.getQueryState(['agents', 'list', 1])?.isInvalidated).toBe(true);
  });
});
