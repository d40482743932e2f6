import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { CUSTOMERS_LIST } from '@/shared/lists';

/**
 * The customers list (Users → Customers): search (300 ms) by full name, email or phone; tabs All / Active /
 * Inactive filtering on the server (status 1 / 0 / absent); 10 rows a page (10, 20, 50); newest first, or
 * sorted by name, email or join date.
 */
export const customersList = defineList({
  ...CUSTOMERS_LIST,
  screen: 'customers',
  filters: {
    search: textSearch(msg`Search customers`, msg`Search by name, email or phone`),
    status: {
      kind: 'tabs',
      ...choiceOptions(CUSTOMERS_LIST.choices.status, {
        all: msg({ message: 'All', context: 'customers tab' }),
        1: msg({ message: 'Active', context: 'customers tab' }),
        0: msg({ message: 'Inactive', context: 'customers tab' }),
      }),
      label: msg`Customer status`,
    },
  },
  debounceMs: 300,
});
