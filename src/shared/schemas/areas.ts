import * as v from 'valibot';
import { CURRENCIES, isTimeZone } from '../currencies';
import { CITIES_LIST, GEOFENCES_LIST, type SortFieldOf } from '../lists';
import { LangSchema } from './faqs';
import { AreaGeometrySchema, MultiPolygonSchema, PositionSchema, RADIUS_MAX_M, RADIUS_MIN_M } from './geo';
import { idFilter, idParams, rowColumns, UuidSchema } from './common';
import { listQueries, listTotalEntries, searchEntry } from './list';

/**
 * Cities and geofences (issue 71, modules `city` and `geofence`): where an operator serves, and zones inside a city
 * (service, excluded, surcharge). Geometry is GeoJSON (`[lng, lat]`), checked by `./geo.ts` on both sides.
 */

export const AREA_STATUSES = CITIES_LIST.choices.status.values;
export type AreaStatus = (typeof AREA_STATUSES)[number];
export const GEOFENCE_KINDS = GEOFENCES_LIST.choices.kind.values;
export type GeofenceKind = (typeof GEOFENCE_KINDS)[number];
export const SURCHARGE_KINDS = ['percent', 'fixed'] as const;
export const GEOFENCE_SHAPES = ['polygon', 'circle'] as const;
export type CitySortField = SortFieldOf<typeof CITIES_LIST>;
export type GeofenceSortField = SortFieldOf<typeof GEOFENCES_LIST>;

export const CITY_NAME_MAX = 100;
export const GEOFENCE_NAME_MAX = 100;
/** A surcharge: up to 500 % or 10,000,000 minor units. */
export const SURCHARGE_PERCENT_MAX = 500;
export const SURCHARGE_FIXED_MAX = 10_000_000;

const statusEntry = v.optional(
  v.pipe(
    v.picklist([...AREA_STATUSES, 'all'], 'status must be active, inactive or all'),
    v.description('active, inactive, or all (the default)'),
  ),
);

// Lists ----------------------------------------------------------------------------------------

export const { list: CitiesListQuerySchema, export: CitiesExportQuerySchema } = listQueries(CITIES_LIST, {
  search: searchEntry('A name in any language; case-insensitive, % and _ taken literally'),
  status: statusEntry,
});
export type CitiesListQuery = v.InferInput<typeof CitiesListQuerySchema>;
export type CitiesExportQuery = v.InferOutput<typeof CitiesExportQuerySchema>;

export const { list: GeofencesListQuerySchema, export: GeofencesExportQuerySchema } = listQueries(GEOFENCES_LIST, {
  search: searchEntry('The name; case-insensitive, % and _ taken literally'),
  kind: v.optional(
    v.pipe(
      v.picklist([...GEOFENCE_KINDS, 'all'], 'kind must be service, excluded, surcharge or all'),
      v.description('service, excluded, surcharge, or all (the default)'),
    ),
  ),
  status: statusEntry,
  cityId: idFilter('cityId must be a city id', "Only this city's zones (the city page)"),
});
export type GeofencesListQuery = v.InferInput<typeof GeofencesListQuerySchema>;
export type GeofencesExportQuery = v.InferOutput<typeof GeofencesExportQuerySchema>;

// Rows -----------------------------------------------------------------------------------------

const bboxEntries = { minLng: v.number(), minLat: v.number(), maxLng: v.number(), maxLat: v.number() };

export const CityRowSchema = v.object({
  id: UuidSchema,
  /** The name in the operator's default language. */
  name: v.string(),
  /** Every name, by language. */
  names: v.record(v.string(), v.string()),
  country: v.string(),
  timeZone: v.string(),
  currency: v.string(),
  status: v.picklist(AREA_STATUSES),
  serviceTypeIds: v.array(UuidSchema),
  area: MultiPolygonSchema,
  pointCount: v.number(),
  /** The outline's surface in square metres. */
  areaM2: v.number(),
  ...bboxEntries,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type CityRow = v.InferOutput<typeof CityRowSchema>;
export const CitiesListDataSchema = v.object({ data: v.array(CityRowSchema), ...listTotalEntries });
export const CityIdParamsSchema = idParams('City id (uuid); a malformed or unknown id answers 404');
/** The export's columns: no outline (the GeoJSON export carries it). */
export const CITY_CSV_COLUMNS = rowColumns(CityRowSchema, ['names', 'area', 'serviceTypeIds', 'updatedAt']);

export const GeofenceRowSchema = v.object({
  id: UuidSchema,
  cityId: UuidSchema,
  cityName: v.string(),
  name: v.string(),
  kind: v.picklist(GEOFENCE_KINDS),
  surchargeKind: v.nullable(v.picklist(SURCHARGE_KINDS)),
  /** Whole percent, or minor units of `currency`. */
  surchargeAmount: v.nullable(v.number()),
  currency: v.string(),
  priority: v.number(),
  status: v.picklist(AREA_STATUSES),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  shape: v.picklist(GEOFENCE_SHAPES),
  /** The polygon (a circle as 64 points). */
  area: MultiPolygonSchema,
  center: v.nullable(v.tuple([v.number(), v.number()])),
  radiusM: v.nullable(v.number()),
  ...bboxEntries,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type GeofenceRow = v.InferOutput<typeof GeofenceRowSchema>;
export const GeofencesListDataSchema = v.object({ data: v.array(GeofenceRowSchema), ...listTotalEntries });
export const GeofenceIdParamsSchema = idParams('Geofence id (uuid); a malformed or unknown id answers 404');
export const GEOFENCE_CSV_COLUMNS = rowColumns(GeofenceRowSchema, ['area', 'updatedAt']);

/** A GeoJSON FeatureCollection of areas (the export a map tool opens), each feature with the row's fields. */
export const AreaFeatureCollectionSchema = v.object({
  type: v.literal('FeatureCollection'),
  features: v.array(
    v.object({
      type: v.literal('Feature'),
      id: v.string(),
      properties: v.record(v.string(), v.unknown()),
      geometry: MultiPolygonSchema,
    }),
  ),
});

// Bodies ---------------------------------------------------------------------------------------

/**
 * A city: a name per enabled language (the default one required: checked by the server, which knows the
 * operator's languages), its country, time zone and currency (blank: the operator's), and its outline.
 */
export const CityBodySchema = v.object({
  names: v.record(LangSchema, v.pipe(v.string(), v.trim(), v.maxLength(CITY_NAME_MAX))),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'city.country')),
  timeZone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.check((s: string) => isTimeZone(s), 'settings.time_zone'),
  ),
  currency: v.nullish(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(CURRENCIES, 'settings.currency'))),
  status: v.picklist(AREA_STATUSES),
  serviceTypeIds: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.uuid('city.unknown_service_type'))), v.maxLength(200)),
    [],
  ),
  area: AreaGeometrySchema,
});
export type CityBody = v.InferInput<typeof CityBodySchema>;

