import { beforeAll, describe, expect, it } from 'vitest';
import { appClientToken, call, type Login, signIn } from './helpers';

type City = {
  id: string;
  name: string;
  names: Record<string, string>;
  status: string;
  currency: string;
  pointCount: number;
  area: { coordinates: number[][][][] };
};
type Zone = {
  id: string;
  name: string;
  kind: string;
  cityId: string;
  cityName: string;
  priority: number;
  shape: string;
  radiusM: number | null;
};
type Check = {
  served: boolean;
  reason: 'outside' | 'excluded' | null;
  city: { id: string; name: string } | null;
  zone: { id: string; name: string; kind: string } | null;
  surcharge: { kind: string; amount: number; currency: string; zoneId: string } | null;
};

// Lotus (every module; en-US, zh-CN, zh-TW) writes; Sparkle (city only) and Onda (geofence only) are the others.
let lotus: Login;
let sparkle: Login;
let onda: Login;
let ops: Login; // Sparkle sub-admin: dashboard and bookings only
let appToken: string;
const TAG = `Area ${Date.now().toString(36)}`;

const as = (s: Login) => ({ token: s.accessToken, operatorId: s.user.operatorId });
/** A square of `side` degrees with its south-west corner at (lng, lat), clockwise (the server winds it). */
const square = (lng: number, lat: number, side: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng, lat + side],
      [lng + side, lat + side],
      [lng + side, lat],
    ],
  ],
});
// A city in the Sahel, far from every seeded one: 30..30.2 E, 10..10.2 N.
const CITY_AREA = square(30, 10, 0.2);

const cityBody = (extra: Record<string, unknown> = {}) => ({
  names: { 'en-US': `${TAG} city`, 'zh-CN': `${TAG} 城市` },
  country: 'sd',
  timeZone: 'Africa/Khartoum',
  currency: null,
  status: 'active',
  area: CITY_AREA,
  ...extra,
});
const zoneBody = (cityId: string, extra: Record<string, unknown> = {}) => ({
  cityId,
  name: `${TAG} zone`,
  kind: 'surcharge',
  surchargeKind: 'percent',
  surchargeAmount: 10,
  priority: 1,
  status: 'active',
  shape: 'polygon',
  area: square(30.05, 10.05, 0.05),
  ...extra,
});
const check = (lng: number, lat: number, operatorId = lotus.user.operatorId) =>
  call<Check>('GET', `/app/service-areas/check?lat=${lat}&lng=${lng}`, {
    operatorId,
    headers: { 'X-Client-Token': appToken },
  });

let cityId: string;

beforeAll(async () => {
  [lotus, sparkle, onda, ops, appToken] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('admin@onda.test'),
    signIn('ops@sparkle.test'),
    appClientToken(),
  ]);
  const created = await call<City>('POST', '/cities', { ...as(lotus), body: cityBody() });
  expect(created.status).toBe(201);
  cityId = created.body.data.id;
});

