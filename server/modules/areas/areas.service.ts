import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { multiPolygon } from '@turf/helpers';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { CITIES_LIST, GEOFENCES_LIST } from '../../../src/shared/lists';
import type { MessageCode } from '../../../src/shared/messages';
import {
  type AreaCheckData,
  CITY_CSV_COLUMNS,
  type CitiesExportQuery,
  type CityBodySchema,
  type CityRow,
  GEOFENCE_CSV_COLUMNS,
  type GeofenceBodySchema,
  type GeofenceRow,
  type GeofencesExportQuery,
} from '../../../src/shared/schemas/areas';
import {
  type AreaGeometry,
  bboxOf,
  checkPolygons,
  circleContains,
  circlePolygon,
  type MultiPolygonCoords,
  type Position,
} from '../../../src/shared/schemas/geo';
import { areaM2, spillOf } from '../../../src/shared/schemas/geo-spill';
import type { Db } from '../../db/client';
import { cities, geofences, operators, serviceTypes } from '../../db/schema';
import { csvColumns } from '../../lib/csv-export';
import { columnsOf, entity } from '../../lib/entity';
import { fieldError, unprocessable } from '../../lib/errors';
import type { FieldMessages } from '../../../src/shared/messages';
import { defaultLanguageOf } from '../../lib/translations';

/**
 * Cities and geofences (issue 71). Outlines are checked by the shared geometry code (`src/shared/schemas/geo.ts`),
 * stored as MultiPolygon coordinates with their bounding box, and read by the apps' point check: a bounding-box
 * prefilter in SQL (indexed columns), then the exact test (`@turf/boolean-point-in-polygon`, edges inside).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const statusOf = (active: boolean): 'active' | 'inactive' => (active ? 'active' : 'inactive');

// Cities ---------------------------------------------------------------------------------------

export const city = entity(cities, 'city.not_found', {
  columns: columnsOf(cities),
  toRow: (r): CityRow => ({
    id: r.id,
    name: r.name,
    names: r.names,
    country: r.country,
    timeZone: r.timeZone,
    currency: r.currency,
    status: statusOf(r.active),
    serviceTypeIds: r.serviceTypeIds,
    area: { type: 'MultiPolygon', coordinates: r.area },
    pointCount: r.pointCount,
    areaM2: r.areaM2,
    minLng: r.minLng,
    minLat: r.minLat,
    maxLng: r.maxLng,
    maxLat: r.maxLat,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  filter: (q: CitiesExportQuery) => [
    q.status === undefined || q.status === 'all' ? undefined : eq(cities.active, q.status === 'active'),
  ],
  search: ({ pattern }) => [sql`${cities.searchText} like lower(${pattern})`],
  sort: {
    list: CITIES_LIST,
    fields: { name: cities.name, country: cities.country, createdAt: cities.createdAt },
    tieBreaker: [cities.createdAt, cities.id],
  },
  counted: 'cities',
  buckets: (q) => (q.status === undefined || q.status === 'all' ? 'all' : [q.status === 'active' ? '1' : '0']),
});

export const CITY_CSV = csvColumns<CityRow>(CITY_CSV_COLUMNS);

type CityBody = v.InferOutput<typeof CityBodySchema>;
type GeofenceBody = v.InferOutput<typeof GeofenceBodySchema>;

/** A geometry's problems as the 422's field errors under `field` (the first of them: one thing to fix at a time). */
function checkedArea(field: string, geometry: AreaGeometry): MultiPolygonCoords {
  const { geometry: regular, problems } = checkPolygons(geometry);
  const first = problems[0];
  if (first) throw unprocessable({ [field]: fieldError(first.code as MessageCode, first.params) });
  return regular.coordinates;
}

async function operatorOf(db: Db, operatorId: string) {
  const [row] = await db
    .select({ languages: operators.languages, currency: operators.currency })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row ?? { languages: ['en-US'], currency: 'INR' };
}

/** The body as columns: names only in enabled languages, the default one required; the outline regular. */
export async function cityValues(db: Db, operatorId: string, body: CityBody) {
  const op = await operatorOf(db, operatorId);
  const errors: FieldMessages = {};
  const names: Record<string, string> = {};
  for (const [lang, name] of Object.entries(body.names)) {
    if (!name) continue;
    if (!op.languages.includes(lang)) errors[`names.${lang}`] = fieldError('city.language_not_enabled', { lang });
    else names[lang] = name;
  }
  const defaultLang = defaultLanguageOf(op.languages);
  if (!names[defaultLang])
    errors[`names.${defaultLang}`] = fieldError('city.default_name_required', { lang: defaultLang });
  const wanted = [...new Set(body.serviceTypeIds)];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(and(eq(serviceTypes.operatorId, operatorId), inArray(serviceTypes.id, wanted)));
    if (found.length !== wanted.length) errors.serviceTypeIds = fieldError('city.unknown_service_type');
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const area = checkedArea('area', body.area);
  return {
    names,
    name: names[defaultLang] as string,
    searchText: Object.values(names).join('\n').toLowerCase(),
    country: body.country,
    timeZone: body.timeZone,
    currency: body.currency ?? op.currency,
    active: body.status === 'active',
    serviceTypeIds: wanted,
    area,
    pointCount: area.flat(2).length,
    areaM2: areaM2(area),
    ...bboxOf(area),
  };
}

