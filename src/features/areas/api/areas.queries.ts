import { queryOptions } from '@tanstack/react-query';
import { listOptions } from '@/components/form/list-options';
import { listSource, resourceKeys } from '@/components/list/list-source';
import { api } from '@/lib/api-client';
import { areaEndpoints } from '@/shared/api/endpoints/areas';
import type { CityRow } from '@/shared/schemas/areas';

/** Keys grouped per resource: ['cities','list',query], ['cities','detail',id]; the same for geofences. */
export const cityKeys = {
  ...resourceKeys('cities'),
  options: (search: string) => ['cities', 'options', search] as const,
};
export const geofenceKeys = resourceKeys('geofences');

export const citiesListSource = listSource(areaEndpoints.citiesList, cityKeys.lists());
export const geofencesListSource = listSource(areaEndpoints.geofencesList, geofenceKeys.lists());

export const cityDetailQuery = (id: string) =>
  queryOptions({
    queryKey: cityKeys.detail(id),
    queryFn: ({ signal }) => api(areaEndpoints.cityDetail, { params: { id } }, { signal }),
  });

/** A city's zones, for its map (up to 100, highest priority first). */
export const cityZonesQuery = (cityId: string) =>
  queryOptions({
    queryKey: ['geofences', 'city-zones', cityId] as const,
    queryFn: ({ signal }) => api(areaEndpoints.geofencesList, { query: { cityId, pageSize: 100 } }, { signal }),
  });

/** The cities a zone may belong to, searched on the server. */
export const cityOptions = listOptions(areaEndpoints.citiesList, cityKeys.options, (row: CityRow) => ({
  id: row.id,
  name: row.name,
}));