describe('cities', () => {
  it('adds a city with the operator’s currency, the outline closed and counter-clockwise', async () => {
    const got = await call<City>('GET', `/cities/${cityId}`, as(lotus));
    expect(got.status).toBe(200);
    expect(got.body.data.name).toBe(`${TAG} city`);
    expect(got.body.data.currency).toBe('CNY');
    const ring = got.body.data.area.coordinates[0]?.[0] ?? [];
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    // Counter-clockwise: the second point is east of the first (the body sent it north).
    expect(ring[1]).toEqual([30.2, 10]);
  });

  it('refuses an outline that crosses itself and says where', async () => {
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [30, 10],
          [30.2, 10.2],
          [30.2, 10],
          [30, 10.2],
        ],
      ],
    };
    const result = await call('POST', '/cities', { ...as(lotus), body: cityBody({ area: bowTie }) });
    expect(result.status).toBe(422);
    expect(result.body.errorCodes?.area?.[0]).toEqual({
      code: 'geo.self_intersection',
      params: { lng: '30.1', lat: '10.1' },
    });
  });

  it('refuses [lat, lng] given the wrong way round when the latitude is out of range', async () => {
    const swapped = {
      type: 'Polygon',
      coordinates: [
        [
          [10, 130],
          [10.2, 130],
          [10.2, 130.2],
        ],
      ],
    };
    const result = await call('POST', '/cities', { ...as(lotus), body: cityBody({ area: swapped }) });
    expect(result.status).toBe(422);
    expect(Object.values(result.body.errorCodes ?? {})[0]?.[0]?.code).toBe('geo.position');
  });

  it('requires the default language’s name and refuses a language the operator has not enabled', async () => {
    const result = await call('POST', '/cities', {
      ...as(lotus),
      body: cityBody({ names: { 'zh-CN': '城市', 'pt-PT': 'Cidade' } }),
    });
    expect(result.status).toBe(422);
    expect(result.body.errorCodes?.['names.en-US']?.[0]?.code).toBe('city.default_name_required');
    expect(result.body.errorCodes?.['names.pt-PT']?.[0]?.code).toBe('city.language_not_enabled');
  });

  it('lists, searches, filters and exports cities as CSV and GeoJSON', async () => {
    const list = await call<{ data: City[]; total: number }>(
      'GET',
      `/cities?search=${encodeURIComponent(TAG)}`,
      as(lotus),
    );
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((c) => c.id)).toEqual([cityId]);
    const inactive = await call<{ data: City[] }>('GET', '/cities?status=inactive', as(lotus));
    expect(inactive.body.data.data.map((c) => c.id)).not.toContain(cityId);
    const all = await call<{ total: number; data: City[] }>('GET', '/cities', as(lotus));
    expect(all.body.data.total).toBe(2); // the seeded Hong Kong and this one
    const csv = await call<string>('GET', `/cities/export?search=${encodeURIComponent(TAG)}`, as(lotus));
    expect(csv.body.data).toContain(`${TAG} city`);
    const geojson = await call<{ type: string; features: { id: string; geometry: { type: string } }[] }>(
      'GET',
      `/cities/geojson?search=${encodeURIComponent(TAG)}`,
      as(lotus),
    );
    expect(geojson.body.data.type).toBe('FeatureCollection');
    expect(geojson.body.data.features.map((f) => [f.id, f.geometry.type])).toEqual([[cityId, 'MultiPolygon']]);
  });

  it('seeds a real outline of a few hundred points', async () => {
    const list = await call<{ data: City[] }>('GET', '/cities?search=Hong', as(lotus));
    expect(list.body.data.data[0]?.pointCount).toBeGreaterThan(300);
  });

  it('answers another operator’s city like an unknown one', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', cityBody()],
      ['DELETE', undefined],
    ] as const) {
      const result = await call(method, `/cities/${cityId}`, { ...as(sparkle), body });
      expect(result.status).toBe(404);
      expect(result.body.code).toBe('city.not_found');
    }
    const list = await call<{ data: City[] }>('GET', `/cities?search=${encodeURIComponent(TAG)}`, as(sparkle));
    expect(list.body.data.data).toEqual([]);
  });

  it('refuses the cities to an operator or a sub-admin without the city module; the geofence module reads them', async () => {
    expect((await call('GET', '/cities', as(onda))).status).toBe(200);
    expect((await call('POST', '/cities', { ...as(onda), body: cityBody() })).status).toBe(403);
    expect((await call('GET', '/cities', as(ops))).status).toBe(403);
    expect((await call('GET', '/geofences', as(sparkle))).status).toBe(403);
  });
});

