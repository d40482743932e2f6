import { listSource } from '@/components/list/list-source';
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

/** The service types list: one page under serviceTypeKeys.lists() (the previous page stays on screen while the next loads). */
export const serviceTypesListSource = listSource(catalogueEndpoints.serviceTypesList, serviceTypeKeys.lists());
