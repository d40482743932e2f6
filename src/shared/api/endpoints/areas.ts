import { csvExport, DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import { CITIES_LIST, GEOFENCES_LIST } from '../../lists';
import {
  AreaCheckDataSchema,
  AreaCheckQuerySchema,
  AreaFeatureCollectionSchema,
  CITY_CSV_COLUMNS,
  CitiesExportQuerySchema,
  CitiesListDataSchema,
  CitiesListQuerySchema,
  CityBodySchema,
  CityIdParamsSchema,
  CityRowSchema,
  GEOFENCE_CSV_COLUMNS,
  GeofenceBodySchema,
  GeofenceIdParamsSchema,
  GeofenceRowSchema,
  GeofencesExportQuerySchema,
  GeofencesListDataSchema,
  GeofencesListQuerySchema,
} from '../../schemas/areas';
import { DeletedSchema } from '../../schemas/common';

/**
 * Service areas (issue 71): cities (module `city`), their zones (module `geofence`) and the apps' point check
 * (`GET /app/service-areas/check`). Another operator's ids answer 404, like unknown ones.
 */
export const cityBase = { tag: 'cities', auth: 'user', module: 'city' } as const;
/** The cities are read by the geofence screens too (a zone is drawn inside its city). */
const cityReadBase = { tag: 'cities', auth: 'user', module: ['city', 'geofence'] } as const;
export const geofenceBase = { tag: 'geofences', auth: 'user', module: 'geofence' } as const;
const oneCityRead = oneOf(cityReadBase, CityIdParamsSchema, 'No such city (also for another operator’s city)');
const oneCity = oneOf(cityBase, CityIdParamsSchema, 'No such city (also for another operator’s city)');
const oneGeofence = oneOf(geofenceBase, GeofenceIdParamsSchema, 'No such geofence (also for another operator’s zone)');

const CITY_422 =
  'A field is not valid: names.<lang> for a language the operator has not enabled or a missing default-language name, area with where it crosses itself (geo.self_intersection {lng, lat}), serviceTypeIds with a service type that is not the operator’s';
const GEOFENCE_422 =
  'A field is not valid: cityId not one of the operator’s cities, area spilling out of its city (geo.spill {area m², percent}) or crossing itself, a surcharge zone without its surcharge, endsAt before startsAt';

export const areaEndpoints = {
  citiesList: {
    method: 'GET',
    path: '/cities',
    summary: `Cities by name, or sorted by sortBy (${CITIES_LIST.sortFields.join(', ')}): data.data + data.total. search matches a name in any language; status active, inactive or all`,
    ...cityReadBase,
    query: CitiesListQuerySchema,
    data: CitiesListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  citiesExport: csvExport(
    cityBase,
    '/cities/export',
    CitiesExportQuerySchema,
    `Every city matching the list's filters, in the list's order, as cities.csv (columns ${CITY_CSV_COLUMNS.join(', ')})`,
  ),
  citiesGeojson: {
    method: 'GET',
    path: '/cities/geojson',
    summary: "Every city matching the list's filters as a GeoJSON FeatureCollection of MultiPolygons ([lng, lat])",
    ...cityBase,
    query: CitiesExportQuerySchema,
    data: AreaFeatureCollectionSchema,
  },
  cityDetail: {
    method: 'GET',
    path: '/cities/{id}',
    summary: 'One city with its outline',
    ...oneCityRead,
    data: CityRowSchema,
  },
  cityCreate: {
    method: 'POST',
    path: '/cities',
    summary: 'Add a city: names per enabled language, country, time zone, currency (blank: the operator’s), outline',
    ...cityBase,
    body: CityBodySchema,
    data: CityRowSchema,
    errors: { 422: CITY_422 },
  },
  cityUpdate: {
    method: 'PUT',
    path: '/cities/{id}',
    summary: 'Save a city',
    ...oneCity,
    body: CityBodySchema,
    data: CityRowSchema,
    errors: { ...oneCity.errors, 422: CITY_422 },
  },
  cityDelete: {
    method: 'DELETE',
    path: '/cities/{id}',
    summary: 'Delete a city and its zones',
    ...oneCity,
    data: DeletedSchema,
  },
  geofencesList: {
    method: 'GET',
    path: '/geofences',
    summary: `Zones, highest priority first, or sorted by sortBy (${GEOFENCES_LIST.sortFields.join(', ')}): data.data + data.total. search matches the name; kind, status and cityId filter`,
    ...geofenceBase,
    query: GeofencesListQuerySchema,
    data: GeofencesListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  geofencesExport: csvExport(
    geofenceBase,
    '/geofences/export',
    GeofencesExportQuerySchema,
    `Every zone matching the list's filters, in the list's order, as geofences.csv (columns ${GEOFENCE_CSV_COLUMNS.join(', ')})`,
  ),
  geofencesGeojson: {
    method: 'GET',
    path: '/geofences/geojson',
    summary: "Every zone matching the list's filters as a GeoJSON FeatureCollection (a circle as a 64-point polygon)",
    ...geofenceBase,
    query: GeofencesExportQuerySchema,
    data: AreaFeatureCollectionSchema,
  },
  geofenceDetail: {
    method: 'GET',
    path: '/geofences/{id}',
    summary: 'One zone',
    ...oneGeofence,
    data: GeofenceRowSchema,
  },
  geofenceCreate: {
    method: 'POST',
    path: '/geofences',
    summary: 'Add a zone to a city: a polygon inside the city, or a circle (centre + radius in metres)',
    ...geofenceBase,
    body: GeofenceBodySchema,
    data: GeofenceRowSchema,
    errors: { 422: GEOFENCE_422 },
  },
  geofenceUpdate: {
    method: 'PUT',
    path: '/geofences/{id}',
    summary: 'Save a zone',
    ...oneGeofence,
    body: GeofenceBodySchema,
    data: GeofenceRowSchema,
    errors: { ...oneGeofence.errors, 422: GEOFENCE_422 },
  },
  geofenceDelete: {
    method: 'DELETE',
    path: '/geofences/{id}',
    summary: 'Delete a zone',
    ...oneGeofence,
    data: DeletedSchema,
  },
  appServiceAreaCheck: {
    method: 'GET',
    path: '/app/service-areas/check',
    summary:
      'Whether a point is served: its city, the zone that decided and any surcharge, or served: false with the reason. Rules: on an edge counts as inside; a city with active service zones serves only inside them; an excluded zone beats every other; among surcharge zones the highest priority wins (then the newest). Only active cities and zones within their schedule count',
    tag: 'marketplace apps',
    auth: 'app',
    query: AreaCheckQuerySchema,
    data: AreaCheckDataSchema,
  },
} as const satisfies Record<string, Endpoint>;
