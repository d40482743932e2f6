import { msg } from '@lingui/core/macro';
import { defineList, type FilterOption } from '@/components/list/define-list';
import { bookingStatusDisplay } from '@/lib/status-display';
import { ALL_BOOKINGS, BOOKING_STATUS_CODES, ORDER_SORT_FIELDS } from '@/shared/schemas/orders';

const statusOptions: FilterOption<number>[] = [
  { value: ALL_BOOKINGS, label: msg`All Bookings` },
  ...BOOKING_STATUS_CODES.map((code) => ({ value: code as number, label: bookingStatusDisplay(code).label })),
];

/**
 * The bookings list (spec part 2 §2, §9): search (1000 ms), status with "All Bookings" (-1), a date range;
 * 10 rows a page (10, 20, 50); newest first, or sorted by date, price, status or customer name.
 */
export const ordersList = defineList({
  screen: 'bookings',
  filters: {
    search: {
      kind: 'text',
      max: 100,
      label: msg`Search bookings`,
      placeholder: msg`Search by provider, customer, phone, product or booking ID`,
    },
    status: { kind: 'status', options: statusOptions, defaultValue: ALL_BOOKINGS, label: msg`Status` },
    range: { kind: 'dateRange', url: ['from', 'to'], api: ['startDate', 'endDate'] },
  },
  sortFields: ORDER_SORT_FIELDS,
  defaultSort: { by: 'orderDate', dir: 'desc' },
  firstSortDir: { orderDate: 'desc', orderPrice: 'desc', status: 'asc', customerFirstName: 'asc' },
  pageSizes: [10, 20, 50],
  defaultPageSize: 10,
  debounceMs: 1000,
});
