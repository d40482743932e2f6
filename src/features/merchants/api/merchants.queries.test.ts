import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantsList } from '../lib/merchants-list';
import { merchantKeys, merchantsListSource } from './merchants.queries';

const row = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Asha Cleaners',
  email: null,
  address: null,
  phone: '+91 9876543210',
  countryCode: '+91',
  phoneNumber: '9876543210',
  businessType: null,
  workingHours: null,
  rating: null,
  servicable: false,
  verified: true,
  status: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('the merchants list query', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks the tab’s status and the page, and reads the total of all pages from X-Total-Count', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: true, data: [row] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '42' },
      }),
    );
    const query = merchantsList.apiQuery(merchantsList.viewFrom({ status: 0, pageNumber: 3, search: 'Asha' }));
    const options = merchantsListSource(query);
    expect(options.queryKey).toEqual(merchantKeys.list(query));
    const page = await new QueryClient().fetchQuery(options);
    expect(page).toEqual({ rows: [row], total: 42 });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/merchants');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageNumber: '3',
      pageSize: '5',
      search: 'Asha',
      status: '0',
    });
  });
});
