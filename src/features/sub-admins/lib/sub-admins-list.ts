import { msg } from '@lingui/core/macro';
import { defineList } from '@/components/list/define-list';
import { SUB_ADMINS_LIST } from '@/shared/lists';

/** The All tab: no status sent, so active and inactive accounts come back. */
export const ALL_SUB_ADMINS = 'all';
/** The Requests tab: `status=requested`. */
export const REQUESTED = 'requested';

/**
 * The sub-admins list (spec part 2 §2 "Sub-admins list"): search debounced 1000 ms by name, email or phone;
 * tabs All / Active / Inactive / Requests filtering on the server (status 1 / 0 / absent / requested); 10 rows a page (10, 20, 50);
 * newest first, or sorted by name, email or status.
 */
export const subAdminsList = defineList({
  ...SUB_ADMINS_LIST,
  screen: 'sub-admins',
  filters: {
    search: {
      kind: 'text',
      max: 100,
      label: msg`Search sub-admins`,
      placeholder: msg`Search by name, email or phone`,
    },
    status: {
      kind: 'tabs',
      options: [
        { value: ALL_SUB_ADMINS, label: msg({ message: 'All', context: 'sub-admins tab' }) },
        { value: 1, label: msg({ message: 'Active', context: 'sub-admins tab' }) },
        { value: 0, label: msg({ message: 'Inactive', context: 'sub-admins tab' }) },
        // Accounts asked for on the register page: approving one is activating it (its status toggle).
        { value: REQUESTED, label: msg({ message: 'Requests', context: 'sub-admins tab' }) },
      ],
      defaultValue: ALL_SUB_ADMINS,
      label: msg`Sub-admin status`,
    },
  },
  debounceMs: 1000,
});
