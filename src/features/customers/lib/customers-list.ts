import { msg } from '@lingui/core/macro';
import { defineList } from '@/components/list/define-list';
import { CUSTOMERS_LIST } from '@/shared/lists';

/** The All tab: no status sent, so active and blocked customers come back. */
export const ALL_CUSTOMERS = 'all';

/**
 * The customers list (Users → Customers): search (300 ms) by full name, email or phone; tabs All / Active /
 * Inactive filtering on the server (status 1 / 0 / absent); 10 rows a page (10, 20, 50); newest first, or
 * sorted by name, email or join date.
 */
export const customersList = defineList({
  ...CUSTOMERS_LIST,
  screen: 'customers',
  filters: {
    search: {
      kind: 'text',
      max: 100,
      label: msg`Search customers`,
      placeholder: msg`Search by name, email or phone`,
    },
    status: {
      kind: 'tabs',
      options: [
        { value: ALL_CUSTOMERS, label: msg({ message: 'All', context: 'customers tab' }) },
        { value: 1, label: msg({ message: 'Active', context: 'customers tab' }) },
        { value: 0, label: msg({ message: 'Inactive', context: 'customers tab' }) },
      ],
      defaultValue: ALL_CUSTOMERS,
      label: msg`Customer status`,
    },
  },
  debounceMs: 300,
});
