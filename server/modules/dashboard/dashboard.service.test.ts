import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardStats, DashboardStatsQuerySchema } from '../../../src/shared/schemas/dashboard';
import { type Database, openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed';
import { freshDatabase as freshTestDatabase } from '../../../tests/setup/server-process';
import { dashboardGraph, dashboardStats } from './dashboard.service';

/**
 * The service against a freshly seeded PGlite, every figure checked with independent hand-written SQL
 * (or plain JS over the raw booking rows for the graphs), for two operators, with and without ranges.
 * With TEST_DATABASE_URL (a PostgreSQL server whose user may create databases) it runs on PostgreSQL.
 */

const NOW = new Date('2025-03-14T15:09:26.000Z');
const TODAY = '2025-03-14';
const PER_OPERATOR = 300;
const DAY = 86_400_000;

let database: Database;
let sparkle: string;
let onda: string;
let dropDatabase = async () => {};

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function scalar(query: SQL): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(query);
  return Number(Object.values(row ?? {})[0]);
}

const range = (startDate?: string, endDate?: string) =>
  v.parse(DashboardStatsQuerySchema, {
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  });

type Booking = { created: Date; status: number; price: number };

async function bookingsOf(operatorId: string): Promise<Booking[]> {
  const raw = await rows<{ created: string; status: number; price: string }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created, status,
      order_price::text as price
    from orders where operator_id = ${operatorId}::uuid`);
  return raw.map((r) => ({ created: new Date(r.created), status: Number(r.status), price: Number(r.price) }));
}

const dayLabel = (d: Date) => d.toISOString().slice(0, 10);
const monthLabel = (d: Date) => d.toISOString().slice(0, 7);

/** ISO 8601 week label (`2025-W11`), computed by hand: the week's Thursday decides the year. */
function isoWeekLabel(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Expected graph: labels in order, each the sum of ended bookings' prices whose label matches. */
function expectedGraph(
  labels: string[],
  labelOf: (d: Date) => string,
  bookings: Booking[],
  inRange: (d: Date) => boolean = () => true,
) {
  const sums = new Map(labels.map((l) => [l, 0]));
  for (const b of bookings) {
    if (b.status !== 6 || !inRange(b.created)) continue;
    const label = labelOf(b.created);
    if (sums.has(label)) sums.set(label, (sums.get(label) ?? 0) + b.price);
  }
  return labels.map((label) => ({ label, totalSales: Math.round((sums.get(label) ?? 0) * 100) / 100 }));
}

function dayLabels(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    out.push(dayLabel(new Date(t)));
  }
  return out;
}

/** Every stat of one operator by independent SQL, range bounds as ISO strings (inclusive). */
async function independentStats(operatorId: string, start?: string, end?: string) {
  const op = sql`${operatorId}::uuid`;
  const inRange = sql.join(
    [
      start ? sql` and created_at >= ${start}::timestamptz` : sql``,
      end ? sql` and created_at <= ${end}::timestamptz` : sql``,
    ],
    sql``,
  );
  const upTo = end ? sql` and created_at <= ${end}::timestamptz` : sql``;
  const popular = await rows<{ name: string; n: number; revenue: string }>(sql`
    select st.name, count(*)::int as n, coalesce(sum(o.order_price) filter (where o.status = 6), 0)::text as revenue
    from orders o, products p, service_types st
    where o.operator_id = ${op}
      and p.id = o.product_id and st.id = p.service_type_id
      ${start ? sql` and o.created_at >= ${start}::timestamptz` : sql``}
      ${end ? sql` and o.created_at <= ${end}::timestamptz` : sql``}
    group by st.name`);
  popular.sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    todayOrder: await scalar(sql`
      select count(*) from orders where operator_id = ${op}
        and to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') = ${TODAY}`),
    totalOrders: await scalar(sql`select count(*) from orders where operator_id = ${op} ${inRange}`),
    totalSalesAmount: await scalar(
      sql`select coalesce(sum(order_price), 0)::text from orders where operator_id = ${op} and status = 6 ${inRange}`,
    ),
    totalUsers: await scalar(sql`select count(*) from customers where operator_id = ${op} ${upTo}`),
    totalProviders: await scalar(sql`select count(*) from providers where operator_id = ${op} ${upTo}`),
    totalProducts: await scalar(sql`select count(*) from products where operator_id = ${op} ${upTo}`),
    verifiedProviders: await scalar(
      sql`select count(*) from providers where operator_id = ${op} and is_verified = true ${upTo}`,
    ),
    notVerifiedProviders: await scalar(
      sql`select count(*) from providers where operator_id = ${op} and is_verified = false ${upTo}`,
    ),
    popularService: popular.slice(0, 10).map((p) => ({
      serviceName: p.name,
      totalBookings: p.n,
      totalRevenue: Number(p.revenue),
    })),
  };
}

