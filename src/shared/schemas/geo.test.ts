import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../messages';
import {
  type AreaGeometry,
  AreaGeometrySchema,
  areaContains,
  bboxOf,
  checkPolygons,
  circleContains,
  circlePolygon,
  closeRing,
  distanceM,
  type MultiPolygonCoords,
  type PolygonCoords,
  pointInRing,
  signedArea2,
} from './geo';
import { spillOf } from './geo-spill';

const multi = (...polygons: PolygonCoords[]): AreaGeometry => ({ type: 'MultiPolygon', coordinates: polygons });
/** A square of side `s` degrees with its south-west corner at (x, y), counter-clockwise and closed. */
const square = (x: number, y: number, s: number) =>
  [
    [x, y],
    [x + s, y],
    [x + s, y + s],
    [x, y + s],
    [x, y],
  ] as [number, number][];

describe('geometry shape (valibot)', () => {
  it('takes a Polygon and answers it as a MultiPolygon', () => {
    const out = v.parse(AreaGeometrySchema, { type: 'Polygon', coordinates: [square(0, 0, 1)] });
    expect(out.type).toBe('MultiPolygon');
    expect(out.coordinates).toHaveLength(1);
  });

  it('refuses a latitude past 90 with the position code (GeoJSON order is [lng, lat])', () => {
    const r = v.safeParse(AreaGeometrySchema, {
      type: 'Polygon',
      coordinates: [
        [
          [10, 95],
          [11, 0],
          [12, 1],
        ],
      ],
    });
    expect(r.success).toBe(false);
    if (!r.success) expect(issueMessage(r.issues[0]).code).toBe('geo.position');
  });

  it('refuses a longitude past 180', () => {
    expect(
      v.safeParse(AreaGeometrySchema, {
        type: 'Polygon',
        coordinates: [
          [
            [181, 0],
            [1, 1],
            [2, 0],
          ],
        ],
      }).success,
    ).toBe(false);
  });

  it('refuses a geometry that is not a polygon', () => {
    const r = v.safeParse(AreaGeometrySchema, { type: 'Point', coordinates: [0, 0] });
    expect(r.success).toBe(false);
    if (!r.success) expect(issueMessage(r.issues[0]).code).toBe('geo.polygon');
  });

  it('drops an altitude after longitude and latitude', () => {
    const out = v.parse(AreaGeometrySchema, {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0, 5],
          [1, 0, 5],
          [1, 1, 5],
          [0, 0, 5],
        ],
      ],
    });
    expect(out.coordinates[0]?.[0]?.[0]).toEqual([0, 0]);
  });
});