const isoTime = v.nullish(v.pipe(v.string(), v.isoTimestamp('validations.datetime')));

/**
 * A zone of a city. A surcharge zone names its surcharge (percent: 1–500; fixed: minor units of the city's
 * currency); the schedule, when given, ends after it starts; a circle is a centre and a radius in metres, a polygon
 * an area. Whether the zone stays inside its city is checked against the city's outline (`spillOf`).
 */
export const GeofenceBodySchema = v.pipe(
  v.object({
    cityId: v.pipe(v.string(), v.uuid('geofence.unknown_city')),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(GEOFENCE_NAME_MAX)),
    kind: v.picklist(GEOFENCE_KINDS),
    surchargeKind: v.nullish(v.picklist(SURCHARGE_KINDS)),
    surchargeAmount: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SURCHARGE_FIXED_MAX))),
    priority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
    status: v.picklist(AREA_STATUSES),
    startsAt: isoTime,
    endsAt: isoTime,
    shape: v.picklist(GEOFENCE_SHAPES),
    area: v.nullish(AreaGeometrySchema),
    center: v.nullish(PositionSchema),
    radiusM: v.nullish(
      v.pipe(v.number(), v.minValue(RADIUS_MIN_M, 'geo.radius'), v.maxValue(RADIUS_MAX_M, 'geo.radius')),
    ),
  }),
  v.forward(
    v.check(
      (b) => b.kind !== 'surcharge' || (b.surchargeKind != null && b.surchargeAmount != null),
      'geofence.surcharge_required',
    ),
    ['surchargeAmount'],
  ),
  v.forward(
    v.check(
      (b) =>
        b.kind !== 'surcharge' || b.surchargeKind !== 'percent' || (b.surchargeAmount ?? 0) <= SURCHARGE_PERCENT_MAX,
      'validations.max',
    ),
    ['surchargeAmount'],
  ),
  v.forward(
    v.check(
      (b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt),
      'geofence.schedule_order',
    ),
    ['endsAt'],
  ),
  v.forward(
    v.check((b) => b.shape !== 'polygon' || b.area != null, 'geo.polygon'),
    ['area'],
  ),
  v.forward(
    v.check((b) => b.shape !== 'circle' || b.center != null, 'geo.position'),
    ['center'],
  ),
  v.forward(
    v.check((b) => b.shape !== 'circle' || b.radiusM != null, 'validations.required'),
    ['radiusM'],
  ),
);
export type GeofenceBody = v.InferInput<typeof GeofenceBodySchema>;

// The apps' point check ------------------------------------------------------------------------

const degrees = (min: number, max: number, name: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
    v.number(`${name} must be a number`),
    v.finite('validations.number'),
    v.minValue(min),
    v.maxValue(max),
  );

export const AreaCheckQuerySchema = v.object({
  lat: v.pipe(degrees(-90, 90, 'lat'), v.description('Latitude, WGS84 degrees (-90 to 90)')),
  lng: v.pipe(degrees(-180, 180, 'lng'), v.description('Longitude, WGS84 degrees (-180 to 180)')),
});

export const AreaCheckDataSchema = v.object({
  served: v.boolean(),
  /** Why not: outside every active city (or its service zones), or in an excluded zone. */
  reason: v.nullable(v.picklist(['outside', 'excluded'])),
  city: v.nullable(v.object({ id: UuidSchema, name: v.string(), timeZone: v.string(), currency: v.string() })),
  /** The zone that decided: the excluded one, the winning surcharge zone, or the service zone. */
  zone: v.nullable(
    v.object({ id: UuidSchema, name: v.string(), kind: v.picklist(GEOFENCE_KINDS), priority: v.number() }),
  ),
  surcharge: v.nullable(
    v.object({ kind: v.picklist(SURCHARGE_KINDS), amount: v.number(), currency: v.string(), zoneId: UuidSchema }),
  ),
});
export type AreaCheckData = v.InferOutput<typeof AreaCheckDataSchema>;
