import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { ServiceTypesListQuery } from '@/shared/schemas/catalogue';

/**
 * Keys of the service types screen. They sit under the catalogue's ['catalogues'] root, so a change here also
 * refreshes the category dialog's select (['catalogues','service-types']) and the category lists.
 */
export const serviceTypeKeys = {
  all: ['catalogues', 'service-types-screen'] as const,
  lists: () => [...serviceTypeKeys.all, 'list'] as const,
  list: (query: Partial<ServiceTypesListQuery>) => [...serviceTypeKeys.lists(), query] as const,
};

/** One page of service types (`data.data` + `data.total`); the previous page stays while the next loads. */
export const serviceTypesListQueryOptions = (query: Partial<ServiceTypesListQuery>) =>
  queryOptions({
    queryKey: serviceTypeKeys.list(query),
    queryFn: ({ signal }) => api(catalogueEndpoints.serviceTypesList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
