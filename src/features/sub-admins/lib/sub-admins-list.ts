import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { SUB_ADMINS_LIST } from '@/shared/lists';

/**
 * The sub-admins list (spec part 2 §2 "Sub-admins list"): search debounced 1000 ms by name, email or phone;
 * tabs All / Active / Inactive / Requests filtering on the server (status 1 / 0 / absent / requested); 10 rows a page (10, 20, 50);
 * newest first, or sorted by name, email or status.
 */
export const subAdminsList = defineList({
  ...SUB_ADMINS_LIST,
  screen: 'sub-admins',
  filters: {
    search: textSearch(msg`Search sub-admins`, msg`Search by name, email or phone`),
    status: {
      kind: 'tabs',
      ...choiceOptions(SUB_ADMINS_LIST.choices.status, {
        all: msg({ message: 'All', context: 'sub-admins tab' }),
        1: msg({ message: 'Active', context: 'sub-admins tab' }),
        0: msg({ message: 'Inactive', context: 'sub-admins tab' }),
        // Accounts asked for on the register page: approving one is activating it (its status toggle).
        requested: msg({ message: 'Requests', context: 'sub-admins tab' }),
      }),
      label: msg`Sub-admin status`,
    },
  },
  debounceMs: 1000,
});
