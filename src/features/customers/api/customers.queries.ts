import { listSource, resourceKeys } from '@/components/list/list-source';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { customerEndpoints } from '@/shared/api/endpoints/customers';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import type { OrdersListQuery } from '@/shared/schemas/orders';

/** Keys grouped per resource: every list under ['customers','list'], every customer under ['customers','detail']. */
export const customerKeys = resourceKeys('customers');

/** The customers list: one page under customerKeys.lists() (the previous page stays on screen while the next loads). */
export const customersListSource = listSource(customerEndpoints.customersList, customerKeys.lists());

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
