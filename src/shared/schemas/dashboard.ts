import * as v from 'valibot';

/**
 * Dashboard (spec part 1, "Dashboard" and §3 "Dashboard stats"). Semantics of every figure:
 * docs/api/dashboard.md.
 */

/**
 * `2026-01-31` (a UTC calendar day) or `2026-01-31T10:00:00.000Z` / `2026-01-31T15:30:00+05:30` (an
 * instant: a time zone, `Z` or an offset, is required so the value means the same on every machine).
 * Years 1000 to 2999.
 */
const ISO_DATE_OR_TIME =
  /^([12]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

const DATE_MESSAGE = 'must be an ISO date (2026-01-31) or date-time with a time zone (2026-01-31T00:00:00.000Z)';

/** True when the year-month-day part names a real calendar day (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const match = ISO_DATE_OR_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isDateOnly = (value: string) => value.length === 10;

/**
 * A query-string date bound → Date. A plain date is the start of that UTC day for `startDate` and its
 * last millisecond for `endDate` (so `startDate=2026-01-31&endDate=2026-01-31` is that whole day).
 */
function dateBound(field: 'startDate' | 'endDate') {
  return v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.regex(ISO_DATE_OR_TIME, `${field} ${DATE_MESSAGE}`),
    v.check(isCalendarDay, `${field} is not a real calendar date`),
    v.transform((value) =>
      isDateOnly(value)
        ? new Date(`${value}T${field === 'startDate' ? '00:00:00.000' : '23:59:59.999'}Z`)
        : new Date(value),
    ),
  );
}

/**
 * `GET /dashboard/stats` query: an optional range over the bookings' creation time, both ends
 * inclusive; either end may be left out. `startDate` after `endDate` is 422 on `endDate`.
 */
export const DashboardStatsQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(dateBound('startDate')),
    endDate: v.optional(dateBound('endDate')),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !input.startDate || !input.endDate || input.startDate.getTime() <= input.endDate.getTime(),
      'endDate must not be before startDate',
    ),
    ['endDate'],
  ),
);
export type DashboardStatsQuery = v.InferOutput<typeof DashboardStatsQuerySchema>;

/** One point of a sales graph: `label` is `YYYY-MM-DD` (day), `YYYY-Www` (ISO week), `YYYY-MM` or `YYYY`. */
export const BookingGraphPointSchema = v.object({ label: v.string(), totalSales: v.number() });
export type BookingGraphPoint = v.InferOutput<typeof BookingGraphPointSchema>;

export const PopularServiceSchema = v.object({
  serviceName: v.string(),
  totalBookings: v.number(),
  totalRevenue: v.number(),
});
export type PopularService = v.InferOutput<typeof PopularServiceSchema>;

/** The spec's stat fields (part 1 §3), exactly as the console and the marketplace's own server name them. */
export const DashboardStatsSchema = v.object({
  /** Bookings created today (UTC day of the server clock), whatever the range. */
  todayOrder: v.number(),
  /** Bookings created in the range (all without one). */
  totalOrders: v.number(),
  /** Sum of orderPrice of the range's bookings with status 6 (Booking Ended). */
  totalSalesAmount: v.number(),
  /** Customers created up to endDate (all without one). */
  totalUsers: v.number(),
  /** Providers created up to endDate. */
  totalProviders: v.number(),
  /** Products (services) created up to endDate. */
  totalProducts: v.number(),
  /** Of totalProviders: approved. */
  verifiedProviders: v.number(),
  /** Of totalProviders: not approved. */
  notVerifiedProviders: v.number(),
  /** Top 10 service types by bookings in the range. */
  popularService: v.array(PopularServiceSchema),
  /** Ended-booking sales per day: the last 30 days, or the range (per month beyond 366 days). */
  bookingGraph: v.array(BookingGraphPointSchema),
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;

/** Sales graph intervals: 1 daily (last 30 days), 2 weekly (last 12 ISO weeks), 3 monthly (last 12 months). */
export const GRAPH_TYPES = [1, 2, 3] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

export const DashboardGraphQuerySchema = v.object({
  /** Always 1 (the booking sales graph); kept because the marketplace's own server requires it. */
  type: v.literal('1', 'type must be 1'),
  graphType: v.pipe(
    v.union(
      [v.picklist(['1', '2', '3']), v.picklist(GRAPH_TYPES)],
      'graphType must be 1 (daily), 2 (weekly) or 3 (monthly)',
    ),
    v.transform((value) => Number(value) as GraphType),
  ),
});
export type DashboardGraphQuery = v.InferOutput<typeof DashboardGraphQuerySchema>;

export const DashboardGraphSchema = v.object({ bookingGraph: v.array(BookingGraphPointSchema) });
export type DashboardGraph = v.InferOutput<typeof DashboardGraphSchema>;