function withoutGraph(stats: DashboardStats) {
  const { bookingGraph: _graph, ...rest } = stats;
  return rest;
}

/** PGlite in a temporary folder, or a fresh database on TEST_DATABASE_URL's PostgreSQL server when set. */
async function freshDatabase(): Promise<Database> {
  const fresh = await freshTestDatabase(process.env.TEST_DATABASE_URL || undefined);
  dropDatabase = fresh.drop;
  return openDatabase({ dataDir: fresh.env.DATA_DIR ?? '', databaseUrl: fresh.env.DATABASE_URL });
}

beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  await seedDemo(database.db, { bookingsPerOperator: PER_OPERATOR, now: NOW });
  const ops = await rows<{ id: string; name: string }>(sql`select id, name from operators`);
  sparkle = ops.find((o) => o.name === 'Sparkle Home Services')?.id as string;
  onda = ops.find((o) => o.name === 'Onda Serviços')?.id as string;
  expect(sparkle).toBeTruthy();
  expect(onda).toBeTruthy();
}, 180_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase();
});

describe('dashboard stats', () => {
  const cases: [string, string | undefined, string | undefined][] = [
    ['no range', undefined, undefined],
    ['a mid-day to mid-day range', '2025-01-05T10:30:00.000Z', '2025-02-20T18:45:00.000Z'],
    ['a range given as plain dates', '2024-12-01', '2025-01-31'],
    ['a start only', '2025-02-01T00:00:00.000Z', undefined],
    ['an end only', undefined, '2024-10-15T12:00:00.000Z'],
  ];
  for (const [name, start, end] of cases) {
    it(`matches independent SQL for two operators: ${name}`, async () => {
      const startIso = start && start.length === 10 ? `${start}T00:00:00.000Z` : start;
      const endIso = end && end.length === 10 ? `${end}T23:59:59.999Z` : end;
      for (const operatorId of [sparkle, onda]) {
        const stats = await dashboardStats(database.db, operatorId, range(start, end), NOW);
        const expected = await independentStats(operatorId, startIso, endIso);
        expect(withoutGraph(stats)).toEqual(expected);
        expect(stats.totalOrders).toBeGreaterThan(0);
        expect(stats.totalSalesAmount).toBeGreaterThan(0);
        expect(stats.popularService.length).toBeGreaterThan(0);
      }
    });
  }

  it('counts the seeded bookings: today, all, and the forced statuses', async () => {
    const stats = await dashboardStats(database.db, sparkle, {}, NOW);
    expect(stats.totalOrders).toBe(PER_OPERATOR);
    expect(stats.todayOrder).toBeGreaterThanOrEqual(6);
    expect(stats.todayOrder).toBeLessThanOrEqual(15);
    expect(stats.verifiedProviders + stats.notVerifiedProviders).toBe(stats.totalProviders);
    expect(stats.popularService.reduce((n, s) => n + s.totalBookings, 0)).toBeLessThanOrEqual(stats.totalOrders);
  });

  it('graphs the last 30 days of ended-booking sales without a range', async () => {
    for (const operatorId of [sparkle, onda]) {
      const stats = await dashboardStats(database.db, operatorId, {}, NOW);
      const labels = dayLabels('2025-02-13', TODAY);
      expect(labels).toHaveLength(30);
      expect(stats.bookingGraph).toEqual(expectedGraph(labels, dayLabel, await bookingsOf(operatorId)));
      expect(stats.bookingGraph.some((p) => p.totalSales > 0)).toBe(true);
      expect(stats.bookingGraph.some((p) => p.totalSales === 0)).toBe(true);
    }
  });

  it('graphs the range per day, counting only bookings inside it; the graph adds up to the sales', async () => {
    const start = '2025-01-05T10:30:00.000Z';
    const end = '2025-02-20T18:45:00.000Z';
    const bookings = await bookingsOf(sparkle);
    const stats = await dashboardStats(database.db, sparkle, range(start, end), NOW);
    const inRange = (d: Date) => d.getTime() >= Date.parse(start) && d.getTime() <= Date.parse(end);
    expect(stats.bookingGraph).toEqual(
      expectedGraph(dayLabels('2025-01-05', '2025-02-20'), dayLabel, bookings, inRange),
    );
    const graphSum = stats.bookingGraph.reduce((s, p) => s + p.totalSales, 0);
    expect(graphSum).toBeCloseTo(stats.totalSalesAmount, 2);
  });

  it('graphs an end-only range as the 30 days ending at endDate, a start-only one up to today', async () => {
    const endOnly = await dashboardStats(database.db, onda, range(undefined, '2024-10-15T12:00:00.000Z'), NOW);
    expect(endOnly.bookingGraph.map((p) => p.label)).toEqual(dayLabels('2024-09-16', '2024-10-15'));
    const startOnly = await dashboardStats(database.db, onda, range('2025-02-01', undefined), NOW);
    expect(startOnly.bookingGraph.map((p) => p.label)).toEqual(dayLabels('2025-02-01', TODAY));
    expect(startOnly.bookingGraph.reduce((s, p) => s + p.totalSales, 0)).toBeCloseTo(startOnly.totalSalesAmount, 2);
  });

  it('groups a range over 366 days per month, and one over 120 months per year', async () => {
    const bookings = await bookingsOf(onda);
    const monthly = await dashboardStats(database.db, onda, range('2024-01-01', TODAY), NOW);
    const months = [
      ...Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
      '2025-01',
      '2025-02',
      '2025-03',
    ];
    expect(monthly.bookingGraph).toEqual(expectedGraph(months, monthLabel, bookings));
    expect(monthly.bookingGraph.reduce((s, p) => s + p.totalSales, 0)).toBeCloseTo(monthly.totalSalesAmount, 2);

    const yearly = await dashboardStats(database.db, onda, range('2010-06-01', '2025-12-31'), NOW);
    expect(yearly.bookingGraph.map((p) => p.label)).toEqual(Array.from({ length: 16 }, (_, i) => String(2010 + i)));
    expect(yearly.bookingGraph.reduce((s, p) => s + p.totalSales, 0)).toBeCloseTo(yearly.totalSalesAmount, 2);
  });

  it('gives zero bookings and sales for a range in the future, but keeps the entity counts', async () => {
    const all = await dashboardStats(database.db, sparkle, {}, NOW);
    const future = await dashboardStats(database.db, sparkle, range('2030-01-01', '2030-01-31'), NOW);
    expect(future).toMatchObject({
      todayOrder: all.todayOrder,
      totalOrders: 0,
      totalSalesAmount: 0,
      popularService: [],
      totalUsers: all.totalUsers,
      totalProviders: all.totalProviders,
      totalProducts: all.totalProducts,
    });
    expect(future.bookingGraph).toHaveLength(31);
    expect(future.bookingGraph.every((p) => p.totalSales === 0)).toBe(true);
  });

  it('gives the same booking figures for a range covering everything as for no range', async () => {
    const all = await dashboardStats(database.db, onda, {}, NOW);
    const covering = await dashboardStats(database.db, onda, range('2020-01-01', '2025-12-31'), NOW);
    expect(withoutGraph(covering)).toEqual(withoutGraph(all));
  });

  it('counts today as the one-day range of today', async () => {
    const stats = await dashboardStats(database.db, sparkle, range(TODAY, TODAY), NOW);
    expect(stats.totalOrders).toBe(stats.todayOrder);
    expect(stats.bookingGraph.map((p) => p.label)).toEqual([TODAY]);
  });
});

