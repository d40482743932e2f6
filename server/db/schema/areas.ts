import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MultiPolygonCoords } from '../../../src/shared/schemas/geo';
import { operators } from './operators';

/**
 * Service areas (issue 71, modules `city` and `geofence`). A city has its names per language (jsonb, language →
 * name; `name` is the default language's, for sorting), its outline as GeoJSON MultiPolygon coordinates (jsonb,
 * counter-clockwise outlines) and its bounding box in indexed columns: the point check reads the cities and zones
 * whose box holds the point, then tests them exactly (no PostGIS on PGlite).
 */
const bbox = {
  minLng: doublePrecision('min_lng').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLng: doublePrecision('max_lng').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
};

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    name: text('name').notNull(),
    /** Every name lower-cased, for the search. */
    searchText: text('search_text').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    /** The operator's service types offered in this city (ids). */
    serviceTypeIds: jsonb('service_type_ids').$type<string[]>().notNull().default([]),
    area: jsonb('area').$type<MultiPolygonCoords>().notNull(),
    pointCount: integer('point_count').notNull(),
    areaM2: doublePrecision('area_m2').notNull(),
    ...bbox,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cities_operator_created_idx').on(t.operatorId, t.createdAt),
    index('cities_operator_name_idx').on(t.operatorId, t.name),
    index('cities_operator_bbox_idx').on(t.operatorId, t.minLng, t.maxLng, t.minLat, t.maxLat),
  ],
);

export const GEOFENCE_KINDS = ['service', 'excluded', 'surcharge'] as const;
export const SURCHARGE_KINDS = ['percent', 'fixed'] as const;
export const GEOFENCE_SHAPES = ['polygon', 'circle'] as const;

/**
 * A zone inside a city: a service area, an excluded area or a surcharge zone (a percentage or a fixed amount in
 * the city's currency's minor units), drawn as a polygon or a circle (centre + radius in metres; `area` then holds
 * the circle as a 64-point polygon for drawing and the spill check). `priority` decides overlaps (highest first).
 */
export const geofences = pgTable(
  'geofences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name)`),
    kind: text('kind', { enum: GEOFENCE_KINDS }).notNull(),
    surchargeKind: text('surcharge_kind', { enum: SURCHARGE_KINDS }),
    /** Percent (whole) or minor units, by `surchargeKind`. */
    surchargeAmount: integer('surcharge_amount'),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    shape: text('shape', { enum: GEOFENCE_SHAPES }).notNull(),
    area: jsonb('area').$type<MultiPolygonCoords>().notNull(),
    centerLng: doublePrecision('center_lng'),
    centerLat: doublePrecision('center_lat'),
    radiusM: doublePrecision('radius_m'),
    ...bbox,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('geofences_operator_created_idx').on(t.operatorId, t.createdAt),
    index('geofences_operator_name_idx').on(t.operatorId, t.name),
    index('geofences_operator_priority_idx').on(t.operatorId, t.priority),
    index('geofences_city_idx').on(t.cityId),
    index('geofences_operator_bbox_idx').on(t.operatorId, t.minLng, t.maxLng, t.minLat, t.maxLat),
  ],
);
