import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choiceOptions, DATE_RANGE, defineList, textSearch } from './define-list';

const list = defineList({
  screen: 'bookings',
  filters: {
    search: { kind: 'text', max: 100, label: msg`Search` },
    status: {
      kind: 'status',
      options: [
        { value: -1, label: msg`All` },
        { value: 0, label: msg`Pending` },
        { value: 5, label: msg`Started` },
      ],
      defaultValue: -1,
      label: msg`Status`,
    },
    active: {
      kind: 'tabs',
      options: [
        { value: 'all', label: msg`All` },
        { value: true, label: msg`Active` },
        { value: false, label: msg`Inactive` },
      ],
      defaultValue: 'all',
      label: msg`Active`,
    },
    range: DATE_RANGE,
  },
  sortFields: ['orderDate', 'orderPrice', 'customerFirstName'],
  defaultSort: { by: 'orderDate', dir: 'desc' },
  firstSortDir: { orderDate: 'desc', orderPrice: 'desc' },
  pageSizes: [10, 20, 50],
  defaultPageSize: 10,
  debounceMs: 1000,
});

const parse = (input: Record<string, unknown>) => v.parse(list.searchSchema, input);

describe('a list declaration: its URL state', () => {
  it('reads numbers the router parsed and numbers still written as text', () => {
    expect(parse({ pageNumber: 3, pageSize: '20', status: '0' })).toEqual({ pageNumber: 3, pageSize: 20, status: 0 });
  });

  it('keeps a digits-only search (a phone) as text, trimmed', () => {
    expect(parse({ search: 98765 }).search).toBe('98765');
    expect(parse({ search: '  Asha  ' }).search).toBe('Asha');
  });

  it('drops a bad value from a hand-edited link instead of failing the page, keeping the good ones', () => {
    expect(
      parse({
        pageNumber: 0,
        pageSize: 7,
        status: 12,
        from: '2026-02-31',
        to: '2026-13-01',
        sortBy: 'password',
        sortDir: 'sideways',
        active: 'maybe',
        search: 'x',
      }),
    ).toEqual({ search: 'x' });
    expect(parse({ search: 'y'.repeat(101) }).search).toBeUndefined();
  });

  it('reads boolean tabs from the router’s JSON and from text', () => {
    expect(list.viewFrom(parse({ active: true })).filters.active).toBe(true);
    expect(list.viewFrom(parse({ active: 'false' })).filters.active).toBe(false);
  });

  it('fills in the defaults: page 1, the default page size, no filters, the server’s order', () => {
    expect(list.viewFrom({})).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sort: null,
      filters: { search: '', status: -1, active: 'all', range: null },
    });
    expect(list.effectiveSort(list.viewFrom({}))).toEqual({ by: 'orderDate', dir: 'desc' });
  });

  it('ignores half a date range or one that ends before it starts', () => {
    expect(list.viewFrom({ from: '2026-03-01' }).filters.range).toBeNull();
    expect(list.viewFrom({ from: '2026-03-05', to: '2026-03-01' }).filters.range).toBeNull();
    expect(list.viewFrom({ from: '2026-03-01', to: '2026-03-01' }).filters.range).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('leaves the defaults out of the URL and round-trips everything else', () => {
    expect(list.searchFrom(list.viewFrom({}))).toEqual({});
    const search = {
      pageNumber: 4,
      pageSize: 50,
      search: 'Ravi',
      status: 0,
      active: 'false',
      from: '2026-01-01',
      to: '2026-01-31',
      sortBy: 'orderPrice',
      sortDir: 'asc',
    };
    expect(list.searchFrom(list.viewFrom(parse(search)))).toEqual(search);
    // A sort in its first direction needs no sortDir.
    expect(list.searchFrom(list.viewFrom(parse({ sortBy: 'orderPrice', sortDir: 'desc' })))).toEqual({
      sortBy: 'orderPrice',
    });
  });
});

