import { listSource } from '@/components/list/list-source';
import { transactionEndpoints } from '@/shared/api/endpoints/transactions';
import type { TransactionsListQuery } from '@/shared/schemas/transactions';

/** Keys grouped per resource: every list under ['transactions','list']. */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: TransactionsListQuery) => [...transactionKeys.lists(), query] as const,
};

/** The console lists booking payments: the spec's call always sends type=1. */
export const withPaymentType = <Q extends object>(query: Q) => ({ ...query, type: 1 });

/** The transactions list: one page under transactionKeys.lists() (the previous page stays on screen while the next loads). */
export const transactionsListSource = listSource(
  transactionEndpoints.transactionsList,
  transactionKeys.lists(),
  withPaymentType({}),
);
