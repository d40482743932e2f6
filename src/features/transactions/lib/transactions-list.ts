import { msg } from '@lingui/core/macro';
import type { FilterOption } from '@/components/list/define-list';
import { defineList, textSearch } from '@/components/list/define-list';
import { ALL_TRANSACTIONS, TRANSACTIONS_LIST } from '@/shared/lists';
import { TRANSACTION_STATUS_DISPLAY } from './transaction-status';

const statusOptions: FilterOption<number>[] = [
  { value: ALL_TRANSACTIONS, label: msg({ message: 'All', context: 'transactions status' }) },
  ...TRANSACTIONS_LIST.choices.status.values.map((code) => ({
    value: code,
    label: TRANSACTION_STATUS_DISPLAY[code]?.label ?? msg`Unknown`,
  })),
];

/**
 * The transactions list (spec part 2 §2, §4, §9): search (1000 ms) by customer name, booking or transaction ref;
 * the status filter the spec lists (All -1, Failed 0, Success 1, Pending 2, Refunded 3), on the server; 10 rows a
 * page (10, 20, 50); newest first, or sorted by amount, discount, status or customer name.
 */
export const transactionsList = defineList({
  ...TRANSACTIONS_LIST,
  screen: 'transactions',
  filters: {
    search: textSearch(msg`Search transactions`, msg`Search by customer, booking ID or transaction ID`),
    status: { kind: 'status', options: statusOptions, defaultValue: ALL_TRANSACTIONS, label: msg`Status` },
  },
  debounceMs: 1000,
});
