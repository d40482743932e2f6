import { listSource, resourceKeys } from '@/components/list/list-source';
import { transactionEndpoints } from '@/shared/api/endpoints/transactions';

/** Keys grouped per resource: every list under ['transactions','list']. */
export const transactionKeys = resourceKeys('transactions');

/** The console lists booking payments: the spec's call always sends type=1. */
export const withPaymentType = <Q extends object>(query: Q) => ({ ...query, type: 1 });

/** The transactions list: one page under transactionKeys.lists() (the previous page stays on screen while the next loads). */
export const transactionsListSource = listSource(
  transactionEndpoints.transactionsList,
  transactionKeys.lists(),
  withPaymentType({}),
);
