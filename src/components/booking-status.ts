import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Booking status labels and badge colours (spec part 2 §4); anything else is "Unknown" in grey. */
export const BOOKING_STATUS_DISPLAY: Record<number, { label: MessageDescriptor; color: string }> = {
  0: { label: msg`Pending`, color: 'yellow' },
  1: { label: msg`Accepted`, color: 'blue' },
  2: { label: msg`On the Way`, color: 'indigo' },
  3: { label: msg`Reached`, color: 'violet' },
  4: { label: msg`Customer Verified`, color: 'cyan' },
  5: { label: msg`Booking Started`, color: 'teal' },
  6: { label: msg`Booking Ended`, color: 'green' },
  7: { label: msg`Cancelled by Customer`, color: 'red' },
  8: { label: msg`Rejected by Host`, color: 'orange' },
  9: { label: msg`Cancelled by Host`, color: 'pink' },
};

export const UNKNOWN_STATUS = { label: msg`Unknown`, color: 'gray' };

export function bookingStatusDisplay(status: number | null | undefined) {
  return (status !== null && status !== undefined && BOOKING_STATUS_DISPLAY[status]) || UNKNOWN_STATUS;
}
