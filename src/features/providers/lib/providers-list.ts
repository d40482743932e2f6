import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { PROVIDERS_LIST } from '@/shared/lists';

/**
 * The service providers list (issue 15): search (300 ms, like the merchants list of the same table) by name,
 * email or phone; status and verified filters on the server; 10 rows a page (10, 20, 50); newest first, or
 * sorted by name, email, date added or rating.
 */
export const providersList = defineList({
  ...PROVIDERS_LIST,
  screen: 'providers',
  filters: {
    search: textSearch(msg`Search service providers`, msg`Search by name, email or phone`),
    status: {
      kind: 'select',
      ...choiceOptions(PROVIDERS_LIST.choices.status, {
        all: msg({ message: 'All statuses', context: 'providers filter' }),
        1: msg({ message: 'Active', context: 'providers filter' }),
        0: msg({ message: 'Inactive', context: 'providers filter' }),
      }),
      label: msg`Status`,
    },
    verified: {
      kind: 'select',
      ...choiceOptions(PROVIDERS_LIST.choices.verified, {
        all: msg({ message: 'Verified and unverified', context: 'providers filter' }),
        1: msg({ message: 'Verified', context: 'providers filter' }),
        0: msg({ message: 'Unverified', context: 'providers filter' }),
      }),
      label: msg`Verification`,
    },
  },
  debounceMs: 300,
});
