import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { customerEndpoints } from '@/shared/api/endpoints/customers';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import type { CustomersListQuery } from '@/shared/schemas/customers';
import type { OrdersListQuery } from '@/shared/schemas/orders';

/** Keys grouped per resource: every list under ['customers','list'], every customer under ['customers','detail']. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomersListQuery) => [...customerKeys.lists(), query] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
};

/** One page of customers (`data.data` + `data.total`); the previous page stays on screen while the next loads. */
export const customersListQueryOptions = (query: CustomersListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => api(customerEndpoints.customersList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One customer with the totals of their bookings. */
export const customerDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => api(customerEndpoints.customerDetail, { params: { id } }, { signal }),
    // An unknown id is an answer, not a hiccup: no retries before the not-found state.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/**
 * A page of one customer's bookings through the bookings list endpoint, under the bookings' own key
 * (['orders','list',query]) so a booking changed anywhere in the console refreshes it too.
 */
export const customerBookingsQueryOptions = (query: OrdersListQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', query] as const,
    queryFn: ({ signal }) => api(orderEndpoints.ordersList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
