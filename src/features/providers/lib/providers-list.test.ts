import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProvidersListQuerySchema } from '@/shared/schemas/providers';
import { providersList } from './providers-list';

const queryOf = (link: Record<string, unknown>) =>
  providersList.apiQuery(providersList.viewFrom(v.parse(providersList.searchSchema, link)));

describe('the service providers list declaration', () => {
  it('asks the first page of 10, newest first, with neither status nor verification (both)', () => {
    expect(queryOf({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(providersList.effectiveSort(providersList.viewFrom({}))).toEqual({ by: 'createdAt', dir: 'desc' });
  });

  it('sends verified and status as 1 or 0, and the server schema reads them', () => {
    const query = queryOf({ verified: 0, status: '1', search: 'Asha', pageSize: 50, sortBy: 'rating' });
    expect(query).toEqual({
      pageNumber: 1,
      pageSize: 50,
      verified: 0,
      status: 1,
      search: 'Asha',
      sortBy: 'rating',
      sortDir: 'desc',
    });
    expect(v.parse(ProvidersListQuerySchema, query)).toMatchObject({ verified: 0, status: 1 });
  });

  it('drops a bad filter, page size or sort of a hand-edited link', () => {
    expect(
      v.parse(providersList.searchSchema, { verified: 'yes', pageSize: 5, sortBy: 'password', status: 3 }),
    ).toEqual({});
  });

  it('the server reads "all" as no filter and refuses other values', () => {
    expect(v.parse(ProvidersListQuerySchema, { verified: 'all', status: 'all' })).toEqual({
      pageNumber: 1,
      pageSize: 10,
    });
    expect(v.safeParse(ProvidersListQuerySchema, { verified: 'maybe' }).success).toBe(false);
  });
});
