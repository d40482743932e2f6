import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/shared/api/endpoint';
import { exportOf, listSource, resourceKeys } from './list-source';

const row = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Asha' };
const Row = v.object({ id: v.string(), name: v.string() });
const inBody = {
  method: 'GET',
  path: '/things',
  summary: '',
  tag: 'things',
  auth: 'user',
  data: v.object({ things: v.array(Row), count: v.number(), capped: v.optional(v.boolean()) }),
  list: { rows: 'things', total: 'count', capped: 'capped' },
} as const satisfies Endpoint;
const inHeader = {
  ...inBody,
  data: v.array(Row),
  list: { rows: null, total: null, totalHeader: 'X-Total-Count' },
} as const satisfies Endpoint;

const answer = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('listSource', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('keeps the endpoint’s data in the cache and reads the page where the endpoint declares its rows', async () => {
    fetchMock.mockResolvedValue(answer({ things: [row], count: 1001, capped: true }));
    const options = listSource(inBody, ['things', 'list'])({ pageNumber: 2, search: 'As' });
    expect(options.queryKey).toEqual(['things', 'list', { pageNumber: 2, search: 'As' }]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toEqual({ things: [row], count: 1001, capped: true });
    expect(options.select?.(data)).toEqual({ rows: [row], total: 1001, totalCapped: true });
  });

  it('sends its fixed parameters with every page and keys the page by them', async () => {
    fetchMock.mockResolvedValue(answer({ things: [], count: 0 }));
    const options = listSource(inBody, ['things', 'list'], { type: 1 })({ pageNumber: 1 });
    expect(options.queryKey).toEqual(['things', 'list', { pageNumber: 1, type: 1 }]);
    await new QueryClient().fetchQuery(options);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageNumber: '1', type: '1' });
  });

  it('keeps the page itself when the total comes in a header the cache would not keep', async () => {
    fetchMock.mockResolvedValue(answer([row], { 'X-Total-Count': '42' }));
    const options = listSource(inHeader, ['things', 'list'])({ pageNumber: 1 });
    expect(options.select).toBeUndefined();
    expect(await new QueryClient().fetchQuery(options)).toEqual({ rows: [row], total: 42 });
  });

  it('selects with one function for every page, so a page unchanged is not read again', () => {
    const source = listSource(inBody, ['things', 'list']);
    expect(source({ pageNumber: 1 }).select).toBe(source({ pageNumber: 2 }).select);
  });
});

describe('exportOf', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('downloads the export endpoint with the list’s query and its fixed parameters, under the file’s name', async () => {
    fetchMock.mockResolvedValue(
      new Response('id\nA\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'X-Total-Count': '1' } }),
    );
    const spec = exportOf(inBody, 'things.csv', { level: '2' });
    expect(spec.fileName).toBe('things.csv');
    const progress = vi.fn();
    const blob = await spec.download({ search: 'As' }, progress, new AbortController().signal);
    expect(await blob.text()).toBe('id\nA\n');
    expect(progress).toHaveBeenLastCalledWith(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'As', level: '2' });
  });
});

describe('resourceKeys', () => {
  it('puts the lists and the records under the resource, so one prefix reaches every page or every record', () => {
    const keys = resourceKeys('things');
    expect(keys.all).toEqual(['things']);
    expect(keys.lists()).toEqual(['things', 'list']);
    expect(keys.list({ pageNumber: 1 })).toEqual(['things', 'list', { pageNumber: 1 }]);
    expect(keys.details()).toEqual(['things', 'detail']);
    expect(keys.detail('a')).toEqual(['things', 'detail', 'a']);
  });
});
