import { msg } from '@lingui/core/macro';
import { defineList, type FilterOption } from '@/components/list/define-list';
import { bookingStatusDisplay } from '@/lib/status-display';
import { BOOKINGS_LIST } from '@/shared/lists';
import { ALL_BOOKINGS, BOOKING_STATUS_CODES } from '@/shared/schemas/orders';

/*
 * The declaration alone (no columns, no components): the customer route reads its URL with it, and route files
 * are start-up code.
 */

const statusOptions: FilterOption<number>[] = [
  { value: ALL_BOOKINGS, label: msg`All` },
  ...BOOKING_STATUS_CODES.map((code) => ({ value: code as number, label: bookingStatusDisplay(code).label })),
];

/**
 * The bookings of one customer, provider, merchant or product (the bookings list with its `customerId`,
 * `providerId` or `productId`): newest first or sorted like the bookings list, 10 a page, narrowed to a status.
 */
export const relatedBookings = defineList({
  ...BOOKINGS_LIST,
  screen: 'bookings',
  filters: { status: { kind: 'status', options: statusOptions, defaultValue: ALL_BOOKINGS, label: msg`Status` } },
  debounceMs: 300,
});
