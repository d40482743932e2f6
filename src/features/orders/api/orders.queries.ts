import { listSource, resourceKeys } from '@/components/list/list-source';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderEndpoints } from '@/shared/api/endpoints/orders';

export type LookupKind = 'customers' | 'providers' | 'products';
export type LookupQuery = { search?: string; providerId?: string };

/** Keys grouped per resource: every list under ['orders','list'], every booking under ['orders','detail']. */
export const orderKeys = {
  ...resourceKeys('orders'),
  lookups: () => [...orderKeys.all, 'lookup'] as const,
  lookup: (kind: LookupKind, query: LookupQuery) => [...orderKeys.lookups(), kind, query] as const,
};

/** The bookings list: one page under orderKeys.lists() (the previous page stays on screen while the next loads). */
export const ordersListSource = listSource(orderEndpoints.ordersList, orderKeys.lists());

export const orderDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api(orderEndpoints.orderDetail, { params: { id } }, { signal }),
  });

const lookupEndpoints = {
  customers: orderEndpoints.orderLookupCustomers,
  providers: orderEndpoints.orderLookupProviders,
  products: orderEndpoints.orderLookupProducts,
} as const;

/** Options for the booking form's pickers (20 at a time, filtered by the server). */
export const orderLookupQueryOptions = (kind: LookupKind, query: LookupQuery) =>
  queryOptions({
    queryKey: orderKeys.lookup(kind, query),
    queryFn: ({ signal }) => {
      const search = query.search?.trim() || undefined;
      if (kind === 'products') {
        return api(
          lookupEndpoints.products,
          { query: { search, limit: 20, providerId: query.providerId } },
          { signal },
        );
      }
      return api(lookupEndpoints[kind], { query: { search, limit: 20 } }, { signal });
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
