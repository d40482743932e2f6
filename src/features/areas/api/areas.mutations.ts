import { useRowDelete } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { areaEndpoints } from '@/shared/api/endpoints/areas';
import { cityKeys, geofenceKeys } from './areas.queries';

/** Deletes a city (its zones go with it); both lists are loaded again. */
export const useDeleteCity = () =>
  useRowDelete(cityKeys, (id: string) => api(areaEndpoints.cityDelete, { params: { id } }), cityKeys.all);

/** Deletes a zone; the zones (lists and city maps) are loaded again. */
export const useDeleteGeofence = () =>
  useRowDelete(geofenceKeys, (id: string) => api(areaEndpoints.geofenceDelete, { params: { id } }), geofenceKeys.all);
