import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { MERCHANTS_LIST } from '@/shared/lists';

/**
 * The merchants list (spec part 1 §2, §9): search (300 ms) by name, email or phone; tabs All / Active /
 * Inactive filtering on the server (status 1 / 0 / absent); 5 rows a page (5, 10, 20); newest first, or
 * sorted by name, email, date added or rating.
 */
export const merchantsList = defineList({
  ...MERCHANTS_LIST,
  screen: 'merchants',
  filters: {
    search: textSearch(msg`Search merchants`, msg`Search by name, email or phone`),
    status: {
      kind: 'tabs',
      ...choiceOptions(MERCHANTS_LIST.choices.status, {
        // The tabs name merchants (pt-PT: Todos / Ativos / Inativos), apart from other lists' "All".
        all: msg({ message: 'All', context: 'merchants tab' }),
        1: msg({ message: 'Active', context: 'merchants tab' }),
        0: msg({ message: 'Inactive', context: 'merchants tab' }),
      }),
      label: msg`Merchant status`,
    },
  },
  debounceMs: 300,
});