describe('dashboard graph', () => {
  it('graphType 1: the last 30 days per day', async () => {
    for (const operatorId of [sparkle, onda]) {
      const { bookingGraph } = await dashboardGraph(database.db, operatorId, 1, NOW);
      expect(bookingGraph).toEqual(
        expectedGraph(dayLabels('2025-02-13', TODAY), dayLabel, await bookingsOf(operatorId)),
      );
    }
  });

  it('graphType 2: the last 12 ISO weeks, across the year boundary', async () => {
    const labels = ['2024-W52', ...Array.from({ length: 11 }, (_, i) => `2025-W${String(i + 1).padStart(2, '0')}`)];
    expect(isoWeekLabel(NOW)).toBe('2025-W11');
    for (const operatorId of [sparkle, onda]) {
      const { bookingGraph } = await dashboardGraph(database.db, operatorId, 2, NOW);
      expect(bookingGraph).toEqual(expectedGraph(labels, isoWeekLabel, await bookingsOf(operatorId)));
    }
  });

  it('graphType 3: the last 12 months', async () => {
    const labels = [
      ...Array.from({ length: 9 }, (_, i) => `2024-${String(i + 4).padStart(2, '0')}`),
      '2025-01',
      '2025-02',
      '2025-03',
    ];
    for (const operatorId of [sparkle, onda]) {
      const { bookingGraph } = await dashboardGraph(database.db, operatorId, 3, NOW);
      expect(bookingGraph).toEqual(expectedGraph(labels, monthLabel, await bookingsOf(operatorId)));
    }
  });
});

