import { msg } from '@lingui/core/macro';
import type { FilterOption } from '@/components/list/define-list';
import { defineList, textSearch } from '@/components/list/define-list';
import { ALL_PAYOUTS, PAYOUTS_LIST } from '@/shared/lists';
import { PAYOUT_STATUS_DISPLAY, PAYOUT_STATUS_UNKNOWN } from '@/lib/status-display';

const statusOptions: FilterOption<number>[] = [
  { value: ALL_PAYOUTS, label: msg({ message: 'All', context: 'payouts status' }) },
  ...PAYOUTS_LIST.choices.status.values.map((code) => ({
    value: code,
    label: PAYOUT_STATUS_DISPLAY[code]?.label ?? PAYOUT_STATUS_UNKNOWN,
  })),
];

/**
 * The payouts list (spec part 2 §2, §4, §9): search (1000 ms) by provider name or Pay_ id; a status filter on the
 * server (All, Pending, Accepted, Rejected — "All" sends none); 10 rows a page (10, 20, 50); newest first, or
 * sorted by amount, status or first name.
 */
export const payoutsList = defineList({
  ...PAYOUTS_LIST,
  screen: 'payouts',
  filters: {
    search: textSearch(msg`Search payouts`, msg`Search by provider or payout ID`),
    status: { kind: 'status', options: statusOptions, defaultValue: ALL_PAYOUTS, label: msg`Status` },
  },
  debounceMs: 1000,
});
