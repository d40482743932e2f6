import { msg } from '@lingui/core/macro';
import { defineList } from '@/components/list/define-list';
import { PROVIDERS_LIST } from '@/shared/lists';

/** "Both": the filter is left out of the URL and of the query. */
export const ALL = 'all';

/**
 * The service providers list (issue 15): search (300 ms, like the merchants list of the same table) by name,
 * email or phone; status and verified filters on the server; 10 rows a page (10, 20, 50); newest first, or
 * sorted by name, email, date added or rating.
 */
export const providersList = defineList({
  ...PROVIDERS_LIST,
  screen: 'providers',
  filters: {
    search: {
      kind: 'text',
      max: 100,
      label: msg`Search service providers`,
      placeholder: msg`Search by name, email or phone`,
    },
    status: {
      kind: 'select',
      options: [
        { value: ALL, label: msg({ message: 'All statuses', context: 'providers filter' }) },
        { value: 1, label: msg({ message: 'Active', context: 'providers filter' }) },
        { value: 0, label: msg({ message: 'Inactive', context: 'providers filter' }) },
      ],
      defaultValue: ALL,
      label: msg`Status`,
    },
    verified: {
      kind: 'select',
      options: [
        { value: ALL, label: msg({ message: 'Verified and unverified', context: 'providers filter' }) },
        { value: 1, label: msg({ message: 'Verified', context: 'providers filter' }) },
        { value: 0, label: msg({ message: 'Unverified', context: 'providers filter' }) },
      ],
      defaultValue: ALL,
      label: msg`Verification`,
    },
  },
  debounceMs: 300,
});
