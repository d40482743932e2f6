import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import type { MerchantRow, MerchantsListQuery } from '@/shared/schemas/merchants';

/** Keys grouped per resource: every list under ['merchants','list']. */
export const merchantKeys = {
  all: ['merchants'] as const,
  lists: () => [...merchantKeys.all, 'list'] as const,
  list: (query: MerchantsListQuery) => [...merchantKeys.lists(), query] as const,
};

/** One page of merchants: the rows (a bare array) and the total of all pages (`X-Total-Count`). */
export type MerchantsPage = { rows: MerchantRow[]; total: number };

/** One page of merchants; the previous page stays on screen while the next one loads. */
export const merchantsListQueryOptions = (query: MerchantsListQuery) =>
  queryOptions({
    queryKey: merchantKeys.list(query),
    queryFn: ({ signal }): Promise<MerchantsPage> => apiList(merchantEndpoints.merchantsList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
