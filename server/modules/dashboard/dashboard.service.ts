/**
 * Dashboard figures, computed by SQL aggregates for one operator (never by loading rows).
 *
 * Semantics (also in docs/api/dashboard.md):
 * - Every figure counts only the caller's operator's rows; joins to products and service types are
 *   also filtered on the operator.
 * - Days, weeks, months and "today" are UTC calendar periods of the server clock (`now`); weeks are
 *   ISO weeks (Monday first, labelled `2026-W47`).
 * - todayOrder: bookings created today (UTC), whatever the range.
 * - totalOrders: bookings created in the range (all bookings without one), in every status.
 * - totalSalesAmount: sum of orderPrice (the price after discount) of the range's bookings whose
 *   status is 6 (Booking Ended): the only status where the service was delivered and paid for good;
 *   pending, in-progress, cancelled and rejected bookings are not sales.
 * - totalUsers / totalProviders / totalProducts: customers, providers and products (active or not)
 *   created up to endDate (all without one); startDate does not limit them (they are totals "as of").
 *   verifiedProviders + notVerifiedProviders = totalProviders, split by the CURRENT isVerified flag.
 * - popularService: the range's bookings grouped by the name of their product's service type
 *   (bookings whose product or service type is gone are left out); totalBookings = count in every
 *   status, totalRevenue = sum of orderPrice of the ended ones. Top 10 by totalBookings, then name;
 *   only service types with at least one booking appear.
 * - bookingGraph (stats): ended-booking sales per UTC day of the booking's creation. Without a range:
 *   the last 30 days including today. With a range: the days from startDate to endDate (a missing
 *   startDate = the 30 days ending at endDate, a missing endDate = up to today), only counting
 *   bookings inside the range; over 366 days it is per month (`2026-11`), over 120 months per year.
 * - GET /dashboard/graph: the same sales, graphType 1 = per day for the last 30 days, 2 = per ISO week
 *   for the last 12 weeks, 3 = per month for the last 12 months, each including the current one.
 * - Periods without sales are 0 (generate_series), money is rounded to 2 decimals.
 */
import { type SQL, sql } from 'drizzle-orm';
import type {
  BookingGraphPoint,
  DashboardGraph,
  DashboardStats,
  DashboardStatsQuery,
  GraphType,
} from '../../../src/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { ORDER_STATUS } from '../../db/schema';

type Unit = 'day' | 'week' | 'month' | 'year';

/** date_trunc unit, series step and to_char label of each graph granularity (constants, not input). */
const UNITS: Record<Unit, { trunc: string; step: string; label: string }> = {
  day: { trunc: 'day', step: '1 day', label: 'YYYY-MM-DD' },
  week: { trunc: 'week', step: '1 week', label: 'IYYY-"W"IW' },
  month: { trunc: 'month', step: '1 month', label: 'YYYY-MM' },
  year: { trunc: 'year', step: '1 year', label: 'YYYY' },
};

/** The graph endpoint's graphType → granularity and number of points. */
const GRAPH_TYPES: Record<GraphType, { unit: Unit; points: number }> = {
  1: { unit: 'day', points: 30 },
  2: { unit: 'week', points: 12 },
  3: { unit: 'month', points: 12 },
};

/** Longest stats graph per day, then per month (beyond: per year). */
const MAX_DAY_POINTS = 366;
const MAX_MONTH_POINTS = 120;
const DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const ENDED = sql.raw(String(ORDER_STATUS.BOOKING_ENDED));

const utcDayStart = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Bookings of the operator created in [lower, upper] (either may be open). */
function bookingRange(lower: Date | undefined, upper: Date | undefined): SQL {
  return sql.join(
    [lower ? sql` and o.created_at >= ${ts(lower)}` : sql``, upper ? sql` and o.created_at <= ${ts(upper)}` : sql``],
    sql``,
  );
}

/**
 * A JSON array `[{ label, totalSales }]` with one point per period from the period of `first` to the
 * period of `last` (both SQL timestamp expressions in UTC wall time, already truncated): sales of
 * ended bookings created in that period (and in [lower, upper]), 0 where there are none.
 */
function graphJson(p: {
  operatorId: string;
  unit: Unit;
  first: SQL;
  last: SQL;
  lower?: Date | undefined;
  upper?: Date | undefined;
}): SQL {
  const u = UNITS[p.unit];
  const step = sql`${u.step}::interval`;
  return sql`(
    select coalesce(
      json_agg(json_build_object('label', to_char(s.bucket, ${u.label}), 'totalSales', round(coalesce(t.total, 0), 2)::float8) order by s.bucket),
      '[]'::json)
    from generate_series(${p.first}, ${p.last}, ${step}) as s(bucket)
    left join (
      select date_trunc(${u.trunc}, o.created_at at time zone 'UTC') as bucket, sum(o.order_price) as total
      from orders o
      where o.operator_id = ${p.operatorId}::uuid
        and o.status = ${ENDED}
        and o.created_at >= (${p.first}) at time zone 'UTC'
        and o.created_at < ((${p.last}) + ${step}) at time zone 'UTC'
        ${bookingRange(p.lower, p.upper)}
      group by 1
    ) t on t.bucket = s.bucket
  )`;
}

