import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import { listOptions } from './list-options';

const merchants = listOptions(
  merchantEndpoints.merchantsList,
  (search) => ['merchant-options', search],
  (row: { id: string; name: string; phone: string | null }) => ({ id: row.id, name: row.name, detail: row.phone }),
  { sortBy: 'name' },
);

describe('listOptions', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ status: true, message: '', data: [{ id: 'm1', name: 'Sharma Cleaners', phone: '+91 1' }] }),
        { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } },
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const urlOf = () => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');

  it('asks the list endpoint for 20 rows matching the term, with its own query, and words each row', async () => {
    const options = await new QueryClient().fetchQuery(merchants('sharma'));
    expect(options).toEqual([{ id: 'm1', name: 'Sharma Cleaners', detail: '+91 1' }]);
    expect(Object.fromEntries(urlOf().searchParams)).toEqual({ sortBy: 'name', pageSize: '20', search: 'sharma' });
  });

  it('sends no search for an empty term and keys each term apart', async () => {
    await new QueryClient().fetchQuery(merchants(''));
    expect(urlOf().searchParams.has('search')).toBe(false);
    expect(merchants('').queryKey).toEqual(['merchant-options', '']);
  });
});
