import { describe, expect, it } from 'vitest';
import * as lists from './lists';

const contracts = Object.entries(lists as Record<string, unknown>).filter(
  (entry): entry is [string, lists.ListContract] => typeof entry[1] === 'object' && entry[1] !== null,
);

describe('the list contracts', () => {
  it('derive the sort fields, first directions, default order and default page size from one declaration', () => {
    const status = { all: 'all', values: ['active', 'blocked'] } as const;
    const list = lists.listContract({
      sort: { name: 'asc', createdAt: 'desc' },
      defaultSort: 'createdAt',
      pageSizes: [5, 10],
      choices: { status },
    });
    expect(list).toEqual({
      sortFields: ['name', 'createdAt'],
      firstSortDir: { name: 'asc', createdAt: 'desc' },
      defaultSort: { by: 'createdAt', dir: 'desc' },
      pageSizes: [5, 10],
      defaultPageSize: 5,
      choices: { status },
    });
    expect(lists.listContract({ sort: { name: 'asc' }, defaultSort: 'name', pageSizes: [10] }).choices).toEqual({});
  });

  it('declares every list the console and the server share', () => {
    expect(contracts.length).toBe(21);
  });

  it.each(contracts)('%s sorts by default on one of its own fields and offers its default page size', (_, list) => {
    expect(list.sortFields).toContain(list.defaultSort.by);
    expect(list.pageSizes).toContain(list.defaultPageSize);
    expect(new Set(list.sortFields).size).toBe(list.sortFields.length);
  });

  it.each(contracts)('%s names a first direction only for fields it sorts by', (_, list) => {
    for (const field of Object.keys(list.firstSortDir)) expect(list.sortFields).toContain(field);
  });
});