describe('tenant isolation', () => {
  it("never counts another operator's rows", async () => {
    const ranges = [{}, range('2025-03-01', TODAY)];
    const before = await Promise.all(ranges.map((r) => dashboardStats(database.db, sparkle, r, NOW)));
    const graphsBefore = await Promise.all(
      ([1, 2, 3] as const).map((t) => dashboardGraph(database.db, sparkle, t, NOW)),
    );
    const ondaBefore = await dashboardStats(database.db, onda, {}, NOW);

    // Onda gets a customer, a provider, a product of one of its service types and ended bookings today.
    const at = new Date(NOW.getTime() - 60_000).toISOString();
    await database.db.execute(sql`
      with c as (
        insert into customers (operator_id, first_name, created_at) values (${onda}::uuid, 'Isolation', ${at}::timestamptz)
        returning id),
      pr as (
        insert into providers (operator_id, name, is_verified, created_at) values (${onda}::uuid, 'Isolation', true, ${at}::timestamptz)
        returning id),
      p as (
        insert into products (operator_id, service_type_id, name, base_price, created_at)
        select ${onda}::uuid, (select id from service_types where operator_id = ${onda}::uuid limit 1), 'Isolation', 100, ${at}::timestamptz
        returning id)
      insert into orders (operator_id, customer_id, provider_id, product_id, status, order_price, unit_price, scheduled_at, order_date, created_at)
      select ${onda}::uuid, c.id, pr.id, p.id, 6, 1000, 1000, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      from c, pr, p, generate_series(1, 25)`);

    const after = await Promise.all(ranges.map((r) => dashboardStats(database.db, sparkle, r, NOW)));
    const graphsAfter = await Promise.all(
      ([1, 2, 3] as const).map((t) => dashboardGraph(database.db, sparkle, t, NOW)),
    );
    expect(after).toEqual(before);
    expect(graphsAfter).toEqual(graphsBefore);

    // The rows did land with Onda.
    const ondaAfter = await dashboardStats(database.db, onda, {}, NOW);
    expect(ondaAfter.todayOrder).toBe(ondaBefore.todayOrder + 25);
    expect(ondaAfter.totalOrders).toBe(ondaBefore.totalOrders + 25);
    expect(ondaAfter.totalSalesAmount).toBeCloseTo(ondaBefore.totalSalesAmount + 25_000, 2);
    expect(ondaAfter.totalUsers).toBe(ondaBefore.totalUsers + 1);
    expect(ondaAfter.verifiedProviders).toBe(ondaBefore.verifiedProviders + 1);
    expect(ondaAfter.totalProducts).toBe(ondaBefore.totalProducts + 1);
    expect(await scalar(sql`select count(*) from orders where operator_id = ${sparkle}::uuid`)).toBe(PER_OPERATOR);
  });
});

