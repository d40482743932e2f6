import { listSource, resourceKeys } from '@/components/list/list-source';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import { providerEndpoints } from '@/shared/api/endpoints/providers';
import type { OrdersListQuery } from '@/shared/schemas/orders';

/** Keys grouped per resource: every list under ['providers','list'], every provider under ['providers','detail']. */
export const providerKeys = resourceKeys('providers');

/**
 * Keys this feature shares with others without importing them: a provider's bookings live under the bookings
 * lists (['orders','list',query]), so a booking change anywhere refreshes them; the dashboard's figures under
 * ['dashboard','stats'] (its verified / unverified donut follows a verification).
 */
export const sharedKeys = {
  bookings: (query: OrdersListQuery) => ['orders', 'list', query] as const,
  dashboardStats: () => ['dashboard', 'stats'] as const,
};

/** The providers list: one page under providerKeys.lists() (the previous page stays on screen while the next loads). */
export const providersListSource = listSource(providerEndpoints.providersList, providerKeys.lists());

/** A provider's details page: profile, services, figures and the newest payouts. */
export const providerDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: ({ signal }) => api(providerEndpoints.providerDetail, { params: { id } }, { signal }),
  });

/** A provider's bookings: a page of the bookings list with its `providerId`. */
export const providerBookingsQueryOptions = (query: OrdersListQuery) =>
  queryOptions({
    queryKey: sharedKeys.bookings(query),
    queryFn: ({ signal }) => api(orderEndpoints.ordersList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