/** The stats graph's window and granularity for an optional range (see the header comment). */
export function statsGraphWindow(range: DashboardStatsQuery, now: Date): { unit: Unit; from: Date; to: Date } {
  let to = range.endDate ?? now;
  const from = range.startDate ?? new Date(utcDayStart(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  if (from.getTime() > to.getTime()) to = from;
  const days = (utcDayStart(to) - utcDayStart(from)) / DAY_MS + 1;
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth()) + 1;
  const unit: Unit = days <= MAX_DAY_POINTS ? 'day' : months <= MAX_MONTH_POINTS ? 'month' : 'year';
  return { unit, from, to };
}

type StatsRow = Omit<DashboardStats, 'popularService' | 'bookingGraph'> & {
  popularService: DashboardStats['popularService'] | string;
  bookingGraph: BookingGraphPoint[] | string;
};

/** Drivers hand json columns back parsed; be safe if one gives text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** All dashboard figures in ONE statement (one round trip). */
export async function dashboardStats(
  db: Db,
  operatorId: string,
  range: DashboardStatsQuery = {},
  now: Date = new Date(),
): Promise<DashboardStats> {
  const op = sql`${operatorId}::uuid`;
  const { startDate: lower, endDate: upper } = range;
  const today = new Date(utcDayStart(now));
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const createdUpTo = (column: SQL) => (upper ? sql` and ${column} <= ${ts(upper)}` : sql``);
  const graph = statsGraphWindow(range, now);
  const trunc = (d: Date) => sql`date_trunc(${UNITS[graph.unit].trunc}, ${ts(d)} at time zone 'UTC')`;

  const [row] = await rows<StatsRow>(
    db,
    sql`
    with per_product as materialized (
      select o.product_id,
        count(*) as bookings,
        sum(o.order_price) filter (where o.status = ${ENDED}) as sales
      from orders o
      where o.operator_id = ${op} ${bookingRange(lower, upper)}
      group by o.product_id
    )
    select
      (select count(*)::int from orders o
        where o.operator_id = ${op} and o.created_at >= ${ts(today)} and o.created_at < ${ts(tomorrow)}) as "todayOrder",
      (select coalesce(sum(bookings), 0)::int from per_product) as "totalOrders",
      (select round(coalesce(sum(sales), 0), 2)::float8 from per_product) as "totalSalesAmount",
      (select count(*)::int from customers c where c.operator_id = ${op} ${createdUpTo(sql`c.created_at`)}) as "totalUsers",
      pv.total as "totalProviders",
      (select count(*)::int from products p where p.operator_id = ${op} ${createdUpTo(sql`p.created_at`)}) as "totalProducts",
      pv.verified as "verifiedProviders",
      pv.total - pv.verified as "notVerifiedProviders",
      (select coalesce(
          json_agg(json_build_object('serviceName', top.name, 'totalBookings', top.bookings,
            'totalRevenue', round(top.revenue, 2)::float8) order by top.bookings desc, top.name),
          '[]'::json)
        from (
          select st.name, sum(pp.bookings)::int as bookings, coalesce(sum(pp.sales), 0) as revenue
          from per_product pp
          join products p on p.id = pp.product_id and p.operator_id = ${op}
          join service_types st on st.id = p.service_type_id and st.operator_id = ${op}
          group by st.name
          order by bookings desc, st.name
          limit 10
        ) top) as "popularService",
      ${graphJson({ operatorId, unit: graph.unit, first: trunc(graph.from), last: trunc(graph.to), lower, upper })} as "bookingGraph"
    from (
      select count(*)::int as total, (count(*) filter (where pr.is_verified))::int as verified
      from providers pr where pr.operator_id = ${op} ${createdUpTo(sql`pr.created_at`)}
    ) pv`,
  );
  if (!row) throw new Error('the dashboard query returned no row');
  return {
    todayOrder: Number(row.todayOrder),
    totalOrders: Number(row.totalOrders),
    totalSalesAmount: Number(row.totalSalesAmount),
    totalUsers: Number(row.totalUsers),
    totalProviders: Number(row.totalProviders),
    totalProducts: Number(row.totalProducts),
    verifiedProviders: Number(row.verifiedProviders),
    notVerifiedProviders: Number(row.notVerifiedProviders),
    popularService: parsed(row.popularService).map((s) => ({
      serviceName: s.serviceName,
      totalBookings: Number(s.totalBookings),
      totalRevenue: Number(s.totalRevenue),
    })),
    bookingGraph: points(parsed(row.bookingGraph)),
  };
}

const points = (graph: BookingGraphPoint[]) => graph.map((g) => ({ label: g.label, totalSales: Number(g.totalSales) }));

/** The sales graph of GET /dashboard/graph: the last 30 days, 12 ISO weeks or 12 months, up to the current one. */
export async function dashboardGraph(
  db: Db,
  operatorId: string,
  graphType: GraphType,
  now: Date = new Date(),
): Promise<DashboardGraph> {
  const { unit, points: count } = GRAPH_TYPES[graphType];
  const u = UNITS[unit];
  const last = sql`date_trunc(${u.trunc}, ${ts(now)} at time zone 'UTC')`;
  const first = sql`(${last} - ${`${count - 1} ${unit}s`}::interval)`;
  const [row] = await rows<{ bookingGraph: BookingGraphPoint[] | string }>(
    db,
    sql`select ${graphJson({ operatorId, unit, first, last })} as "bookingGraph"`,
  );
  return { bookingGraph: points(parsed(row?.bookingGraph ?? [])) };
}
