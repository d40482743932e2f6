import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { merchantsList } from './merchants-list';

const queryOf = (link: Record<string, unknown>) =>
  merchantsList.apiQuery(merchantsList.viewFrom(v.parse(merchantsList.searchSchema, link)));

describe('the merchants list declaration', () => {
  it('asks the first page of 5, newest first, without a status (All)', () => {
    expect(queryOf({})).toEqual({ pageNumber: 1, pageSize: 5 });
    expect(merchantsList.effectiveSort(merchantsList.viewFrom({}))).toEqual({ by: 'createdAt', dir: 'desc' });
  });

  it('sends the tab as status 1 (Active) or 0 (Inactive), with the page, size and search', () => {
    expect(queryOf({ status: 1, pageNumber: 3, pageSize: 20, search: 'Ravi' })).toEqual({
      pageNumber: 3,
      pageSize: 20,
      status: 1,
      search: 'Ravi',
    });
    // A hand-typed link arrives as text; 0 is a value, not "no filter".
    expect(queryOf({ status: '0', pageNumber: '2' })).toEqual({ pageNumber: 2, pageSize: 5, status: 0 });
  });

  it('falls back to the defaults for a bad status, page size or page in a hand-edited link', () => {
    const search = v.parse(merchantsList.searchSchema, {
      status: 7,
      pageSize: 50,
      pageNumber: -1,
      sortBy: 'password',
      search: 'Lotus',
    });
    expect(search).toEqual({ search: 'Lotus' });
    expect(queryOf({ status: 'active', pageSize: 'ten' })).toEqual({ pageNumber: 1, pageSize: 5 });
    expect(queryOf({ pageSize: 10 })).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('keeps the URL short: the All tab, page 1 and 5 rows are left out', () => {
    const view = merchantsList.viewFrom({});
    expect(merchantsList.searchFrom(view)).toEqual({});
    const inactive = merchantsList.withChange({ ...view, pageNumber: 4 }, { filters: { status: 0 } });
    expect(inactive.pageNumber).toBe(1);
    expect(merchantsList.searchFrom(inactive)).toEqual({ status: 0 });
    expect(merchantsList.apiFilter(inactive)).toEqual({ status: 0 });
  });

  it('sorts names and emails from A, dates and ratings from the highest, by the server’s fields only', () => {
    const view = merchantsList.viewFrom({});
    expect(merchantsList.nextSort(view, 'name')).toEqual({ by: 'name', dir: 'asc' });
    expect(merchantsList.nextSort(view, 'email')).toEqual({ by: 'email', dir: 'asc' });
    expect(merchantsList.nextSort(view, 'rating')).toEqual({ by: 'rating', dir: 'desc' });
    // The newest first is the server's own order: no sortBy is sent for it.
    expect(merchantsList.nextSort(merchantsList.viewFrom({ sortBy: 'createdAt', sortDir: 'asc' }), 'createdAt')).toBe(
      null,
    );
    expect(queryOf({ sortBy: 'name', sortDir: 'desc' })).toEqual({
      pageNumber: 1,
      pageSize: 5,
      sortBy: 'name',
      sortDir: 'desc',
    });
    expect(merchantsList.debounceMs).toBe(300);
    expect(merchantsList.pageSizes).toEqual([5, 10, 20]);
  });
});
