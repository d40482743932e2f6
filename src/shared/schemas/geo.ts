import * as v from 'valibot';

/**
 * Service-area geometry (issue 71), shared by the console's forms and the server so both say the same thing.
 * Coordinates are GeoJSON's (RFC 7946): `[longitude, latitude]` in WGS84 degrees. The valibot schemas check the
 * shape and the ranges; `checkPolygons` then closes the rings, drops repeated points, normalises the winding (outer
 * rings counter-clockwise, holes clockwise) and finds what cannot be served: too few points, a ring crossing itself or
 * another ring (with the coordinates of the crossing), a hole outside its outline. Its problems are message codes with
 * parameters (`src/shared/messages/areas.ts`), worded in the reader's language by whoever shows them.
 *
 * Areas do not cross the antimeridian (longitudes are not wrapped); the planar tests below run on degrees, which is
 * exact for "does it cross" and "which side" questions.
 */

export type Position = [lng: number, lat: number];
export type Ring = Position[];
/** A polygon: its outline, then its holes. */
export type PolygonCoords = Ring[];
export type MultiPolygonCoords = PolygonCoords[];

/** The most points an area may have (all rings together): a city outline of a few thousand points is plenty. */
export const GEO_MAX_POINTS = 5000;

const lng = v.pipe(
  v.number('geo.position'),
  v.finite('geo.position'),
  v.minValue(-180, 'geo.position'),
  v.maxValue(180, 'geo.position'),
);
const lat = v.pipe(
  v.number('geo.position'),
  v.finite('geo.position'),
  v.minValue(-90, 'geo.position'),
  v.maxValue(90, 'geo.position'),
);

/** `[lng, lat]` (an altitude after them is dropped). */
export const PositionSchema = v.pipe(
  v.union([v.tuple([lng, lat]), v.tuple([lng, lat, v.number()])], 'geo.position'),
  v.transform((p): Position => [p[0], p[1]]),
);

const RingSchema = v.pipe(v.array(PositionSchema, 'geo.position'), v.maxLength(GEO_MAX_POINTS, 'geo.too_many_points'));
const PolygonCoordsSchema = v.pipe(
  v.array(RingSchema, 'geo.polygon'),
  v.minLength(1, 'geo.polygon'),
  v.maxLength(100, 'geo.polygon'),
);

export const PolygonGeometrySchema = v.object({
  type: v.literal('Polygon', 'geo.polygon'),
  coordinates: PolygonCoordsSchema,
});
export const MultiPolygonGeometrySchema = v.object({
  type: v.literal('MultiPolygon', 'geo.polygon'),
  coordinates: v.pipe(
    v.array(PolygonCoordsSchema, 'geo.polygon'),
    v.minLength(1, 'geo.polygon'),
    v.maxLength(100, 'geo.polygon'),
  ),
});

/** A Polygon or MultiPolygon geometry as a body sends it; stored and answered as a MultiPolygon. */
export const AreaGeometrySchema = v.pipe(
  v.variant('type', [PolygonGeometrySchema, MultiPolygonGeometrySchema], 'geo.polygon'),
  v.transform((g) => ({
    type: 'MultiPolygon' as const,
    coordinates: g.type === 'Polygon' ? [g.coordinates] : g.coordinates,
  })),
);
export type AreaGeometry = { type: 'MultiPolygon'; coordinates: MultiPolygonCoords };

/** The stored geometry as an answer carries it. */
export const MultiPolygonSchema = v.object({
  type: v.literal('MultiPolygon'),
  coordinates: v.array(v.array(v.array(v.tuple([v.number(), v.number()])))),
});

/** A circle's radius in metres: 10 m to 100 km. */
export const RADIUS_MIN_M = 10;
export const RADIUS_MAX_M = 100_000;

/** One problem of a geometry: a message code, its parameters, and where (ring/point indexes, for a form). */
export type GeoProblem = {
  code: 'geo.too_few_points' | 'geo.self_intersection' | 'geo.hole_outside' | 'geo.too_many_points';
  params: Record<string, string | number>;
  polygon: number;
  ring: number;
};

export type GeoCheck = { geometry: AreaGeometry; problems: GeoProblem[] };

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** A ring without repeated consecutive points, closed (its last point is its first). */
export function closeRing(ring: Ring): Ring {
  const out: Ring = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || !same(last, p)) out.push([p[0], p[1]]);
  }
  if (out.length > 1 && same(out[0] as Position, out[out.length - 1] as Position)) out.pop();
  if (out.length > 0) out.push([...(out[0] as Position)] as Position);
  return out;
}

/** Twice the signed planar area of a closed ring: positive when it runs counter-clockwise. */
export function signedArea2(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The ring running the way asked: counter-clockwise for an outline, clockwise for a hole (RFC 7946 §3.1.6). */
export function wound(ring: Ring, counterClockwise: boolean): Ring {
  const ccw = signedArea2(ring) > 0;
  return ccw === counterClockwise ? ring : [...ring].reverse();
}

const cross = (o: Position, a: Position, b: Position) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: Position, a: Position, b: Position) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Where segments ab and cd meet (a point of both), or null. Collinear overlaps answer a shared point. */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): Position | null {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const t = d1 / (d1 - d2);
    return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  }
  if (d1 === 0 && onSegment(a, c, d)) return a;
  if (d2 === 0 && onSegment(b, c, d)) return b;
  if (d3 === 0 && onSegment(c, a, b)) return c;
  if (d4 === 0 && onSegment(d, a, b)) return d;
  return null;
}

type Segment = { a: Position; b: Position; ring: number; index: number; count: number };

/**
 * The first point where the rings of one polygon cross or touch themselves or each other, or null. Neighbouring
 * segments of a ring share their vertex and are not a crossing. Segments are swept by their west end so that a city
 * outline of a few thousand points is checked in milliseconds.
 */