describe('checkPolygons', () => {
  it('closes an open ring and drops repeated points', () => {
    expect(
      closeRing([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    const { geometry, problems } = checkPolygons(
      multi([
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ]),
    );
    expect(problems).toEqual([]);
    expect(geometry.coordinates[0]?.[0]).toHaveLength(5);
  });

  it('makes a clockwise outline counter-clockwise and a counter-clockwise hole clockwise', () => {
    const clockwise = [...square(0, 0, 10)].reverse();
    const hole = square(2, 2, 1);
    const { geometry, problems } = checkPolygons(multi([clockwise, hole]));
    expect(problems).toEqual([]);
    expect(signedArea2(geometry.coordinates[0]?.[0] ?? [])).toBeGreaterThan(0);
    expect(signedArea2(geometry.coordinates[0]?.[1] ?? [])).toBeLessThan(0);
  });

  it('says where a bow-tie crosses itself', () => {
    const bowTie = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
      [0, 0],
    ] as [number, number][];
    const { problems } = checkPolygons(multi([bowTie]));
    expect(problems).toEqual([{ code: 'geo.self_intersection', params: { lng: '1', lat: '1' }, polygon: 0, ring: 0 }]);
  });

  it('finds a hole that crosses its outline', () => {
    const { problems } = checkPolygons(multi([square(0, 0, 4), square(3, 1, 2)]));
    expect(problems[0]?.code).toBe('geo.self_intersection');
    // It crosses at (4, 1) and (4, 3): one of them is named.
    expect([
      { lng: '4', lat: '1' },
      { lng: '4', lat: '3' },
    ]).toContainEqual(problems[0]?.params);
  });

  it('refuses a hole outside its outline', () => {
    const { problems } = checkPolygons(multi([square(0, 0, 4), square(10, 10, 1)]));
    expect(problems.map((p) => p.code)).toEqual(['geo.hole_outside']);
  });

  it('refuses a ring of fewer than three different points', () => {
    const { problems } = checkPolygons(
      multi([
        [
          [0, 0],
          [1, 1],
          [1, 1],
          [0, 0],
        ],
      ]),
    );
    expect(problems.map((p) => p.code)).toEqual(['geo.too_few_points']);
  });

  it('refuses a ring whose points all lie on one line', () => {
    const { problems } = checkPolygons(
      multi([
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 0],
        ],
      ]),
    );
    expect(problems.map((p) => p.code)).toEqual(['geo.too_few_points']);
  });

  it('accepts a long outline without crossings', () => {
    // A 720-point circle: every segment checked against its neighbours by the sweep.
    const { problems } = checkPolygons(multi(circlePolygon([77.2, 28.6], 5000, 720)));
    expect(problems).toEqual([]);
  });
});

describe('boundary rule', () => {
  const area: MultiPolygonCoords = [[square(0, 0, 4), [...square(1, 1, 1)].reverse()]];

  it('counts a point on an edge or a vertex as inside', () => {
    expect(pointInRing([2, 0], square(0, 0, 4))).toBe('boundary');
    expect(areaContains(area, [0, 2])).toBe(true);
    expect(areaContains(area, [4, 4])).toBe(true);
  });

  it('counts a point inside a hole as outside, and on the hole’s edge as inside', () => {
    expect(areaContains(area, [1.5, 1.5])).toBe(false);
    expect(areaContains(area, [1, 1.5])).toBe(true);
  });

  it('counts a point past the outline as outside', () => {
    expect(areaContains(area, [4.0001, 2])).toBe(false);
    expect(areaContains(area, [3, 3])).toBe(true);
  });

  it('counts a point on a circle’s edge as inside', () => {
    const c: [number, number] = [-9.14, 38.71];
    expect(circleContains(c, 1000, c)).toBe(true);
    const ring = circlePolygon(c, 1000, 8)[0] ?? [];
    const edge = ring[0] as [number, number];
    expect(distanceM(c, edge)).toBeCloseTo(1000, 3);
    expect(circleContains(c, 1000.001, edge)).toBe(true);
    expect(circleContains(c, 999, edge)).toBe(false);
  });
});

describe('spill out of a city', () => {
  const city: MultiPolygonCoords = [[square(0, 0, 0.1)]];

  it('is zero for a zone inside its city, edges touching included', () => {
    expect(spillOf([[square(0, 0, 0.05)]], city)).toEqual({ spillM2: 0, percent: 0 });
  });

  it('says by how much a zone half outside spills', () => {
    const { spillM2, percent } = spillOf([[square(0.08, 0.02, 0.04)]], city);
    expect(percent).toBe(50);
    // Half of a 0.04° square at the equator: about 0.02 × 0.04 × 111.32 km² per square degree.
    expect(spillM2).toBeGreaterThan(9_800_000);
    expect(spillM2).toBeLessThan(10_000_000);
  });

  it('is the whole zone for a zone outside its city', () => {
    expect(spillOf([[square(1, 1, 0.01)]], city).percent).toBe(100);
  });
});

describe('bboxOf', () => {
  it('spans every polygon of the area', () => {
    expect(bboxOf([[square(0, 0, 1)], [square(5, -3, 1)]])).toEqual({ minLng: 0, minLat: -3, maxLng: 6, maxLat: 1 });
  });
});
