/**
 * Dashboard figures, computed by SQL aggregates for one operator (never by loading rows).
 *
 * Semantics (also in docs/api/dashboard.md):
 * - Every figure counts only the caller's operator's rows; joins to products and service types are
 *   also filtered on the operator.
 * - Days, weeks, months and "today" are UTC calendar periods of the server clock (`now`); weeks are
 *   ISO weeks (Monday first, labelled `2026-W47`).
 * - The range is [startDate, endDate], both inclusive to the millisecond (internally [start, end + 1 ms)).
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
 *
 * How: booking figures add up `order_daily_stats` (bookings and ended sales per operator, UTC day and
 * product, kept up to date by triggers on `orders`) for the whole days of the range, plus the bookings
 * of the partial days at its ends read from `orders` itself; so the cost follows the number of days
 * and products, not of bookings. Each call is ONE statement (one round trip).
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

const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Start (UTC) of the period of `unit` containing `ms`. */
function truncate(unit: Unit, ms: number): number {
  const d = new Date(ms);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  const day = Date.UTC(y, m, d.getUTCDate());
  if (unit === 'day') return day;
  if (unit === 'week') return day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  if (unit === 'month') return Date.UTC(y, m, 1);
  return Date.UTC(y, 0, 1);
}

/** `ms` (a period start) moved by `n` periods of `unit`. */
function addUnits(unit: Unit, ms: number, n: number): number {
  const d = new Date(ms);
  if (unit === 'day') return ms + n * DAY_MS;
  if (unit === 'week') return ms + 7 * n * DAY_MS;
  if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
  return Date.UTC(d.getUTCFullYear() + n, 0, 1);
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Bookings created in [from, to), read from `orders`, as (day, product_id, bookings, sales) rows. */
function fromOrders(operatorId: string, from: number, to: number): SQL {
  return sql`
    select (o.created_at at time zone 'UTC')::date as day, o.product_id, 1 as bookings,
      case when o.status = ${ENDED} then o.order_price else 0 end as sales
    from orders o
    where o.operator_id = ${operatorId}::uuid and o.created_at >= ${ts(from)} and o.created_at < ${ts(to)}`;
}

/**
 * The operator's bookings created in [lower, upper) (either end open) as (day, product_id, bookings,
 * sales) rows: the whole UTC days from the rollup, the partial days at the ends from `orders`.
 */
function bookingSource(operatorId: string, lower: number | undefined, upper: number | undefined): SQL {
  const fullFrom = lower === undefined ? undefined : truncate('day', lower + DAY_MS - 1);
  const fullTo = upper === undefined ? undefined : truncate('day', upper);
  if (lower !== undefined && upper !== undefined && (fullFrom as number) >= (fullTo as number)) {
    return fromOrders(operatorId, lower, Math.max(lower, upper));
  }
  const parts = [
    sql`
    select s.day, s.product_id, s.bookings, s.ended_sales as sales
    from order_daily_stats s
    where s.operator_id = ${operatorId}::uuid
      ${fullFrom === undefined ? sql`` : sql`and s.day >= ${isoDay(fullFrom)}::date`}
      ${fullTo === undefined ? sql`` : sql`and s.day < ${isoDay(fullTo)}::date`}`,
  ];
  if (lower !== undefined && fullFrom !== undefined && lower < fullFrom) {
    parts.push(fromOrders(operatorId, lower, fullFrom));
  }
  if (upper !== undefined && fullTo !== undefined && fullTo < upper) parts.push(fromOrders(operatorId, fullTo, upper));
  return sql.join(parts, sql` union all `);
}

/** `date_trunc('<unit>', <day>::timestamp)` as literal SQL text (the unit is a constant), so that
 * the same expression can appear in a select list and its GROUP BY. */
const bucketOf = (unit: Unit, day: string) => sql.raw(`date_trunc('${UNITS[unit].trunc}', ${day}::timestamp)`);

/**
 * A JSON array `[{ label, totalSales }]`, one point per period of `unit` from the period starting at
 * `first` to the one starting at `last`, `totalSales` from `totals` (a relation of `bucket, total`
 * with one row per period that has sales), 0 for the others.
 */
function seriesJson(unit: Unit, first: number, last: number, totals: SQL): SQL {
  const u = UNITS[unit];
  return sql`(
    select coalesce(
      json_agg(json_build_object('label', to_char(g.bucket, ${u.label}),
        'totalSales', round(coalesce(t.total, 0), 2)::float8) order by g.bucket),
      '[]'::json)
    from generate_series(${isoDay(first)}::timestamp, ${isoDay(last)}::timestamp, ${u.step}::interval) as g(bucket)
    left join ${totals} t on t.bucket = g.bucket
  )`;
}

/** Sales per period of `unit` of the bookings created from the period `first` to the end of `last`. */
function periodTotals(operatorId: string, unit: Unit, first: number, last: number): SQL {
  const bucket = bucketOf(unit, 'b.day');
  return sql`(
    select ${bucket} as bucket, sum(b.sales) as total
    from (${bookingSource(operatorId, first, addUnits(unit, last, 1))}) b
    group by ${bucket})`;
}

/** The stats graph's granularity and first/last period (see the header comment). */
export function statsGraphWindow(range: DashboardStatsQuery, now: Date): { unit: Unit; first: number; last: number } {
  let to = (range.endDate ?? now).getTime();
  const from = range.startDate?.getTime() ?? truncate('day', to) - (DEFAULT_DAYS - 1) * DAY_MS;
  if (from > to) to = from;
  const days = (truncate('day', to) - truncate('day', from)) / DAY_MS + 1;
  const [a, b] = [new Date(from), new Date(to)];
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth()) + 1;
  const unit: Unit = days <= MAX_DAY_POINTS ? 'day' : months <= MAX_MONTH_POINTS ? 'month' : 'year';
  return { unit, first: truncate(unit, from), last: truncate(unit, to) };
}

