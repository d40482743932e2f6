/**
 * The demo service areas (issue 71): one city per demo operator with a real outline, and three zones in it.
 *
 * Source of the outlines: Natural Earth 1:10m Admin 0 countries, as packaged by `world-atlas` 2.0.2
 * (`countries-10m.json`, public domain), read here with `topojson-client`. The points are Natural Earth's as they
 * are (no point is made up or moved):
 * - Sparkle and Demo (India): the polygon of India's outline that holds Port Blair — Great Andaman (372 points);
 * - Onda (Portugal): the polygon of Portugal's outline that holds Lisbon — mainland Portugal (879 points);
 * - Lotus: every polygon of Hong Kong's outline (397 points).
 * The zones are demo zones, not real boundaries: circles and squares placed at the real coordinates of a place named
 * after it (approximate town centres) and made small enough to lie inside the city (checked with the same
 * `spillOf` the API uses).
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  areaContains,
  bboxOf,
  checkPolygons,
  circlePolygon,
  type MultiPolygonCoords,
  type PolygonCoords,
  type Position,
} from '../../../src/shared/schemas/geo';
import { areaM2, spillOf } from '../../../src/shared/schemas/geo-spill';
import type { Db } from '../client';
import { cities, geofences } from '../schema';

type Zone = {
  name: string;
  kind: 'service' | 'excluded' | 'surcharge';
  surcharge?: ['percent' | 'fixed', number];
  priority: number;
  shape: 'circle' | 'square';
  /** A real place's approximate coordinates, [lng, lat]. */
  at: Position;
  /** The radius (circle) or half side (square) wished for, in metres; shrunk until the zone lies inside the city. */
  sizeM: number;
};

type DemoCity = {
  country: string;
  /** Natural Earth's name of the country whose outline is taken. */
  source: string;
  /** A point of the polygon(s) to take; null: every polygon of the country. */
  holding: Position | null;
  names: Record<string, string>;
  timeZone: string;
  currency: string | null;
  zones: Zone[];
};

const ANDAMAN: DemoCity = {
  country: 'IN',
  source: 'India',
  holding: [92.7265, 11.6234], // Port Blair
  names: {
    'en-US': 'Andaman Islands',
    'hi-IN': 'अंडमान द्वीपसमूह',
    'pt-PT': 'Ilhas Andamão',
    'zh-CN': '安达曼群岛',
    'zh-TW': '安達曼群島',
  },
  timeZone: 'Asia/Kolkata',
  currency: null,
  zones: [
    {
      name: 'Port Blair airport',
      kind: 'surcharge',
      surcharge: ['fixed', 5000],
      priority: 20,
      shape: 'circle',
      at: [92.7297, 11.6412],
      sizeM: 1500,
    },
    {
      name: 'Port Blair',
      kind: 'surcharge',
      surcharge: ['percent', 10],
      priority: 10,
      shape: 'square',
      at: [92.7265, 11.6234],
      sizeM: 3000,
    },
    {
      name: 'Jarawa reserve (no service)',
      kind: 'excluded',
      priority: 30,
      shape: 'circle',
      at: [92.66, 12.1],
      sizeM: 8000,
    },
  ],
};

const CITIES: Record<'sparkle' | 'onda' | 'lotus' | 'demo', DemoCity> = {
  sparkle: ANDAMAN,
  demo: ANDAMAN,
  onda: {
    country: 'PT',
    source: 'Portugal',
    holding: [-9.1393, 38.7223], // Lisbon
    names: { 'en-US': 'Mainland Portugal', 'pt-PT': 'Portugal continental' },
    timeZone: 'Europe/Lisbon',
    currency: null,
    zones: [
      {
        name: 'Lisboa centro',
        kind: 'surcharge',
        surcharge: ['percent', 15],
        priority: 20,
        shape: 'circle',
        at: [-9.1393, 38.7223],
        sizeM: 3000,
      },
      {
        name: 'Porto',
        kind: 'surcharge',
        surcharge: ['fixed', 500],
        priority: 10,
        shape: 'square',
        at: [-8.6291, 41.1579],
        sizeM: 4000,
      },
      {
        name: 'Peneda-Gerês (sem serviço)',
        kind: 'excluded',
        priority: 30,
        shape: 'circle',
        at: [-8.15, 41.8],
        sizeM: 10000,
      },
    ],
  },
  lotus: {
    country: 'HK',
    source: 'Hong Kong',
    holding: null,
    names: { 'en-US': 'Hong Kong', 'zh-CN': '香港', 'zh-TW': '香港' },
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    zones: [
      {
        name: 'Happy Valley',
        kind: 'surcharge',
        surcharge: ['percent', 20],
        priority: 20,
        shape: 'circle',
        at: [114.1833, 22.27],
        sizeM: 1200,
      },
      {
        name: 'Kowloon',
        kind: 'surcharge',
        surcharge: ['fixed', 3000],
        priority: 10,
        shape: 'square',
        at: [114.1747, 22.3193],
        sizeM: 2500,
      },
      {
        name: 'Tai Mo Shan (no service)',
        kind: 'excluded',
        priority: 30,
        shape: 'circle',
        at: [114.1245, 22.4106],
        sizeM: 2000,
      },
    ],
  },
};

