import { msg } from '@lingui/core/macro';
import type { StatusMap } from '@/components/list/cells';

/**
 * The badge's reading of a transaction status (spec part 2 §4), used everywhere — badge and filter alike
 * (docs/api/transactions.md): 0 failed red, 1 success green, 2 pending amber, 3 refunded orange; else grey.
 */
export const TRANSACTION_STATUS_DISPLAY: StatusMap = {
  0: { label: msg({ message: 'Failed', context: 'transaction status' }), color: 'red' },
  1: { label: msg({ message: 'Success', context: 'transaction status' }), color: 'green' },
  2: { label: msg({ message: 'Pending', context: 'transaction status' }), color: 'yellow' },
  3: { label: msg({ message: 'Refunded', context: 'transaction status' }), color: 'orange' },
};