/** Every city matching the list's filters as GeoJSON features. */
export async function citiesGeojson(db: Db, operatorId: string, q: CitiesExportQuery) {
  const rows = (await city.all(db, operatorId, q)).map(city.toRow);
  return {
    type: 'FeatureCollection' as const,
    features: rows.map(({ area, ...properties }) => ({
      type: 'Feature' as const,
      id: properties.id,
      properties,
      geometry: area,
    })),
  };
}

// Geofences ------------------------------------------------------------------------------------

const GEOFENCE_CITY = sql.raw('"geofences"."city_id"');

export const geofence = entity(geofences, 'geofence.not_found', {
  columns: {
    ...columnsOf(geofences),
    cityName: sql<string>`(select c.name from ${cities} c where c.id = ${GEOFENCE_CITY})`,
    currency: sql<string>`(select c.currency from ${cities} c where c.id = ${GEOFENCE_CITY})`,
  },
  toRow: (r): GeofenceRow => ({
    id: r.id,
    cityId: r.cityId,
    cityName: r.cityName,
    name: r.name,
    kind: r.kind,
    surchargeKind: r.surchargeKind,
    surchargeAmount: r.surchargeAmount,
    currency: r.currency,
    priority: r.priority,
    status: statusOf(r.active),
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    shape: r.shape,
    area: { type: 'MultiPolygon', coordinates: r.area },
    center: r.centerLng === null || r.centerLat === null ? null : [r.centerLng, r.centerLat],
    radiusM: r.radiusM,
    minLng: r.minLng,
    minLat: r.minLat,
    maxLng: r.maxLng,
    maxLat: r.maxLat,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  filter: (q: GeofencesExportQuery) => [
    q.kind === undefined || q.kind === 'all' ? undefined : eq(geofences.kind, q.kind),
    q.status === undefined || q.status === 'all' ? undefined : eq(geofences.active, q.status === 'active'),
    q.cityId === undefined ? undefined : eq(geofences.cityId, q.cityId),
  ],
  search: ({ pattern }) => [sql`${geofences.searchText} like lower(${pattern})`],
  sort: {
    list: GEOFENCES_LIST,
    fields: { priority: geofences.priority, name: geofences.name, createdAt: geofences.createdAt },
    tieBreaker: [geofences.createdAt, geofences.id],
  },
  counted: 'geofences',
  // The counters are per kind and status ('surcharge:1'): a tab reads the buckets it spans.
  buckets: (q) => {
    if (q.cityId !== undefined) return null;
    const kinds = q.kind === undefined || q.kind === 'all' ? GEOFENCES_LIST.choices.kind.values : [q.kind];
    const actives = q.status === undefined || q.status === 'all' ? ['1', '0'] : [q.status === 'active' ? '1' : '0'];
    if (kinds.length === 3 && actives.length === 2) return 'all';
    return kinds.flatMap((k) => actives.map((a) => `${k}:${a}`));
  },
});

export const GEOFENCE_CSV = csvColumns<GeofenceRow>(GEOFENCE_CSV_COLUMNS);

/** The body as columns: the city must be the operator's, and the zone must stay inside it (else by how much not). */
export async function geofenceValues(db: Db, operatorId: string, body: GeofenceBody) {
  const [owner] = await db
    .select({ area: cities.area })
    .from(cities)
    .where(and(eq(cities.id, body.cityId), eq(cities.operatorId, operatorId)))
    .limit(1);
  if (!owner) throw unprocessable({ cityId: fieldError('geofence.unknown_city') });
  const circle = body.shape === 'circle' && body.center && body.radiusM;
  const area = circle
    ? [circlePolygon(body.center as Position, body.radiusM as number)]
    : checkedArea('area', body.area as AreaGeometry);
  const spill = spillOf(area, owner.area);
  if (spill.spillM2 > 0)
    throw unprocessable({
      [circle ? 'center' : 'area']: fieldError('geo.spill', { area: spill.spillM2, percent: spill.percent }),
    });
  const surcharge = body.kind === 'surcharge';
  return {
    cityId: body.cityId,
    name: body.name,
    kind: body.kind,
    surchargeKind: surcharge ? (body.surchargeKind ?? null) : null,
    surchargeAmount: surcharge ? (body.surchargeAmount ?? null) : null,
    priority: body.priority,
    active: body.status === 'active',
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    shape: body.shape,
    area,
    centerLng: circle ? (body.center as Position)[0] : null,
    centerLat: circle ? (body.center as Position)[1] : null,
    radiusM: circle ? (body.radiusM as number) : null,
    ...bboxOf(area),
  };
}

export async function geofencesGeojson(db: Db, operatorId: string, q: GeofencesExportQuery) {
  const rows = (await geofence.all(db, operatorId, q)).map(geofence.toRow);
  return {
    type: 'FeatureCollection' as const,
    features: rows.map(({ area, ...properties }) => ({
      type: 'Feature' as const,
      id: properties.id,
      properties,
      geometry: area,
    })),
  };
}

// The apps' point check ------------------------------------------------------------------------

/** Whether a stored area holds the point: edges count as inside (turf's default, `ignoreBoundary: false`). */
const holds = (area: MultiPolygonCoords, p: Position) => booleanPointInPolygon(p, multiPolygon(area));

const inBox = (t: typeof cities | typeof geofences, p: Position) =>
  and(lte(t.minLng, p[0]), gte(t.maxLng, p[0]), lte(t.minLat, p[1]), gte(t.maxLat, p[1]));

/**
 * The point's city, zone and surcharge. Rules (stated in the endpoint): a point on an edge is inside; only active
 * cities and active zones whose schedule includes now count; a city with active service zones serves only inside
 * one of them; an excluded zone beats every other zone; the highest priority surcharge zone wins (then the newest).
 * Two overlapping cities: the one created first.
 */
export async function checkPoint(db: Db, operatorId: string, lat: number, lng: number): Promise<AreaCheckData> {
  const p: Position = [lng, lat];
  const candidates = await db
    .select({
      id: cities.id,
      name: cities.name,
      timeZone: cities.timeZone,
      currency: cities.currency,
      area: cities.area,
    })
    .from(cities)
    .where(and(eq(cities.operatorId, operatorId), eq(cities.active, true), inBox(cities, p)))
    .orderBy(cities.createdAt, cities.id);
  const found = candidates.find((c) => holds(c.area, p));
  const notServed = (reason: 'outside' | 'excluded', zone: AreaCheckData['zone'] = null): AreaCheckData => ({
    served: false,
    reason,
    city: found ? { id: found.id, name: found.name, timeZone: found.timeZone, currency: found.currency } : null,
    zone,
    surcharge: null,
  });
  if (!found) return notServed('outside');
  const zones = (
    await db
      .select({
        id: geofences.id,
        name: geofences.name,
        kind: geofences.kind,
        priority: geofences.priority,
        surchargeKind: geofences.surchargeKind,
        surchargeAmount: geofences.surchargeAmount,
        shape: geofences.shape,
        area: geofences.area,
        centerLng: geofences.centerLng,
        centerLat: geofences.centerLat,
        radiusM: geofences.radiusM,
        createdAt: geofences.createdAt,
      })
      .from(geofences)
      .where(
        and(
          eq(geofences.operatorId, operatorId),
          eq(geofences.cityId, found.id),
          eq(geofences.active, true),
          sql`(${geofences.startsAt} is null or ${geofences.startsAt} <= now())`,
          sql`(${geofences.endsAt} is null or ${geofences.endsAt} > now())`,
        ),
      )
  ).sort((a, b) => b.priority - a.priority || b.createdAt.getTime() - a.createdAt.getTime());
  const containing = zones.filter((z) =>
    z.shape === 'circle' && z.centerLng !== null && z.centerLat !== null && z.radiusM !== null
      ? circleContains([z.centerLng, z.centerLat], z.radiusM, p)
      : holds(z.area, p),
  );
  const zoneOf = (z: (typeof zones)[number]) => ({ id: z.id, name: z.name, kind: z.kind, priority: z.priority });
  const excluded = containing.find((z) => z.kind === 'excluded');
  if (excluded) return notServed('excluded', zoneOf(excluded));
  const service = containing.find((z) => z.kind === 'service');
  if (!service && zones.some((z) => z.kind === 'service')) return notServed('outside');
  const surcharge = containing.find((z) => z.kind === 'surcharge');
  const decided = surcharge ?? service;
  return {
    served: true,
    reason: null,
    city: { id: found.id, name: found.name, timeZone: found.timeZone, currency: found.currency },
    zone: decided ? zoneOf(decided) : null,
    surcharge:
      surcharge?.surchargeKind && surcharge.surchargeAmount !== null
        ? {
            kind: surcharge.surchargeKind,
            amount: surcharge.surchargeAmount,
            currency: found.currency,
            zoneId: surcharge.id,
          }
        : null,
  };
}
