import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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

/** One page of transactions (`data.data` + `data.total`); the previous page stays while the next loads. */
export const transactionsListQueryOptions = (query: TransactionsListQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(withPaymentType(query)),
    queryFn: ({ signal }) => api(transactionEndpoints.transactionsList, { query: withPaymentType(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
