import { msg } from '@lingui/core/macro';
import { DATE_RANGE, defineList, type FilterOption, textSearch } from '@/components/list/define-list';
import { BOOKINGS_LIST } from '@/shared/lists';
import { bookingStatusDisplay } from '@/lib/status-display';
import { ALL_BOOKINGS, BOOKING_STATUS_CODES } from '@/shared/schemas/orders';

const statusOptions: FilterOption<number>[] = [
  { value: ALL_BOOKINGS, label: msg`All Bookings` },
  ...BOOKING_STATUS_CODES.map((code) => ({ value: code as number, label: bookingStatusDisplay(code).label })),
];

/**
 * The bookings list (spec part 2 §2, §9): search (1000 ms), status with "All Bookings" (-1), a date range;
 * 10 rows a page (10, 20, 50); newest first, or sorted by date, price, status or customer name.
 */
export const ordersList = defineList({
  ...BOOKINGS_LIST,
  screen: 'bookings',
  filters: {
    search: textSearch(msg`Search bookings`, msg`Search by provider, customer, phone, product or booking ID`),
    status: { kind: 'status', options: statusOptions, defaultValue: ALL_BOOKINGS, label: msg`Status` },
    range: DATE_RANGE,
  },
  debounceMs: 1000,
});