describe('the daily rollup (order_daily_stats)', () => {
  /** Rows where the rollup and a fresh aggregate of orders disagree (zero rows of the rollup ignored). */
  async function rollupDrift(): Promise<number> {
    return scalar(sql`
      with fresh as (
        select operator_id, (created_at at time zone 'UTC')::date as day, product_id, count(*)::int as bookings,
          coalesce(sum(order_price) filter (where status = 6), 0)::numeric as ended_sales
        from orders group by 1, 2, 3),
      kept as (
        select operator_id, day, product_id, bookings, ended_sales::numeric from order_daily_stats
        where bookings <> 0 or ended_sales <> 0),
      a as (select * from fresh except select * from kept),
      b as (select * from kept except select * from fresh)
      select (select count(*) from a) + (select count(*) from b)`);
  }

  it('matches a fresh aggregate of the bookings after the seed', async () => {
    expect(await scalar(sql`select count(*) from order_daily_stats`)).toBeGreaterThan(0);
    expect(await rollupDrift()).toBe(0);
  });

  it('follows status and price changes, deletions and deleted products', async () => {
    const op = sql`${onda}::uuid`;
    // Ten pending/accepted bookings end; five ended ones change price; three ended ones get cancelled.
    await database.db.execute(sql`
      update orders set status = 6 where id in (
        select id from orders where operator_id = ${op} and status in (0, 1) order by created_at limit 10)`);
    await database.db.execute(sql`
      update orders set order_price = order_price + 1.25 where id in (
        select id from orders where operator_id = ${op} and status = 6 order by created_at desc limit 5)`);
    await database.db.execute(sql`
      update orders set status = 7 where id in (
        select id from orders where operator_id = ${op} and status = 6 order by created_at limit 3)`);
    // A change that does not touch the figures, and deletions.
    await database.db.execute(sql`update orders set notes = 'checked' where operator_id = ${op}`);
    await database.db.execute(sql`
      delete from orders where id in (select id from orders where operator_id = ${op} order by created_at limit 4)`);
    // Deleting a product keeps its bookings (product_id set null): they leave popularService.
    await database.db.execute(sql`
      delete from products where id = (
        select product_id from orders where operator_id = ${op} and product_id is not null
        group by 1 order by count(*) desc limit 1)`);
    expect(await rollupDrift()).toBe(0);
    for (const [start, end] of [
      [undefined, undefined],
      ['2025-01-05T10:30:00.000Z', '2025-02-20T18:45:00.000Z'],
    ] as const) {
      const stats = await dashboardStats(database.db, onda, range(start, end), NOW);
      expect(withoutGraph(stats)).toEqual(await independentStats(onda, start, end));
    }
    const { bookingGraph } = await dashboardGraph(database.db, onda, 3, NOW);
    const months = [
      ...Array.from({ length: 9 }, (_, i) => `2024-${String(i + 4).padStart(2, '0')}`),
      '2025-01',
      '2025-02',
      '2025-03',
    ];
    expect(bookingGraph).toEqual(expectedGraph(months, monthLabel, await bookingsOf(onda)));
  });

  it('lets an operator be deleted, and its rollup rows go with it', async () => {
    const lotus = await scalar(sql`select count(*) from operators where name = 'Lotus Services'`);
    expect(lotus).toBe(1);
    await database.db.execute(sql`delete from operators where name = 'Lotus Services'`);
    expect(
      await scalar(sql`select count(*) from order_daily_stats s where not exists (
        select 1 from operators o where o.id = s.operator_id)`),
    ).toBe(0);
    expect(await rollupDrift()).toBe(0);
  });
});