describe('a list declaration: its API query', () => {
  it('sends the page 1-based, filters only when set, dates as a range and the sort when chosen', () => {
    expect(list.apiQuery(list.viewFrom({}))).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(
      list.apiQuery(
        list.viewFrom({
          pageNumber: 2,
          status: 5,
          search: 'x',
          from: '2026-01-01',
          to: '2026-01-02',
          sortBy: 'orderPrice',
        }),
      ),
    ).toEqual({
      pageNumber: 2,
      pageSize: 10,
      status: 5,
      search: 'x',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
      sortBy: 'orderPrice',
      sortDir: 'desc',
    });
    expect(list.apiQuery(list.viewFrom({ status: 0 })).status).toBe(0);
  });

  it('gives bulk actions and exports the filter alone (no paging, no sort)', () => {
    expect(list.apiFilter(list.viewFrom({ pageNumber: 3, search: 'x', sortBy: 'orderPrice', active: true }))).toEqual({
      search: 'x',
      active: 'true',
    });
  });
});

describe('a list declaration: changes', () => {
  it('starts again at page 1 when a filter, the sort or the page size changes', () => {
    const view = list.viewFrom({ pageNumber: 7, search: 'a' });
    expect(list.withChange(view, { filters: { search: 'ab' } })).toMatchObject({ pageNumber: 1 });
    expect(list.withChange(view, { filters: { status: 5 } }).filters).toMatchObject({ search: 'a', status: 5 });
    expect(list.withChange(view, { pageSize: 20 }).pageNumber).toBe(1);
    expect(list.withChange(view, { sort: { by: 'orderPrice', dir: 'asc' } }).pageNumber).toBe(1);
  });

  it('sorts a column first in its own direction, then the other way round; the server’s order is no sort', () => {
    const none = list.viewFrom({});
    expect(list.nextSort(none, 'orderPrice')).toEqual({ by: 'orderPrice', dir: 'desc' });
    expect(list.nextSort(none, 'customerFirstName')).toEqual({ by: 'customerFirstName', dir: 'asc' });
    const byPrice = list.viewFrom({ sortBy: 'orderPrice' });
    expect(list.nextSort(byPrice, 'orderPrice')).toEqual({ by: 'orderPrice', dir: 'asc' });
    // The default column (newest first) turns round, and back to the default is no sort.
    expect(list.nextSort(none, 'orderDate')).toEqual({ by: 'orderDate', dir: 'asc' });
    expect(list.nextSort(list.viewFrom({ sortBy: 'orderDate', sortDir: 'asc' }), 'orderDate')).toBeNull();
  });

  it('refuses a default page size that is not one of its page sizes', () => {
    expect(() =>
      defineList({
        screen: 'bookings',
        filters: {},
        sortFields: ['orderDate'],
        pageSizes: [10, 20],
        defaultPageSize: 5,
        debounceMs: 400,
      }),
    ).toThrow(/defaultPageSize/);
  });
});

describe('a list declaration: entity filters (a supplier, a category)', () => {
  const load = async () => [];
  const entity = defineList({
    screen: 'report-orders',
    filters: {
      search: { kind: 'text', label: msg`Search` },
      supplierId: {
        kind: 'entity',
        options: { key: ['suppliers'], load },
        label: msg`Supplier`,
        placeholder: msg`All suppliers`,
        clearLabel: msg`Clear supplier`,
        unknownLabel: msg`Unknown supplier`,
      },
      categoryId: {
        kind: 'entity',
        api: 'category',
        options: { key: ['categories'], load },
        label: msg`Category`,
        placeholder: msg`All categories`,
        clearLabel: msg`Clear category`,
        unknownLabel: msg`Unknown category`,
      },
    },
    sortFields: ['createdOn'],
    pageSizes: [10],
    defaultPageSize: 10,
    debounceMs: 400,
  });
  const read = (input: Record<string, unknown>) => v.parse(entity.searchSchema, input);
  const SUPPLIER = '0b5e3c1a-7d2f-4c3e-9a1b-2c3d4e5f6a7b';

  it('is no filter by default, and round-trips an id through the URL under its own name', () => {
    expect(entity.viewFrom(read({})).filters).toEqual({ search: '', supplierId: null, categoryId: null });
    expect(entity.searchFrom(entity.viewFrom(read({})))).toEqual({});
    const view = entity.viewFrom(read({ supplierId: SUPPLIER }));
    expect(view.filters.supplierId).toBe(SUPPLIER);
    expect(entity.searchFrom(view)).toEqual({ supplierId: SUPPLIER });
    // An id typed in capitals is the same id.
    expect(entity.viewFrom(read({ supplierId: ` ${SUPPLIER.toUpperCase()} ` })).filters.supplierId).toBe(SUPPLIER);
  });

  it('drops a malformed id from a hand-edited link (no filter), keeping the other parameters', () => {
    for (const bad of ['42', 42, 'not-an-id', `${SUPPLIER}x`, "' OR 1=1 --", true])
      expect(read({ supplierId: bad, search: 'Asha' })).toEqual({ search: 'Asha' });
    expect(entity.viewFrom(read({ supplierId: 'nope' })).filters.supplierId).toBeNull();
  });

  it('sends the id under its API name, only when chosen, and a choice starts again at page 1', () => {
    const view = entity.viewFrom(read({ pageNumber: 3, categoryId: SUPPLIER }));
    expect(entity.apiQuery(view)).toEqual({ pageNumber: 3, pageSize: 10, category: SUPPLIER });
    expect(entity.searchFrom(view)).toEqual({ pageNumber: 3, categoryId: SUPPLIER });
    const chosen = entity.withChange(view, { filters: { supplierId: SUPPLIER } });
    expect(chosen.pageNumber).toBe(1);
    expect(entity.apiFilter(chosen)).toEqual({ supplierId: SUPPLIER, category: SUPPLIER });
    const cleared = entity.withChange(chosen, { filters: { supplierId: null, categoryId: null } });
    expect(entity.apiQuery(cleared)).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(entity.searchFrom(cleared)).toEqual({});
  });
});

