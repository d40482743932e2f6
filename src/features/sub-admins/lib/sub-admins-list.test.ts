import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SUB_ADMIN_SORT_FIELDS } from '@/shared/schemas/sub-admins';
import { subAdminsList } from './sub-admins-list';

describe('the sub-admins list declaration', () => {
  it('offers exactly the sorts the server whitelists and waits 1000 ms after typing', () => {
    expect([...subAdminsList.sortFields]).toEqual([...SUB_ADMIN_SORT_FIELDS]);
    expect(subAdminsList.debounceMs).toBe(1000);
  });

  it('sends the tab as status 1 / 0, leaves All out, and pages 10 at a time by default', () => {
    expect(subAdminsList.apiQuery(subAdminsList.viewFrom({}))).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(subAdminsList.apiQuery(subAdminsList.viewFrom({ status: 0, search: ' Ravi ', pageSize: 20 }))).toEqual({
      pageNumber: 1,
      pageSize: 20,
      search: 'Ravi',
      status: 0,
    });
    expect(subAdminsList.viewFrom(v.parse(subAdminsList.searchSchema, { pageSize: 7 })).pageSize).toBe(10);
    // The Requests tab: the register page's requests, not the team.
    expect(subAdminsList.apiQuery(subAdminsList.viewFrom({ status: 'requested' }))).toMatchObject({
      status: 'requested',
    });
  });
});
