import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listQueryFrom, OrdersSearchSchema, searchFrom, viewFrom, withFilter } from './orders-search';

const parse = (input: Record<string, unknown>) => v.parse(OrdersSearchSchema, input);

describe('bookings list search parameters', () => {
  it('read numbers the router parsed and numbers still written as text', () => {
    expect(parse({ pageNumber: 3, pageSize: '20', status: '-1' })).toEqual({ pageNumber: 3, pageSize: 20, status: -1 });
  });

  it('keep a digits-only search (a phone) as text', () => {
    expect(parse({ search: 98765 }).search).toBe('98765');
    expect(parse({ search: '  Asha  ' }).search).toBe('Asha');
  });

  it('drop a bad value from a hand-edited link instead of failing the page', () => {
    expect(
      parse({ pageNumber: 0, pageSize: 7, status: 12, from: '2026-02-31', to: '2026-13-01', search: 'x' }),
    ).toEqual({
      search: 'x',
    });
  });

  it('fill in the defaults: page 1, 10 rows, no search, All Bookings, no range', () => {
    expect(viewFrom({})).toEqual({ pageNumber: 1, pageSize: 10, search: '', status: -1, range: null });
  });

  it('ignore half a date range or one that ends before it starts', () => {
    expect(viewFrom({ from: '2026-03-01' }).range).toBeNull();
    expect(viewFrom({ from: '2026-03-05', to: '2026-03-01' }).range).toBeNull();
    expect(viewFrom({ from: '2026-03-01', to: '2026-03-01' }).range).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('leave the defaults out of the URL and round-trip everything else', () => {
    expect(searchFrom(viewFrom({}))).toEqual({});
    const search = { pageNumber: 4, pageSize: 50, search: 'Ravi', status: 0, from: '2026-01-01', to: '2026-01-31' };
    expect(searchFrom(viewFrom(parse(search)))).toEqual(search);
  });

  it('send the page number 1-based, the status only when not All Bookings and dates only as a range', () => {
    expect(listQueryFrom(viewFrom({}))).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(
      listQueryFrom(viewFrom({ pageNumber: 2, status: 5, search: 'x', from: '2026-01-01', to: '2026-01-02' })),
    ).toEqual({
      pageNumber: 2,
      pageSize: 10,
      status: 5,
      search: 'x',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    });
    expect(listQueryFrom(viewFrom({ status: 0 })).status).toBe(0);
  });

  it('start again at page 1 when a filter changes', () => {
    const view = viewFrom({ pageNumber: 7, search: 'a' });
    expect(withFilter(view, { search: 'ab' })).toMatchObject({ pageNumber: 1, search: 'ab' });
    expect(withFilter(view, { status: 2 }).pageNumber).toBe(1);
    expect(withFilter(view, { pageSize: 20 }).pageNumber).toBe(1);
  });
});