type StatsRow = Omit<DashboardStats, 'popularService' | 'bookingGraph'> & {
  popularService: DashboardStats['popularService'] | string;
  bookingGraph: BookingGraphPoint[] | string;
};

/** Drivers hand json columns back parsed; be safe if one gives text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const points = (graph: BookingGraphPoint[]) => graph.map((g) => ({ label: g.label, totalSales: Number(g.totalSales) }));

/** All dashboard figures in ONE statement (one round trip). */
export async function dashboardStats(
  db: Db,
  operatorId: string,
  range: DashboardStatsQuery = {},
  now: Date = new Date(),
): Promise<DashboardStats> {
  const op = sql`${operatorId}::uuid`;
  const lower = range.startDate?.getTime();
  // endDate is inclusive to the millisecond: [startDate, endDate + 1 ms).
  const upper = range.endDate ? range.endDate.getTime() + 1 : undefined;
  const today = truncate('day', now.getTime());
  const createdBefore = (column: SQL) => (upper === undefined ? sql`` : sql` and ${column} < ${ts(upper)}`);
  const graph = statsGraphWindow(range, now);
  const source = bookingSource(operatorId, lower, upper);
  const bucket = bucketOf(graph.unit, 'b.day');
  // With a range, ONE pass over its bookings groups them both per product (totals, popular services)
  // and per graph period (grouping sets). Without one, the graph reads only its last 30 days.
  const ranged = lower !== undefined || upper !== undefined;
  const agg = ranged
    ? sql`
      select b.product_id, ${bucket} as bucket, grouping(b.product_id) as per_period,
        sum(b.bookings) as bookings, sum(b.sales) as sales
      from (${source}) b
      group by grouping sets ((b.product_id), (${bucket}))`
    : sql`
      select b.product_id, 0 as per_period, sum(b.bookings) as bookings, sum(b.sales) as sales
      from (${source}) b
      group by b.product_id`;
  const graphTotals = ranged
    ? sql`(select bucket, sales as total from agg where per_period = 1)`
    : periodTotals(operatorId, graph.unit, graph.first, graph.last);

  const [row] = await rows<StatsRow>(
    db,
    sql`
    with agg as materialized (${agg}),
    per_product as (select product_id, bookings, sales from agg where per_period = 0)
    select
      (select count(*)::int from orders o
        where o.operator_id = ${op} and o.created_at >= ${ts(today)} and o.created_at < ${ts(today + DAY_MS)}) as "todayOrder",
      (select coalesce(sum(bookings), 0)::int from per_product) as "totalOrders",
      (select round(coalesce(sum(sales), 0), 2)::float8 from per_product) as "totalSalesAmount",
      (select count(*)::int from customers c where c.operator_id = ${op} ${createdBefore(sql`c.created_at`)}) as "totalUsers",
      pv.total as "totalProviders",
      (select count(*)::int from products p where p.operator_id = ${op} ${createdBefore(sql`p.created_at`)}) as "totalProducts",
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
          having sum(pp.bookings) > 0
          order by bookings desc, st.name
          limit 10
        ) top) as "popularService",
      ${seriesJson(graph.unit, graph.first, graph.last, graphTotals)} as "bookingGraph"
    from (
      select count(*)::int as total, (count(*) filter (where pr.is_verified))::int as verified
      from providers pr where pr.operator_id = ${op} ${createdBefore(sql`pr.created_at`)}
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

/** The sales graph of GET /dashboard/graph: the last 30 days, 12 ISO weeks or 12 months, up to the current one. */
export async function dashboardGraph(
  db: Db,
  operatorId: string,
  graphType: GraphType,
  now: Date = new Date(),
): Promise<DashboardGraph> {
  const { unit, points: count } = GRAPH_TYPES[graphType];
  const last = truncate(unit, now.getTime());
  const first = addUnits(unit, last, -(count - 1));
  const totals = periodTotals(operatorId, unit, first, last);
  const [row] = await rows<{ bookingGraph: BookingGraphPoint[] | string }>(
    db,
    sql`select ${seriesJson(unit, first, last, totals)} as "bookingGraph"`,
  );
  return { bookingGraph: points(parsed(row?.bookingGraph ?? [])) };
}
