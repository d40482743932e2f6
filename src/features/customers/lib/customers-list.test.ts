import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SORT_FIELDS } from '@/shared/schemas/customers';
import { customersList } from './customers-list';

describe('the customers list declaration', () => {
  it('offers exactly the sorts the server whitelists', () => {
    expect([...customersList.sortFields]).toEqual([...CUSTOMER_SORT_FIELDS]);
  });

  it('sends the tab as status 1 / 0, leaves All out, and pages 10 at a time by default', () => {
    expect(customersList.apiQuery(customersList.viewFrom({}))).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(customersList.apiQuery(customersList.viewFrom({ status: 0, search: ' Asha ', pageSize: 50 }))).toEqual({
      pageNumber: 1,
      pageSize: 50,
      search: 'Asha',
      status: 0,
    });
    // A hand-edited link with a page size the screen does not offer falls back to the default.
    expect(customersList.viewFrom(v.parse(customersList.searchSchema, { pageSize: 7 })).pageSize).toBe(10);
  });
});
