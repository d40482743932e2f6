import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Login, signIn } from './helpers';

/**
 * GET /dashboard/stats and /dashboard/graph over HTTP. The figures themselves are checked against
 * independent SQL in server/modules/dashboard/dashboard.service.test.ts; here they are checked for
 * consistency with each other (and across the two endpoints), plus auth and validation.
 */

type Point = { label: string; totalSales: number };
type Stats = {
  todayOrder: number;
  totalOrders: number;
  totalSalesAmount: number;
  totalUsers: number;
  totalProviders: number;
  totalProducts: number;
  verifiedProviders: number;
  notVerifiedProviders: number;
  popularService: { serviceName: string; totalBookings: number; totalRevenue: number }[];
  bookingGraph: Point[];
};

const DAY = 86_400_000;
const dayLabel = (t: number) => new Date(t).toISOString().slice(0, 10);
const utcDay = (d = new Date()) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const sum = (points: Point[]) => Math.round(points.reduce((s, p) => s + p.totalSales, 0) * 100) / 100;

let admin: Login;
let onda: Login;

async function stats(session: Login, query = ''): Promise<Stats> {
  const result = await call<Stats>('GET', `/dashboard/stats${query}`, {
    token: session.accessToken,
    operatorId: session.user.operatorId,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

async function graph(session: Login, graphType: number): Promise<Point[]> {
  const result = await call<{ bookingGraph: Point[] }>('GET', `/dashboard/graph?type=1&graphType=${graphType}`, {
    token: session.accessToken,
    operatorId: session.user.operatorId,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.bookingGraph;
}

const bookingFigures = (s: Stats) => ({
  totalOrders: s.totalOrders,
  totalSalesAmount: s.totalSalesAmount,
  popularService: s.popularService,
});

beforeAll(async () => {
  admin = await signIn('admin@sparkle.test');
  onda = await signIn('admin@onda.test');
});

describe('GET /dashboard/stats', () => {
  it('answers the spec fields, internally consistent', async () => {
    const data = await stats(admin);
    for (const key of [
      'todayOrder',
      'totalOrders',
      'totalSalesAmount',
      'totalUsers',
      'totalProviders',
      'totalProducts',
      'verifiedProviders',
      'notVerifiedProviders',
    ] as const) {
      expect(typeof data[key], key).toBe('number');
      expect(data[key], key).toBeGreaterThanOrEqual(0);
    }
    expect(data.totalOrders).toBeGreaterThan(0);
    expect(data.totalSalesAmount).toBeGreaterThan(0);
    expect(data.totalUsers).toBeGreaterThan(0);
    expect(data.totalProducts).toBeGreaterThan(0);
    expect(data.todayOrder).toBeLessThanOrEqual(data.totalOrders);
    expect(data.verifiedProviders + data.notVerifiedProviders).toBe(data.totalProviders);
    expect(Math.round(data.totalSalesAmount * 100) / 100).toBe(data.totalSalesAmount);

    expect(data.popularService.length).toBeGreaterThan(0);
    expect(data.popularService.length).toBeLessThanOrEqual(10);
    const bookings = data.popularService.map((s) => s.totalBookings);
    expect(bookings).toEqual([...bookings].sort((a, b) => b - a));
    expect(bookings.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(data.totalOrders);
    const revenue = data.popularService.reduce((s, p) => s + p.totalRevenue, 0);
    expect(revenue).toBeLessThanOrEqual(data.totalSalesAmount + 0.01);
    expect(new Set(data.popularService.map((s) => s.serviceName)).size).toBe(data.popularService.length);
  });

  it('graphs the last 30 days up to today, one point per day', async () => {
    const before = dayLabel(utcDay());
    const data = await stats(admin);
    const labels = data.bookingGraph.map((p) => p.label);
    expect(labels).toHaveLength(30);
    const last = labels[29] as string;
    expect([before, dayLabel(utcDay())]).toContain(last);
    const lastDay = Date.parse(`${last}T00:00:00Z`);
    expect(labels).toEqual(Array.from({ length: 30 }, (_, i) => dayLabel(lastDay - (29 - i) * DAY)));
    expect(data.bookingGraph.every((p) => p.totalSales >= 0)).toBe(true);
    // The same series as GET /dashboard/graph?graphType=1.
    expect(await graph(admin, 1)).toEqual(data.bookingGraph);
  });

  it('gives the same booking figures for a range covering everything as for no range', async () => {
    const all = await stats(admin);
    const covering = await stats(admin, '?startDate=2000-01-01T00:00:00.000Z&endDate=2099-12-31T23:59:59.999Z');
    expect(bookingFigures(covering)).toEqual(bookingFigures(all));
    expect(covering.todayOrder).toBe(all.todayOrder);
    expect(covering.totalUsers).toBe(all.totalUsers);
    expect(covering.totalProviders).toBe(all.totalProviders);
    expect(covering.totalProducts).toBe(all.totalProducts);
    // Over 120 months the graph is yearly, over 366 days monthly; either way it adds up to the sales.
    expect(covering.bookingGraph.map((p) => p.label)).toEqual(Array.from({ length: 100 }, (_, i) => String(2000 + i)));
    expect(sum(covering.bookingGraph)).toBeCloseTo(covering.totalSalesAmount, 2);
    const decade = await stats(admin, '?startDate=2020-01-01&endDate=2029-12-31');
    expect(bookingFigures(decade)).toEqual(bookingFigures(all));
    expect(decade.bookingGraph).toHaveLength(120);
    expect(decade.bookingGraph[0]?.label).toBe('2020-01');
    expect(decade.bookingGraph[119]?.label).toBe('2029-12');
    expect(sum(decade.bookingGraph)).toBeCloseTo(decade.totalSalesAmount, 2);
  });

  it('gives no bookings and no sales for a range in the future', async () => {
    const all = await stats(admin);
    const future = await stats(admin, '?startDate=2098-01-01&endDate=2098-01-31');
    expect(future).toMatchObject({
      totalOrders: 0,
      totalSalesAmount: 0,
      popularService: [],
      todayOrder: all.todayOrder,
    });
    expect(future.totalUsers).toBe(all.totalUsers);
    expect(future.bookingGraph.map((p) => p.label)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2098-01-${String(i + 1).padStart(2, '0')}`),
    );
    expect(future.bookingGraph.every((p) => p.totalSales === 0)).toBe(true);
  });

  it("counts today's range as today's bookings", async () => {
    const today = dayLabel(utcDay());
    const data = await stats(admin, `?startDate=${today}&endDate=${today}`);
    expect(data.totalOrders).toBe(data.todayOrder);
    expect(data.bookingGraph.map((p) => p.label)).toEqual([today]);
    const sameRange = await stats(admin, `?startDate=${today}T00:00:00.000Z&endDate=${today}T23:59:59.999Z`);
    expect(bookingFigures(sameRange)).toEqual(bookingFigures(data));
  });

  it('limits booking figures to the range; the range graph adds up to the sales', async () => {
    const end = utcDay();
    const start = end - 59 * DAY;
    const all = await stats(admin);
    const ranged = await stats(admin, `?startDate=${dayLabel(start)}&endDate=${dayLabel(end)}`);
    expect(ranged.totalOrders).toBeGreaterThan(0);
    expect(ranged.totalOrders).toBeLessThan(all.totalOrders);
    expect(ranged.bookingGraph).toHaveLength(60);
    expect(sum(ranged.bookingGraph)).toBeCloseTo(ranged.totalSalesAmount, 2);
    // Two halves add up to the whole.
    const first = await stats(admin, `?startDate=${dayLabel(start)}&endDate=${dayLabel(start + 29 * DAY)}`);
    const second = await stats(admin, `?startDate=${dayLabel(start + 30 * DAY)}&endDate=${dayLabel(end)}`);
    expect(first.totalOrders + second.totalOrders).toBe(ranged.totalOrders);
    expect(first.totalSalesAmount + second.totalSalesAmount).toBeCloseTo(ranged.totalSalesAmount, 2);
    // A time-zone offset is an instant like any other.
    const offset = await stats(admin, `?startDate=${encodeURIComponent(`${dayLabel(start)}T05:30:00+05:30`)}`);
    const utc = await stats(admin, `?startDate=${dayLabel(start)}T00:00:00.000Z`);
    expect(bookingFigures(offset)).toEqual(bookingFigures(utc));
  });

  it('counts entities created up to endDate', async () => {
    const all = await stats(admin);
    const old = await stats(admin, '?endDate=2000-01-01');
    expect(old).toMatchObject({ totalOrders: 0, totalUsers: 0, totalProviders: 0, totalProducts: 0 });
    expect(old.verifiedProviders + old.notVerifiedProviders).toBe(0);
    expect(old.todayOrder).toBe(all.todayOrder);
  });

  it("shows each operator its own figures; a sub-admin with the module sees its operator's", async () => {
    const sparkleStats = await stats(admin);
    const ondaStats = await stats(onda);
    expect(ondaStats.totalSalesAmount).not.toBe(sparkleStats.totalSalesAmount);
    expect(ondaStats.popularService).not.toEqual(sparkleStats.popularService);
    const ops = await signIn('ops@sparkle.test');
    expect(ops.modules).toContain('dashboard');
    expect(await stats(ops)).toEqual(await stats(admin));
  });

  it('needs a token (401) and refuses another operator (403)', async () => {
    expect((await call('GET', '/dashboard/stats')).status).toBe(401);
    expect((await call('GET', '/dashboard/graph?type=1&graphType=1')).status).toBe(401);
    const foreign = await call('GET', '/dashboard/stats', {
      token: admin.accessToken,
      operatorId: onda.user.operatorId,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ status: false, data: null });
  });

  // Every seeded sub-admin has the dashboard module (and every operator enables it): nothing to sign in with.
  it('refuses a sub-admin without the dashboard module with 403', async () => {
    const finance = await signIn('finance@sparkle.test');
    expect(finance.modules).not.toContain('dashboard');
    for (const path of ['/dashboard/stats', '/dashboard/graph?type=1&graphType=1']) {
      const result = await call('GET', path, { token: finance.accessToken });
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ status: false, data: null });
    }
  });

  it('answers bad dates with 422 on the field', async () => {
    const bad = async (query: string) => {
      const result = await call('GET', `/dashboard/stats${query}`, { token: admin.accessToken });
      expect(result.status, query).toBe(422);
      expect(result.body.status).toBe(false);
      return Object.keys(result.body.errors ?? {});
    };
    expect(await bad('?startDate=garbage')).toEqual(['startDate']);
    expect(await bad('?endDate=2026-13-01')).toEqual(['endDate']);
    expect(await bad('?startDate=2026-02-30')).toEqual(['startDate']);
    expect(await bad('?startDate=2026-01-01T10:00:00')).toEqual(['startDate']);
    expect(await bad('?startDate=')).toEqual(['startDate']);
    expect(await bad('?endDate=3000-01-01')).toEqual(['endDate']);
    expect(await bad('?startDate=2026-02-01&endDate=2026-01-31')).toEqual(['endDate']);
    expect(await bad('?startDate=2026-01-31T10:00:00.001Z&endDate=2026-01-31T10:00:00.000Z')).toEqual(['endDate']);
  });
});

describe('GET /dashboard/graph', () => {
  it('graphType 2: the last 12 ISO weeks, labelled YYYY-Www', async () => {
    const points = await graph(admin, 2);
    expect(points).toHaveLength(12);
    for (const p of points) expect(p.label).toMatch(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/);
    expect(new Set(points.map((p) => p.label)).size).toBe(12);
    // From Monday 11 weeks ago to today: the same sales as the stats over that range.
    const today = new Date();
    const monday = utcDay(today) - ((today.getUTCDay() || 7) - 1 + 77) * DAY;
    const ranged = await stats(admin, `?startDate=${dayLabel(monday)}`);
    expect(sum(points)).toBeCloseTo(ranged.totalSalesAmount, 2);
  });

  it('graphType 3: the last 12 months, labelled YYYY-MM', async () => {
    const points = await graph(admin, '3' as unknown as number);
    const now = new Date();
    const labels = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
    );
    expect(points.map((p) => p.label)).toEqual(labels);
    const ranged = await stats(admin, `?startDate=${labels[0]}-01`);
    expect(sum(points)).toBeCloseTo(ranged.totalSalesAmount, 2);
    expect(points.some((p) => p.totalSales > 0)).toBe(true);
  });

  it('graphType 1: the last 30 days', async () => {
    const points = await graph(onda, 1);
    expect(points).toHaveLength(30);
    const ranged = await stats(onda, `?startDate=${points[0]?.label}`);
    expect(sum(points)).toBeCloseTo(ranged.totalSalesAmount, 2);
  });

  it('answers a bad type or graphType with 422', async () => {
    const bad = async (query: string) => {
      const result = await call('GET', `/dashboard/graph${query}`, { token: admin.accessToken });
      expect(result.status, query).toBe(422);
      return Object.keys(result.body.errors ?? {}).sort();
    };
    expect(await bad('?type=1&graphType=4')).toEqual(['graphType']);
    expect(await bad('?type=1&graphType=0')).toEqual(['graphType']);
    expect(await bad('?type=1&graphType=abc')).toEqual(['graphType']);
    expect(await bad('?type=1')).toEqual(['graphType']);
    expect(await bad('?type=2&graphType=1')).toEqual(['type']);
    expect(await bad('')).toEqual(['graphType', 'type']);
  });

  it('is in the OpenAPI document with its module', async () => {
    type Operation = { 'x-module'?: string; parameters?: { name: string }[] };
    const { body } = await call('GET', '/openapi.json');
    const paths = (body as unknown as { paths: Record<string, { get?: Operation }> }).paths;
    expect(paths['/api/v1/dashboard/stats']?.get?.['x-module']).toBe('dashboard');
    expect(paths['/api/v1/dashboard/stats']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['startDate', 'endDate']),
    );
    expect(paths['/api/v1/dashboard/graph']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['type', 'graphType']),
    );
  });
});