describe('geofences', () => {
  it('adds a zone inside its city and lists it with the city’s name', async () => {
    const created = await call<Zone>('POST', '/geofences', {
      ...as(lotus),
      body: zoneBody(cityId, { name: `${TAG} inside` }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.cityName).toBe(`${TAG} city`);
    const list = await call<{ data: Zone[] }>('GET', `/geofences?cityId=${cityId}&kind=surcharge`, as(lotus));
    expect(list.body.data.data.map((z) => z.name)).toContain(`${TAG} inside`);
    await call('DELETE', `/geofences/${created.body.data.id}`, as(lotus));
  });

  it('refuses a zone that spills out of its city and says by how much', async () => {
    const result = await call('POST', '/geofences', {
      ...as(lotus),
      body: zoneBody(cityId, { area: square(30.15, 10.05, 0.1) }),
    });
    expect(result.status).toBe(422);
    const spill = result.body.errorCodes?.area?.[0];
    expect(spill?.code).toBe('geo.spill');
    expect(spill?.params.percent).toBe(50);
    expect(Number(spill?.params.area)).toBeGreaterThan(50_000_000);
  });

  it('refuses a surcharge zone without its surcharge, and a city that is not the operator’s', async () => {
    const noAmount = await call('POST', '/geofences', {
      ...as(lotus),
      body: zoneBody(cityId, { surchargeAmount: null }),
    });
    expect(noAmount.body.errorCodes?.surchargeAmount?.[0]?.code).toBe('geofence.surcharge_required');
    const sparkleCity = (await call<{ data: City[] }>('GET', '/cities', as(sparkle))).body.data.data[0] as City;
    const foreign = await call('POST', '/geofences', { ...as(lotus), body: zoneBody(sparkleCity.id) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errorCodes?.cityId?.[0]?.code).toBe('geofence.unknown_city');
  });
});

describe('GET /app/service-areas/check', () => {
  let pointCity: string;
  beforeAll(async () => {
    // 40..40.1 E, 5..5.1 N (Ethiopia's highlands: no seeded city): a surcharge zone of priority 5 over the west
    // half, one of priority 9 over the south-west quarter, an excluded circle in the north-east.
    const c = await call<City>('POST', '/cities', {
      ...as(lotus),
      body: cityBody({ names: { 'en-US': `${TAG} check` }, area: square(40, 5, 0.1) }),
    });
    pointCity = c.body.data.id;
    const zones = [
      zoneBody(pointCity, { name: 'west', priority: 5, surchargeAmount: 10, area: square(40, 5, 0.05) }),
      zoneBody(pointCity, {
        name: 'south-west',
        priority: 9,
        surchargeKind: 'fixed',
        surchargeAmount: 700,
        area: square(40, 5, 0.02),
      }),
      zoneBody(pointCity, {
        name: 'closed',
        kind: 'excluded',
        priority: 1,
        shape: 'circle',
        area: null,
        center: [40.08, 5.08],
        radiusM: 1000,
      }),
    ];
    for (const body of zones) expect((await call('POST', '/geofences', { ...as(lotus), body })).status).toBe(201);
  });

  it('answers the city for a point inside it and no zone where none applies', async () => {
    const result = await check(40.07, 5.02);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ served: true, reason: null, zone: null, surcharge: null });
    expect(result.body.data.city?.id).toBe(pointCity);
  });

  it('answers not served outside every city', async () => {
    const result = await check(41, 6);
    expect(result.body.data).toEqual({ served: false, reason: 'outside', city: null, zone: null, surcharge: null });
  });

  it('counts a point on the city’s edge and on its corner as inside', async () => {
    expect((await check(40.1, 5.07)).body.data.served).toBe(true);
    expect((await check(40, 5.1)).body.data.served).toBe(true);
    expect((await check(40.1000001, 5.07)).body.data.served).toBe(false);
  });

  it('refuses a point in an excluded zone, naming the zone', async () => {
    const result = await check(40.08, 5.08);
    expect(result.body.data).toMatchObject({
      served: false,
      reason: 'excluded',
      zone: { name: 'closed', kind: 'excluded' },
    });
  });

  it('gives the highest priority surcharge where zones overlap', async () => {
    const overlap = await check(40.01, 5.01);
    expect(overlap.body.data.zone?.name).toBe('south-west');
    expect(overlap.body.data.surcharge).toMatchObject({ kind: 'fixed', amount: 700, currency: 'CNY' });
    const west = await check(40.04, 5.04);
    expect(west.body.data.surcharge).toMatchObject({ kind: 'percent', amount: 10 });
  });

  it('serves a city with service zones only inside them', async () => {
    const service = await call<Zone>('POST', '/geofences', {
      ...as(lotus),
      body: zoneBody(pointCity, {
        name: 'served part',
        kind: 'service',
        surchargeKind: null,
        surchargeAmount: null,
        area: square(40, 5, 0.06),
      }),
    });
    expect(service.status).toBe(201);
    expect((await check(40.07, 5.02)).body.data).toMatchObject({ served: false, reason: 'outside' });
    expect((await check(40.055, 5.055)).body.data).toMatchObject({ served: true, zone: { name: 'served part' } });
    await call('DELETE', `/geofences/${service.body.data.id}`, as(lotus));
  });

  it('does not answer another operator’s areas', async () => {
    const result = await check(40.07, 5.02, sparkle.user.operatorId);
    expect(result.body.data.served).toBe(false);
  });

  it('refuses a latitude out of range with 422', async () => {
    const result = await check(40, 95);
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errorCodes ?? {})).toEqual(['lat']);
  });

  it('answers a seeded city for a point in it (Hong Kong, Lotus)', async () => {
    const result = await check(114.1747, 22.3193);
    expect(result.body.data.city?.name).toBe('Hong Kong');
    expect(result.body.data.surcharge?.currency).toBe('HKD');
  });
});