let countries: { name: string; area: MultiPolygonCoords }[] | undefined;

/** Natural Earth's 1:10m countries (world-atlas), each as MultiPolygon coordinates. */
function naturalEarthCountries() {
  if (!countries) {
    const require = createRequire(import.meta.url);
    const topology = require('world-atlas/countries-10m.json') as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    const collection = feature(topology, topology.objects.countries);
    countries = collection.features.flatMap((f) => {
      const g = f.geometry;
      if (!g) return [];
      const area =
        g.type === 'Polygon'
          ? [g.coordinates as PolygonCoords]
          : g.type === 'MultiPolygon'
            ? (g.coordinates as MultiPolygonCoords)
            : [];
      return [{ name: f.properties.name, area }];
    });
  }
  return countries;
}

/** The outline of a demo city, regular (closed, wound) like the API stores it. */
export function demoOutline(spec: Pick<DemoCity, 'source' | 'holding'>): MultiPolygonCoords {
  const country = naturalEarthCountries().find((c) => c.name === spec.source);
  if (!country) throw new Error(`seed: no Natural Earth outline named ${spec.source}`);
  const polygons = spec.holding
    ? country.area.filter((polygon) => areaContains([polygon], spec.holding as Position))
    : country.area;
  const { geometry, problems } = checkPolygons({ type: 'MultiPolygon', coordinates: polygons });
  if (polygons.length === 0 || problems.length > 0)
    throw new Error(`seed: the outline of ${spec.source} is not usable`);
  return geometry.coordinates;
}

const METRES_PER_DEGREE = 111_320;

/** A zone's polygon: the wished size, shrunk by a third until it lies inside the city. */
function zoneArea(zone: Zone, city: MultiPolygonCoords): { area: MultiPolygonCoords; sizeM: number } {
  for (let size = zone.sizeM; size >= 50; size *= 2 / 3) {
    const d = size / METRES_PER_DEGREE;
    const dLng = d / Math.cos((zone.at[1] * Math.PI) / 180);
    const [x, y] = zone.at;
    const polygon: PolygonCoords =
      zone.shape === 'circle'
        ? circlePolygon(zone.at, size)
        : [
            [
              [x - dLng, y - d],
              [x + dLng, y - d],
              [x + dLng, y + d],
              [x - dLng, y + d],
              [x - dLng, y - d],
            ],
          ];
    if (spillOf([polygon], city).spillM2 === 0) return { area: [polygon], sizeM: size };
  }
  throw new Error(`seed: the zone ${zone.name} does not fit in its city`);
}

export async function seedAreas(
  db: Pick<Db, 'insert'>,
  operator: { id?: string; languages: string[]; currency?: string },
  key: keyof typeof CITIES,
  now: Date,
): Promise<void> {
  if (!operator.id) return;
  const spec = CITIES[key];
  const area = demoOutline(spec);
  const names = Object.fromEntries(Object.entries(spec.names).filter(([lang]) => operator.languages.includes(lang)));
  const name = names[operator.languages[0] ?? 'en-US'] ?? spec.names['en-US'] ?? spec.source;
  const [row] = await db
    .insert(cities)
    .values({
      operatorId: operator.id,
      names,
      name,
      searchText: Object.values(names).join('\n').toLowerCase(),
      country: spec.country,
      timeZone: spec.timeZone,
      currency: spec.currency ?? operator.currency ?? 'INR',
      active: true,
      area,
      pointCount: area.flat(2).length,
      areaM2: areaM2(area),
      ...bboxOf(area),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: cities.id });
  if (!row) return;
  await db.insert(geofences).values(
    spec.zones.map((zone) => {
      const { area: zoneCoords, sizeM } = zoneArea(zone, area);
      const circle = zone.shape === 'circle';
      return {
        operatorId: operator.id as string,
        cityId: row.id,
        name: zone.name,
        kind: zone.kind,
        surchargeKind: zone.surcharge?.[0] ?? null,
        surchargeAmount: zone.surcharge?.[1] ?? null,
        priority: zone.priority,
        active: true,
        shape: circle ? ('circle' as const) : ('polygon' as const),
        area: zoneCoords,
        centerLng: circle ? zone.at[0] : null,
        centerLat: circle ? zone.at[1] : null,
        radiusM: circle ? Math.floor(sizeM) : null,
        ...bboxOf(zoneCoords),
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}
