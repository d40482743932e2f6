import { msg } from '@lingui/core/macro';
import type { StatusMap } from '@/components/list/cells';

/** Payout status badges (spec part 2 §4): 0 pending amber, 1 accepted green, 2 rejected red; anything else grey. */
export const PAYOUT_STATUS_DISPLAY: StatusMap = {
  0: { label: msg({ message: 'Pending', context: 'payout status' }), color: 'yellow' },
  1: { label: msg({ message: 'Accepted', context: 'payout status' }), color: 'green' },
  2: { label: msg({ message: 'Rejected', context: 'payout status' }), color: 'red' },
};

export const PAYOUT_STATUS_UNKNOWN = msg({ message: 'Unknown', context: 'payout status' });
