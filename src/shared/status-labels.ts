/**
 * The English labels of booking and payout statuses (spec part 2 §4), without any schema: the message table
 * (`messages.ts`) words statuses with them, and the console's start chunk must not carry the schemas.
 */

/** Booking status codes and their English labels. */
export const BOOKING_STATUS = {
  0: 'Pending',
  1: 'Accepted',
  2: 'On the Way',
  3: 'Reached',
  4: 'Customer Verified',
  5: 'Booking Started',
  6: 'Booking Ended',
  7: 'Cancelled by Customer',
  8: 'Rejected by Host',
  9: 'Cancelled by Host',
} as const;

export type BookingStatus = keyof typeof BOOKING_STATUS;

const known = (status: number): status is BookingStatus => Object.hasOwn(BOOKING_STATUS, status);

/** The English label of a status; `Unknown (n)` for a code outside the model. */
export function bookingStatusLabel(status: number): string {
  return known(status) ? BOOKING_STATUS[status] : `Unknown (${status})`;
}

/** Payout status codes: 0 pending, 1 accepted, 2 rejected; anything else is unknown. */
export const PAYOUT_STATUS = { 0: 'Pending', 1: 'Accepted', 2: 'Rejected' } as const;
export type PayoutStatus = keyof typeof PAYOUT_STATUS;

/** The English label of a payout status; `Unknown (n)` outside the model. */
export const payoutStatusLabel = (status: number) =>
  status === 0 || status === 1 || status === 2 ? PAYOUT_STATUS[status] : `Unknown (${status})`;
