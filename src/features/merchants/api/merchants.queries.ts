import { listSource, resourceKeys } from '@/components/list/list-source';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import type { MerchantRow } from '@/shared/schemas/merchants';
import type { OrdersListQuery } from '@/shared/schemas/orders';

/** Keys grouped per resource: every list under ['merchants','list'], every merchant under ['merchants','detail']. */
export const merchantKeys = {
  ...resourceKeys('merchants'),
  bookings: (query: OrdersListQuery) => [...merchantKeys.detail(query.providerId ?? ''), 'bookings', query] as const,
};

/** One page of merchants: the rows (a bare array) and the total of all pages (`X-Total-Count`). */
export type MerchantsPage = { rows: MerchantRow[]; total: number; totalCapped?: true };

/** The merchants list: one page under merchantKeys.lists() (the previous page stays on screen while the next loads). */
export const merchantsListSource = listSource(merchantEndpoints.merchantsList, merchantKeys.lists());

/** One merchant with its agents (404 for an unknown id or another operator's). */
export const merchantDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: merchantKeys.detail(id),
    queryFn: ({ signal }) => api(merchantEndpoints.merchantDetail, { params: { id } }, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** A page of the merchant's bookings: the bookings list with its `providerId`. */
export const merchantBookingsQueryOptions = (query: OrdersListQuery) =>
  queryOptions({
    queryKey: merchantKeys.bookings(query),
    queryFn: ({ signal }) => api(orderEndpoints.ordersList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
