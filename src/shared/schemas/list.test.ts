import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listContract } from '../lists';
import { freeText, idFilter, idParams } from './common';
import { listQueries, searchEntry } from './list';

const LIST = listContract({ sort: { name: 'asc', createdAt: 'desc' }, defaultSort: 'createdAt', pageSizes: [5, 10] });
const queries = listQueries(LIST, { search: searchEntry() });

describe('listQueries', () => {
  it('pages a list from 1 with the contract’s default size when the request names none', () => {
    expect(v.parse(queries.list, {})).toEqual({ pageNumber: 1, pageSize: 5 });
    expect(v.parse(listQueries(LIST, {}, 100).list, {})).toEqual({ pageNumber: 1, pageSize: 100 });
  });

  it('gives the list and its export the same filters and sort, the export without paging', () => {
    const query = { search: ' anna ', sortBy: 'name', sortDir: 'desc' };
    expect(v.parse(queries.list, { ...query, pageNumber: '2' })).toEqual({
      pageNumber: 2,
      pageSize: 5,
      search: 'anna',
      sortBy: 'name',
      sortDir: 'desc',
    });
    expect(v.parse(queries.export, query)).toEqual({ search: 'anna', sortBy: 'name', sortDir: 'desc' });
    expect(Object.keys(queries.export.entries)).toEqual(['search', 'sortBy', 'sortDir']);
  });

  it('refuses a sort field the contract does not declare, naming the ones it does', () => {
    const result = v.safeParse(queries.export, { sortBy: 'email' });
    expect(result.issues?.[0]?.message).toBe('sortBy must be one of: name, createdAt');
  });
});

describe('idParams', () => {
  it('takes any text as the id, so a malformed id reaches the handler and answers its 404', () => {
    const params = idParams('Agent id (uuid); a malformed or unknown id answers 404');
    expect(v.parse(params, { id: 'not-a-uuid' })).toEqual({ id: 'not-a-uuid' });
    expect(v.safeParse(params, {}).success).toBe(false);
  });
});

describe('freeText', () => {
  it('drops surrounding spaces, reads blank as none and refuses text over its length', () => {
    expect(v.parse(freeText(5), '  ab  ')).toBe('ab');
    expect(v.parse(freeText(5), '   ')).toBeNull();
    expect(v.safeParse(freeText(5), 'abcdef').success).toBe(false);
  });
});

describe('idFilter', () => {
  it('keeps one record’s rows by its id, refusing anything else with the filter’s own message', () => {
    const filter = v.object({ merchantId: idFilter('merchantId must be a merchant id', 'One merchant’s agents') });
    const id = '3f0c8a52-7a5e-4a47-9d07-6c4f0e3a1b2c';
    expect(v.parse(filter, { merchantId: id })).toEqual({ merchantId: id });
    expect(v.parse(filter, {})).toEqual({});
    expect(v.safeParse(filter, { merchantId: 'x' }).issues?.[0]?.message).toBe('merchantId must be a merchant id');
  });
});