export function firstCrossing(rings: PolygonCoords): { at: Position; ring: number } | null {
  const segments: Segment[] = [];
  rings.forEach((ring, r) => {
    const count = ring.length - 1;
    for (let i = 0; i < count; i++)
      segments.push({ a: ring[i] as Position, b: ring[i + 1] as Position, ring: r, index: i, count });
  });
  const west = (s: Segment) => Math.min(s.a[0], s.b[0]);
  const east = (s: Segment) => Math.max(s.a[0], s.b[0]);
  segments.sort((s, t) => west(s) - west(t));
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as Segment;
    const sEast = east(s);
    for (let j = i + 1; j < segments.length; j++) {
      const t = segments[j] as Segment;
      if (west(t) > sEast) break;
      if (s.ring === t.ring) {
        const gap = Math.abs(s.index - t.index);
        if (gap === 1 || gap === s.count - 1) continue;
      }
      const at = segmentsMeet(s.a, s.b, t.a, t.b);
      if (at) return { at, ring: Math.min(s.ring, t.ring) };
    }
  }
  return null;
}

/**
 * Where a point lies against a closed ring: 'boundary' on one of its edges (vertices included), else 'inside' or
 * 'outside' (even-odd ray casting).
 */
export function pointInRing(p: Position, ring: Ring): 'inside' | 'outside' | 'boundary' {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const a = ring[i] as Position;
    const b = ring[j] as Position;
    if (cross(a, b, p) === 0 && onSegment(p, a, b)) return 'boundary';
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/**
 * Whether a point is in an area — the boundary rule of every check: a point on an outline's edge is inside; a point
 * on a hole's edge is inside too (the hole's edge belongs to the area around it); a point strictly inside a hole is
 * outside.
 */
export function areaContains(area: MultiPolygonCoords, p: Position): boolean {
  return area.some(([outline, ...holes]) => {
    if (!outline || pointInRing(p, outline) === 'outside') return false;
    return !holes.some((hole) => pointInRing(p, hole) === 'inside');
  });
}

const fixed = (n: number) => n.toFixed(6).replace(/\.?0+$/, '');

/** The geometry made regular (closed, deduplicated, wound) and the problems that keep it from being saved. */
export function checkPolygons(geometry: AreaGeometry): GeoCheck {
  const problems: GeoProblem[] = [];
  const coordinates = geometry.coordinates.map((polygon, p) => {
    const rings = polygon.map((ring, r) => {
      const closed = closeRing(ring);
      if (closed.length < 4) problems.push({ code: 'geo.too_few_points', params: { min: 3 }, polygon: p, ring: r });
      return wound(closed, r === 0);
    });
    if (rings.every((ring) => ring.length >= 4)) {
      const crossing = firstCrossing(rings);
      if (crossing) {
        problems.push({
          code: 'geo.self_intersection',
          params: { lng: fixed(crossing.at[0]), lat: fixed(crossing.at[1]) },
          polygon: p,
          ring: crossing.ring,
        });
      } else if (rings.some((ring) => signedArea2(ring) === 0)) {
        // Every point on one line (no crossing, no surface): not an outline.
        problems.push({ code: 'geo.too_few_points', params: { min: 3 }, polygon: p, ring: 0 });
      } else {
        const outline = rings[0] as Ring;
        rings.slice(1).forEach((hole, h) => {
          if (pointInRing(hole[0] as Position, outline) !== 'inside')
            problems.push({ code: 'geo.hole_outside', params: {}, polygon: p, ring: h + 1 });
        });
      }
    }
    return rings;
  });
  const points = coordinates.flat(2).length;
  if (points > GEO_MAX_POINTS)
    problems.push({ code: 'geo.too_many_points', params: { max: GEO_MAX_POINTS }, polygon: 0, ring: 0 });
  return { geometry: { type: 'MultiPolygon', coordinates }, problems };
}

/** The west, south, east and north edges of an area (its bounding box). */
export function bboxOf(area: MultiPolygonCoords): { minLng: number; minLat: number; maxLng: number; maxLat: number } {
  let minLng = 180;
  let minLat = 90;
  let maxLng = -180;
  let maxLat = -90;
  for (const polygon of area)
    for (const [lng0, lat0] of polygon[0] ?? []) {
      minLng = Math.min(minLng, lng0);
      maxLng = Math.max(maxLng, lng0);
      minLat = Math.min(minLat, lat0);
      maxLat = Math.max(maxLat, lat0);
    }
  return { minLng, minLat, maxLng, maxLat };
}

/** Earth's mean radius (IUGG), in metres: the distances below are great-circle (haversine). */
const EARTH_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two positions, in metres. */
export function distanceM(a: Position, b: Position): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circle as a polygon of `steps` points (for drawing, the bounding box and the spill out of a city). */
export function circlePolygon(center: Position, radiusM: number, steps = 64): PolygonCoords {
  const ring: Ring = [];
  const [lng0, lat0] = [rad(center[0]), rad(center[1])];
  const d = radiusM / EARTH_M;
  for (let i = 0; i < steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat1 = Math.asin(Math.sin(lat0) * Math.cos(d) + Math.cos(lat0) * Math.sin(d) * Math.cos(bearing));
    const lng1 =
      lng0 +
      Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat0), Math.cos(d) - Math.sin(lat0) * Math.sin(lat1));
    ring.push([(lng1 * 180) / Math.PI, (lat1 * 180) / Math.PI]);
  }
  return [wound(closeRing(ring), true)];
}

/** Whether a point is in a circle: on its edge counts as inside, like an outline's edge. */
export const circleContains = (center: Position, radiusM: number, p: Position) => distanceM(center, p) <= radiusM;