describe('a list declaration at start-up', () => {
  /** A list whose text filter counts how often its length limit is read (only building the schema reads it). */
  function countingList() {
    let reads = 0;
    const search = {
      kind: 'text' as const,
      label: msg`Search`,
      get max() {
        reads += 1;
        return 20;
      },
    };
    const definition = defineList({
      screen: 'bookings',
      filters: { search },
      sortFields: ['orderDate'],
      pageSizes: [10],
      defaultPageSize: 10,
      debounceMs: 300,
    });
    return { definition, reads: () => reads };
  }

  it('builds its search schema when a search is first read, not when the list is defined', () => {
    const { definition, reads } = countingList();
    expect(reads()).toBe(0);
    expect(v.parse(definition.searchSchema, { search: ' tea ' })).toEqual({ search: 'tea' });
    expect(reads()).toBe(1);
    expect(v.parse(definition.searchSchema, { search: 'x'.repeat(21) })).toEqual({});
    expect(reads()).toBe(1);
  });

  it('validates through the Standard Schema interface the router calls, built on that first call too', async () => {
    const { definition, reads } = countingList();
    const result = await definition.searchSchema['~standard'].validate({ pageNumber: '2', search: 'tea' });
    expect(result).toMatchObject({ value: { pageNumber: 2, search: 'tea' } });
    expect(result).not.toHaveProperty('issues');
    expect(reads()).toBe(1);
  });
});

describe('choiceOptions', () => {
  const choice = { all: 'all', values: [1, 0, 'requested'] } as const;
  const labels = { all: msg`All`, 1: msg`Active`, 0: msg`Inactive`, requested: msg`Requests` };

  it('lists "no filter" first, as the default, then the contract’s values in its order, each with its label', () => {
    const { options, defaultValue } = choiceOptions(choice, labels);
    expect(options.map((o) => o.value)).toEqual(['all', 1, 0, 'requested']);
    expect(options.map((o) => o.label)).toEqual([labels.all, labels[1], labels[0], labels.requested]);
    expect(defaultValue).toBe('all');
  });

  it('refuses a missing or an extra label at compile time', () => {
    const { requested: _, ...missing } = labels;
    // @ts-expect-error the Requests value has no label
    choiceOptions(choice, missing);
    // @ts-expect-error the contract has no value "blocked"
    choiceOptions(choice, { ...labels, blocked: msg`Blocked` });
  });
});

describe('textSearch', () => {
  it('is a search box as long as the server’s search term, keeping a longer URL value out of the view', () => {
    const filter = textSearch(msg`Search agents`, msg`Search by name`);
    expect(filter).toEqual({ kind: 'text', max: 100, label: msg`Search agents`, placeholder: msg`Search by name` });
    const searchList = defineList({
      screen: 'agents',
      filters: { search: filter },
      sortFields: ['name'],
      pageSizes: [10],
      defaultPageSize: 10,
      debounceMs: 300,
    });
    expect(v.parse(searchList.searchSchema, { search: 'x'.repeat(101) })).toEqual({});
    expect(v.parse(searchList.searchSchema, { search: 'x'.repeat(100) })).toEqual({ search: 'x'.repeat(100) });
  });
});
