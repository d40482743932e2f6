import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A status code's label in the reader's language and its badge colour. */
export type StatusMap = Record<string | number, { label: MessageDescriptor; color: string }>;

/**
 * The one table of each status's labels and colours (spec part 2 §4): the badges, the lists' filters, the detail
 * pages and the server's messages (`server-messages.ts` words a status parameter with it) all read these.
 */
export const BOOKING_STATUS_DISPLAY: StatusMap = {
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

/** A booking status's display; anything outside the model is "Unknown" in grey. */
export function bookingStatusDisplay(status: number | null | undefined) {
  return (status !== null && status !== undefined && BOOKING_STATUS_DISPLAY[status]) || UNKNOWN_STATUS;
}

/** Payout statuses: 0 pending amber, 1 accepted green, 2 rejected red; anything else grey. */
export const PAYOUT_STATUS_DISPLAY: StatusMap = {
  0: { label: msg({ message: 'Pending', context: 'payout status' }), color: 'yellow' },
  1: { label: msg({ message: 'Accepted', context: 'payout status' }), color: 'green' },
  2: { label: msg({ message: 'Rejected', context: 'payout status' }), color: 'red' },
};

export const PAYOUT_STATUS_UNKNOWN = msg({ message: 'Unknown', context: 'payout status' });

/** A payout status's display; anything outside the model is "Unknown" in grey. */
export function payoutStatusDisplay(status: number | null | undefined) {
  return (
    (status !== null && status !== undefined && PAYOUT_STATUS_DISPLAY[status]) || {
      label: PAYOUT_STATUS_UNKNOWN,
      color: 'gray',
    }
  );
}
