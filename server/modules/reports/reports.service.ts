import { type SQL, sql } from 'drizzle-orm';
import {
  AGENT_REPORT_LIST,
  type ListContract,
  ORDER_REPORT_LIST,
  PRODUCT_REPORT_LIST,
  SUPPLIER_REPORT_LIST,
  USER_REPORT_LIST,
} from '../../../src/shared/lists';
import { type CsvColumn, csvHeader, toCsvRows } from '../../../src/shared/csv';
import { parseIsoDate } from '../../../src/shared/schemas/orders';
import {
  type AgentReportRow,
  DELIVERED_STATUS,
  type OrderReportRow,
  type ProductReportRow,
  REPORT_COMMISSION_BPS,
  REPORT_CSV_COLUMNS,
  type ReportName,
  type SupplierReportRow,
  type UserReportRow,
} from '../../../src/shared/schemas/reports';
import { minorToDecimal } from '../../../src/shared/schemas/transactions';
import type { Db } from '../../db/client';
import {
  COUNT_CAP,
  cappedCount,
  cappedTotal,
  containsPattern,
  disjointCount,
  orderOf,
  pageWindow,
  rowsOf,
  type SortSpec,
} from '../../lib/list';

/**
 * The five reports (issue 19; docs/api/reports.md). Each is one SQL query over the caller's operator only:
 * a base row set (the entity joined with its booking aggregates, kept by triggers: decision 013), then the search, the whitelisted sort with
 * a unique tie-breaker (the row id), paging and a count capped like every list (decision 010). Money leaves
 * PostgreSQL as integer minor units computed on the exact numeric values (`round(x * 100)`), never as floats.
 */

const DAY_MS = 86_400_000;
const col = (name: string) => sql.raw(`r."${name}"`);
/** Minor units of a numeric expression, as text (read as an exact integer). */
const minorOf = (expr: SQL) => sql`(round(coalesce(${expr}, 0) * 100))::bigint`;
/** The commission on revenue given in minor units, rounded half away from zero. */
const commissionOf = (revenueMinor: SQL) =>
  sql`round(${revenueMinor} * ${REPORT_COMMISSION_BPS}::numeric / 10000)::bigint`;

/** `column >= start` and `column <= end` (a date-only end includes that whole day), or nothing. */
function inRange(column: SQL, startDate: string | undefined, endDate: string | undefined): SQL[] {
  const where: SQL[] = [];
  const start = startDate ? parseIsoDate(startDate) : null;
  if (start) where.push(sql`${column} >= ${start.toISOString()}::timestamptz`);
  const end = endDate ? parseIsoDate(endDate) : null;
  if (end && endDate) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(endDate.trim()))
      where.push(sql`${column} < ${new Date(end.getTime() + DAY_MS).toISOString()}::timestamptz`);
    else where.push(sql`${column} <= ${end.toISOString()}::timestamptz`);
  }
  return where;
}

const andAll = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** Truncated to its UTC day (midnight). */
const dayOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const dayText = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Bookings per provider placed between `startDate` and `endDate` (as `inRange`; none = all time): `orders` (every
 * status), `delivered` (status 6) and `revenue` (their order_price, in minor units). All time comes from the
 * trigger-kept `report_provider_stats`, whole UTC days from `report_provider_daily` (decision 013); the part days at
 * either end of a date-time range are counted from the bookings themselves (one day at most each, through
 * orders_operator_created_idx).
 */
function providerFigures(operatorId: string, startDate: string | undefined, endDate: string | undefined): SQL {
  const start = startDate ? parseIsoDate(startDate) : null;
  const endParsed = endDate ? parseIsoDate(endDate) : null;
  // All time: one row a provider, kept by the same triggers (report_provider_stats, migration 0027).
  if (!start && !endParsed)
    return sql`
      select provider_id, orders, delivered, ${minorOf(sql`revenue`)} as revenue
      from report_provider_stats where operator_id = ${operatorId}`;
  const dateOnlyEnd = !!endDate && /^\d{4}-\d{2}-\d{2}$/.test(endDate.trim());
  // Whole days: [fromDay, toDay).
  const fromDay = start
    ? dayOf(start).getTime() === start.getTime()
      ? start
      : new Date(dayOf(start).getTime() + DAY_MS)
    : null;
  const toDay = endParsed ? (dateOnlyEnd ? new Date(endParsed.getTime() + DAY_MS) : dayOf(endParsed)) : null;
  const raw = (where: SQL[]) => sql`
    select provider_id, count(*)::int as orders, count(*) filter (where status = ${DELIVERED_STATUS})::int as delivered,
      coalesce(sum(order_price) filter (where status = ${DELIVERED_STATUS}), 0) as revenue
    from orders where ${andAll([sql`operator_id = ${operatorId}`, sql`provider_id is not null`, ...where])}
    group by provider_id`;
  const parts: SQL[] = [];
  if (fromDay && toDay && fromDay.getTime() >= toDay.getTime()) {
    // Less than a whole day: the bookings themselves.
    parts.push(raw(inRange(sql`created_at`, startDate, endDate)));
  } else {
    const days: SQL[] = [sql`operator_id = ${operatorId}`];
    if (fromDay) days.push(sql`day >= ${dayText(fromDay)}::date`);
    if (toDay) days.push(sql`day < ${dayText(toDay)}::date`);
    parts.push(sql`
      select provider_id, sum(orders)::int as orders, sum(delivered)::int as delivered, sum(revenue) as revenue
      from report_provider_daily where ${andAll(days)} group by provider_id`);
    if (start && fromDay && start.getTime() !== fromDay.getTime())
      parts.push(
        raw([
          sql`created_at >= ${start.toISOString()}::timestamptz`,
          sql`created_at < ${fromDay.toISOString()}::timestamptz`,
        ]),
      );
    if (endParsed && toDay && !dateOnlyEnd)
      parts.push(
        raw([
          sql`created_at >= ${toDay.toISOString()}::timestamptz`,
          sql`created_at <= ${endParsed.toISOString()}::timestamptz`,
        ]),
      );
  }
  return sql`
    select f.provider_id, sum(f.orders)::int as orders, sum(f.delivered)::int as delivered,
      ${minorOf(sql`sum(f.revenue)`)} as revenue
    from (${sql.join(parts, sql` union all `)}) f
    group by f.provider_id`;
}

/** Any of the columns contains the search term (case-insensitive, `%` and `_` literal), or undefined. */
function searchOf(term: string | undefined, columns: string[]): SQL | undefined {
  const pattern = containsPattern(term);
  if (!pattern || columns.length === 0) return undefined;
  return sql`(${sql.join(
    columns.map((c) => sql`${col(c)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

type Report<F extends string, Row, Q> = {
  name: ReportName;
  /**
   * The rows before search, sort and paging: a select whose columns are the row's fields (aliased `r`). `first`,
   * when given, is how many rows of the report's order the caller reads at most (a page's offset plus its size): a
   * base that walks an index in that order may stop each step there. Counts and broadcasts pass none.
   */
  base: (operatorId: string, q: Q, first?: number) => SQL;
  /** The columns the search tests on each row (none when the base applies the search itself, as the Order report does). */
  searchColumns: string[];
  /**
   * The number of rows (at most `cap + 1`, or a sum of parts each at most that) as one SQL value, when it can be
   * counted more cheaply than the base's rows; only for a report without `searchColumns`.
   */
  count?: (operatorId: string, q: Q, cap: number) => SQL;
  sort: SortSpec<F>;
  toRow: (record: Record<string, unknown>) => Row;
  csv: Record<string, (row: Row) => unknown>;
};

type Query<F extends string> = {
  search?: string | undefined;
  sortBy?: F | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
};

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => Number(v ?? 0);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const money = (minor: number | null) => (minor === null ? null : minorToDecimal(minor));

/** The sort spec of a report (its list contract, the columns, its own order), every order ending with the row id. */
function sortSpec<F extends string>(
  list: ListContract<F>,
  fields: Record<F, SQL | SQL[]>,
  defaultOrder: SQL[],
): SortSpec<F> {
  return { list, fields, defaultOrder, tieBreaker: [col('id')] };
}

// User -------------------------------------------------------------------------------------------

const users: Report<'name' | 'email' | 'registrationDate' | 'totalOrders', UserReportRow, Query<never>> = {
  name: 'users',
  base: (operatorId) => sql`
    select c.id, trim(c.first_name || ' ' || c.last_name) as "name", c.email, c.country_code as "countryCode",
      c.phone_number as "phone", c.created_at as "registrationDate", coalesce(o.orders, 0)::int as "totalOrders"
    from customers c
    left join report_customer_stats o on o.customer_id = c.id and o.operator_id = ${operatorId}
    where c.operator_id = ${operatorId}`,
  searchColumns: ['name', 'email', 'phone'],
  sort: sortSpec(
    USER_REPORT_LIST,
    {
      name: col('name'),
      email: sql`coalesce(r."email", '')`,
      registrationDate: col('registrationDate'),
      totalOrders: col('totalOrders'),
    },
    [sql`r."registrationDate" desc`, sql`r."id" desc`],
  ),
  toRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    email: str(r.email),
    countryCode: str(r.countryCode),
    phone: str(r.phone),
    registrationDate: iso(r.registrationDate),
    totalOrders: num(r.totalOrders),
  }),
  csv: {
    id: (r) => r.id,
    name: (r) => r.name,
    email: (r) => r.email,
    countryCode: (r) => r.countryCode,
    phone: (r) => r.phone,
    registrationDate: (r) => r.registrationDate,
    totalOrders: (r) => r.totalOrders,
  },
};

// Order ------------------------------------------------------------------------------------------

type OrderQ = Query<never> & {
  startDate?: string | undefined;
  endDate?: string | undefined;
  supplierId?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
};

type Walk = { by: 'customer' | 'provider' | 'product'; dir: SQL; time: SQL };
const WALKS: Record<string, Walk['by']> = {
  username: 'customer',
  email: 'customer',
  supplier: 'provider',
  products: 'product',
};

/** The Order report's walk for a sort by a customer's, provider's or product's text, or null. */
function walkOf(q: { sortBy?: string | undefined; sortDir?: 'asc' | 'desc' | undefined }): Walk | null {
  const by = q.sortBy ? WALKS[q.sortBy] : undefined;
  if (!by) return null;
  const asc = (q.sortDir ?? 'asc') === 'asc';
  return { by, dir: asc ? sql`asc` : sql`desc`, time: asc ? sql`desc` : sql`asc` };
}

/**
 * The Order report's filter on the bookings (alias `o`): the operator, the booking time, the supplier and the status,
 * and the search as separate parts, any of which matches. The search matches the customer's name or email, the
 * supplier's name or the product's name: those few hundred rows are found first, and the bookings by their ids
 * (`= any(array(...))`: computed once, then read through orders_customer_created_idx and its siblings, or checked
 * while walking the booking time), never by testing text on every one of a million joined bookings (a search
 * answered in ~570 ms at 1M bookings that way).
 */
function orderFilter(operatorId: string, q: OrderQ): { where: SQL[]; search: SQL[] | null } {
  const where: SQL[] = [sql`o.operator_id = ${operatorId}`, ...inRange(sql`o.created_at`, q.startDate, q.endDate)];
  if (q.supplierId) where.push(sql`o.provider_id = ${q.supplierId}`);
  if (q.status === 'active') where.push(sql`o.status < ${DELIVERED_STATUS}`);
  if (q.status === 'inactive') where.push(sql`o.status >= ${DELIVERED_STATUS}`);
  const pattern = containsPattern(q.search);
  if (!pattern) return { where, search: null };
  const ids = (table: SQL, match: SQL) =>
    sql`array(select s.id from ${table} s where s.operator_id = ${operatorId} and (${match}))`;
  return {
    where,
    search: [
      sql`o.customer_id = any(${ids(sql`customers`, sql`trim(s.first_name || ' ' || s.last_name) ilike ${pattern} or s.email ilike ${pattern}`)})`,
      sql`o.provider_id = any(${ids(sql`providers`, sql`s.name ilike ${pattern}`)})`,
      sql`o.product_id = any(${ids(sql`products`, sql`s.name ilike ${pattern}`)})`,
    ],
  };
}

const orderReport: Report<
  'username' | 'supplier' | 'email' | 'createdOn' | 'products' | 'status' | 'orderPrice',
  OrderReportRow,
  OrderQ
> = {
  name: 'orders',
  base: (operatorId, q, first) => {
    const { where, search } = orderFilter(operatorId, q);
    if (search) where.push(sql`(${sql.join(search, sql` or `)})`);
    // The columns, some of them read from the walked table (w) when the order walks one (see below): the planner
    // then knows the rows come in that column's order and sorts only each entity's few bookings.
    type Cols = {
      username: SQL;
      user: SQL;
      emailKey: SQL;
      supplierKey: SQL;
      supplierId: SQL;
      productName: SQL;
      productId: SQL;
    };
    const plain: Cols = {
      username: sql`trim(c.first_name || ' ' || c.last_name)`,
      user: sql`o.customer_id`,
      emailKey: sql`coalesce(c.email, '')`,
      supplierKey: sql`coalesce(p.name, '')`,
      supplierId: sql`o.provider_id`,
      productName: sql`coalesce(pr.name, '—')`,
      productId: sql`o.product_id`,
    };
    const columns = (x: Cols) => sql`
      o.id, ${x.username} as "username", ${x.user} as "user", c.email, ${x.emailKey} as "emailKey",
      p.name as "supplier", ${x.supplierKey} as "supplierKey", ${x.supplierId} as "supplierId",
      o.created_at as "createdOn", ${x.productId} as "productId", ${x.productName} as "productName",
      ${x.productName} || ' × ' || o.product_quantity as "products",
      case when o.status < ${DELIVERED_STATUS} then 'Active' else 'Inactive' end as "status",
      o.status as "bookingStatus", o.order_price as "price", ${minorOf(sql`o.order_price`)} as "orderPrice"`;
    const walk = walkOf(q);
    if (!walk)
      return sql`
        select ${columns(plain)} from orders o
        join customers c on c.id = o.customer_id
        left join providers p on p.id = o.provider_id
        left join products pr on pr.id = o.product_id
        where ${andAll(where)}`;
    // A sort by a customer's, provider's or product's text: that table in the order (a few hundred rows), then each
    // one's bookings newest first (oldest first in a descending order) through its index, so a page reads only the
    // bookings it shows, like the bookings list's customer walk (orders.service.ts).
    // Each step reads at most `first` bookings (the rows the page needs): without that bound, the final sort had to
    // take every booking of the first customers, providers or products walked before it could give the first row
    // (a sort by supplier read ~2,000 bookings a provider, 1.5 s p95 at 1M bookings).
    const { dir, time } = walk;
    const bound = first === undefined ? sql`` : sql` limit ${first}`;
    const own = (on: SQL) =>
      sql`select o.* from orders o where ${andAll([on, ...where])} order by o.created_at ${time}, o.id ${time}${bound}`;
    if (walk.by === 'customer') {
      const email = q.sortBy === 'email';
      return sql`
        select ${columns({
          ...plain,
          username: email ? plain.username : sql`w.key`,
          emailKey: email ? sql`w.key` : plain.emailKey,
          user: sql`w.id`,
        })}
        from (
          select c.id, ${email ? plain.emailKey : plain.username} as key from customers c
          where c.operator_id = ${operatorId} order by key ${dir}, c.id ${dir}
        ) w
        cross join lateral (${own(sql`o.customer_id = w.id`)}) o
        join customers c on c.id = w.id
        left join providers p on p.id = o.provider_id
        left join products pr on pr.id = o.product_id`;
    }
    // Providers (or products) in name order, with a "none" row (null id) for the bookings whose one was deleted,
    // placed where the report's order puts it: no supplier sorts as '' (first ascending), no product as '—'.
    const provider = walk.by === 'provider';
    const fk = provider ? sql`o.provider_id` : sql`o.product_id`;
    const entities = provider
      ? sql`select e.id, e.name from providers e where e.operator_id = ${operatorId} union all select null::uuid, ''`
      : sql`select e.id, e.name from products e where e.operator_id = ${operatorId} union all select null::uuid, '—'`;
    return sql`
      select ${columns(
        provider
          ? { ...plain, supplierKey: sql`w.name`, supplierId: sql`w.id` }
          : { ...plain, productName: sql`w.name`, productId: sql`w.id` },
      )}
      from (select * from (${entities}) e order by e.name ${dir}, e.id ${dir}) w
      cross join lateral (
        select * from (${own(sql`${fk} = w.id`)}) a
        union all
        select * from (${own(sql`w.id is null and ${fk} is null`)}) b
        order by created_at ${time}, id ${time}${bound}
      ) o
      join customers c on c.id = o.customer_id
      left join providers p on p.id = o.provider_id
      left join products pr on pr.id = o.product_id`;
  },
  // Searched in the base (above), by the customers', providers' and products' ids.
  searchColumns: [],
  // Every booking has its customer, so the rows are the bookings that match: counted from them alone, a search as a sum
  // of disjoint parts (the part and none before it), each read from the index of its foreign key and stopped at the
  // cap. One scan of the three parts together built a bitmap of every match first (~280,000 entries for "clean"
  // at 1M bookings: 580 ms p95 under ten connections); a plain scan stopped at the cap reads every booking when the
  // search matches few.
  count: (operatorId, q, cap) => {
    const { where, search } = orderFilter(operatorId, q);
    return search
      ? disjointCount(sql`orders o`, andAll(where), search, cap)
      : cappedCount(sql`orders o`, andAll(where), cap);
  },
  // Every order ends with the booking time and id: the order the indexes and the walks read bookings in.
  sort: {
    list: ORDER_REPORT_LIST,
    fields: {
      username: [col('username'), col('user')],
      supplier: [col('supplierKey'), col('supplierId')],
      email: [col('emailKey'), col('user')],
      createdOn: col('createdOn'),
      products: [col('productName'), col('productId')],
      status: col('bookingStatus'),
      orderPrice: col('price'),
    },
    defaultOrder: [sql`r."createdOn" desc`, sql`r."id" desc`],
    tieBreaker: [col('createdOn'), col('id')],
    oppositeTieBreaker: { username: true, supplier: true, email: true, products: true, status: true },
  },
  toRow: (r) => ({
    id: String(r.id),
    username: String(r.username),
    user: String(r.user),
    email: str(r.email),
    supplier: str(r.supplier),
    supplierId: str(r.supplierId),
    createdOn: iso(r.createdOn),
    products: String(r.products),
    status: r.status === 'Active' ? 'Active' : 'Inactive',
    bookingStatus: num(r.bookingStatus),
    orderPrice: num(r.orderPrice),
  }),
  csv: {
    id: (r) => r.id,
    username: (r) => r.username,
    user: (r) => r.user,
    email: (r) => r.email,
    supplier: (r) => r.supplier,
    createdOn: (r) => r.createdOn,
    products: (r) => r.products,
    status: (r) => r.status,
    bookingStatus: (r) => r.bookingStatus,
    orderPrice: (r) => money(r.orderPrice),
  },
};

// Supplier ---------------------------------------------------------------------------------------

type RangeQ = Query<never> & { startDate?: string | undefined; endDate?: string | undefined };

const suppliers: Report<
  'name' | 'email' | 'registered' | 'orders' | 'delivered' | 'revenue' | 'commission',
  SupplierReportRow,
  RangeQ
> = {
  name: 'suppliers',
  base: (operatorId, q) => sql`
    select p.id, p.name, p.email, p.created_at as "registered", coalesce(a.orders, 0)::int as "orders",
      coalesce(a.delivered, 0)::int as "delivered", coalesce(a.revenue, 0)::bigint as "revenue",
      ${commissionOf(sql`coalesce(a.revenue, 0)`)} as "commission"
    from providers p
    left join (${providerFigures(operatorId, undefined, undefined)}) a on a.provider_id = p.id
    where ${andAll([sql`p.operator_id = ${operatorId}`, ...inRange(sql`p.created_at`, q.startDate, q.endDate)])}`,
  searchColumns: ['name', 'email'],
  sort: sortSpec(
    SUPPLIER_REPORT_LIST,
    {
      name: col('name'),
      email: sql`coalesce(r."email", '')`,
      registered: col('registered'),
      orders: col('orders'),
      delivered: col('delivered'),
      revenue: col('revenue'),
      commission: col('commission'),
    },
    [sql`r."revenue" desc`, sql`r."id" desc`],
  ),
  toRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    email: str(r.email),
    registered: iso(r.registered),
    orders: num(r.orders),
    delivered: num(r.delivered),
    revenue: num(r.revenue),
    commission: num(r.commission),
  }),
  csv: {
    id: (r) => r.id,
    name: (r) => r.name,
    email: (r) => r.email,
    registered: (r) => r.registered,
    orders: (r) => r.orders,
    delivered: (r) => r.delivered,
    revenue: (r) => money(r.revenue),
    commission: (r) => money(r.commission),
  },
};

// Agent ------------------------------------------------------------------------------------------

type AgentQ = RangeQ & { supplierId?: string | undefined };

const agentReport: Report<
  'name' | 'email' | 'supplier' | 'totalOrders' | 'delivered' | 'revenue',
  AgentReportRow,
  AgentQ
> = {
  name: 'agents',
  base: (operatorId, q) => {
    const where: SQL[] = [sql`ag.operator_id = ${operatorId}`];
    if (q.supplierId) where.push(sql`ag.merchant_id = ${q.supplierId}`);
    return sql`
      select ag.id, ag.name, ag.email, p.id as "supplierId", coalesce(p.name, ag.merchant_name) as "supplier",
        coalesce(a.orders, 0)::int as "totalOrders", coalesce(a.delivered, 0)::int as "delivered",
        coalesce(a.revenue, 0)::bigint as "revenue"
      from agents ag
      left join providers p on p.id = ag.merchant_id and p.operator_id = ${operatorId}
      left join (${providerFigures(operatorId, q.startDate, q.endDate)}) a on a.provider_id = p.id
      where ${andAll(where)}`;
  },
  searchColumns: ['name', 'email', 'supplier'],
  sort: sortSpec(
    AGENT_REPORT_LIST,
    {
      name: col('name'),
      email: sql`coalesce(r."email", '')`,
      supplier: sql`coalesce(r."supplier", '')`,
      totalOrders: col('totalOrders'),
      delivered: col('delivered'),
      revenue: col('revenue'),
    },
    [sql`r."revenue" desc`, sql`r."id" desc`],
  ),
  toRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    email: str(r.email),
    supplierId: str(r.supplierId),
    supplier: str(r.supplier),
    totalOrders: num(r.totalOrders),
    delivered: num(r.delivered),
    revenue: num(r.revenue),
  }),
  csv: {
    id: (r) => r.id,
    name: (r) => r.name,
    email: (r) => r.email,
    supplier: (r) => r.supplier,
    totalOrders: (r) => r.totalOrders,
    delivered: (r) => r.delivered,
    revenue: (r) => money(r.revenue),
  },
};

// Product ----------------------------------------------------------------------------------------

type ProductQ = Query<never> & { categoryId?: string | undefined };

const productReport: Report<
  | 'productName'
  | 'categoryName'
  | 'averageCostPrice'
  | 'averageSellingPrice'
  | 'sellingPriceRange'
  | 'profit'
  | 'numberOfSuppliers'
  | 'totalCurrentSupply'
  | 'totalSold'
  | 'demand'
  | 'totalRevenue',
  ProductReportRow,
  ProductQ
> = {
  name: 'products',
  base: (operatorId, q) => {
    const where: SQL[] = [sql`pr.operator_id = ${operatorId}`];
    if (q.categoryId) where.push(sql`${q.categoryId}::uuid in (c1.id, c1.parent_id, c2.parent_id)`);
    return sql`
      select pr.id, pr.name as "productName", pr.category_id as "categoryId", c1.name as "categoryName",
        coalesce(a.revenue, 0)::bigint as "totalRevenue",
        coalesce(a.sold, 0)::int as "totalSold",
        coalesce(a.demand, 0)::int as "demand",
        coalesce(a.suppliers, 0)::int as "numberOfSuppliers",
        coalesce(a.supply, 0)::int as "totalCurrentSupply",
        a.min_price as "sellingPriceMin", a.max_price as "sellingPriceMax",
        ${commissionOf(sql`coalesce(a.revenue, 0)`)} as "profit",
        case when a.sold > 0 then round(a.revenue::numeric / a.sold)::bigint end as "averageSellingPrice",
        case when a.sold > 0 then round((a.revenue - ${commissionOf(sql`a.revenue`)})::numeric / a.sold)::bigint end
          as "averageCostPrice"
      from products pr
      left join categories c1 on c1.id = pr.category_id
      left join categories c2 on c2.id = c1.parent_id
      left join (
        select st.product_id, ${minorOf(sql`st.revenue`)} as revenue, st.sold, st.demand,
          (round(st.min_price * 100))::bigint as min_price, (round(st.max_price * 100))::bigint as max_price,
          coalesce(pp.suppliers, 0) as suppliers, coalesce(pp.supply, 0) as supply
        from report_product_stats st
        left join (
          select x.product_id, count(*) as suppliers, count(*) filter (where p.is_active and p.servicable) as supply
          from report_product_providers x left join providers p on p.id = x.provider_id
          where x.operator_id = ${operatorId} and x.bookings > 0
          group by x.product_id
        ) pp on pp.product_id = st.product_id
        where st.operator_id = ${operatorId}
      ) a on a.product_id = pr.id
      where ${andAll(where)}`;
  },
  searchColumns: ['productName', 'categoryName'],
  sort: sortSpec(
    PRODUCT_REPORT_LIST,
    {
      productName: col('productName'),
      categoryName: sql`coalesce(r."categoryName", '')`,
      averageCostPrice: sql`coalesce(r."averageCostPrice", -1)`,
      averageSellingPrice: sql`coalesce(r."averageSellingPrice", -1)`,
      sellingPriceRange: [sql`coalesce(r."sellingPriceMin", -1)`, sql`coalesce(r."sellingPriceMax", -1)`],
      profit: col('profit'),
      numberOfSuppliers: col('numberOfSuppliers'),
      totalCurrentSupply: col('totalCurrentSupply'),
      totalSold: col('totalSold'),
      demand: col('demand'),
      totalRevenue: col('totalRevenue'),
    },
    [sql`r."totalRevenue" desc`, sql`r."id" desc`],
  ),
  toRow: (r) => {
    const min = numOrNull(r.sellingPriceMin);
    const max = numOrNull(r.sellingPriceMax);
    return {
      id: String(r.id),
      productName: String(r.productName),
      categoryId: str(r.categoryId),
      categoryName: str(r.categoryName),
      averageCostPrice: numOrNull(r.averageCostPrice),
      averageSellingPrice: numOrNull(r.averageSellingPrice),
      sellingPriceRange: min === null || max === null ? null : { min, max },
      profit: num(r.profit),
      numberOfSuppliers: num(r.numberOfSuppliers),
      totalCurrentSupply: num(r.totalCurrentSupply),
      totalSold: num(r.totalSold),
      demand: num(r.demand),
      totalRevenue: num(r.totalRevenue),
    };
  },
  csv: {
    id: (r) => r.id,
    productName: (r) => r.productName,
    categoryName: (r) => r.categoryName,
    averageCostPrice: (r) => money(r.averageCostPrice),
    averageSellingPrice: (r) => money(r.averageSellingPrice),
    sellingPriceMin: (r) => money(r.sellingPriceRange?.min ?? null),
    sellingPriceMax: (r) => money(r.sellingPriceRange?.max ?? null),
    profit: (r) => money(r.profit),
    numberOfSuppliers: (r) => r.numberOfSuppliers,
    totalCurrentSupply: (r) => r.totalCurrentSupply,
    totalSold: (r) => r.totalSold,
    demand: (r) => r.demand,
    totalRevenue: (r) => money(r.totalRevenue),
  },
};

// Running a report -------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noExplicitAny: each report has its own row and query types
export const REPORTS: Record<ReportName, Report<any, any, any>> = {
  users,
  orders: orderReport,
  suppliers,
  agents: agentReport,
  products: productReport,
};

function parts<F extends string, Row, Q extends Query<F>>(report: Report<F, Row, Q>, operatorId: string, q: Q) {
  const where = searchOf(q.search, report.searchColumns);
  const filter = where ? sql` where ${where}` : sql``;
  const order = sql.join(orderOf(report.sort, q), sql`, `);
  // The first `first` rows in the report's order, then the filter (a base may stop its walk there only when no
  // filter outside it drops rows after it).
  const firstRows = (first: number) =>
    sql`(${report.base(operatorId, q, where ? undefined : first)}) r${filter} order by ${order}`;
  return { from: sql`(${report.base(operatorId, q)}) r`, where, filter, firstRows };
}

/** One page of a report and its total, counted exactly up to 10,000 (`totalCapped` past it). */
export async function listReport<Row>(
  db: Db,
  name: ReportName,
  operatorId: string,
  q: Query<string> & { pageNumber: number; pageSize: number },
  cap = COUNT_CAP,
): Promise<{ data: Row[]; total: number; totalCapped?: boolean }> {
  const report = REPORTS[name];
  const { from, where, firstRows } = parts(report, operatorId, q);
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    db.execute(sql`select r.* from ${firstRows(offset + limit)} limit ${limit} offset ${offset}`),
    db.execute(
      sql`select ${report.count && !where ? report.count(operatorId, q, cap) : cappedCount(from, where, cap)} as total`,
    ),
  ]);
  const { total, totalCapped } = cappedTotal(Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0), cap);
  const data = rowsOf<Record<string, unknown>>(rows).map(report.toRow) as Row[];
  return totalCapped ? { data, total, totalCapped } : { data, total };
}

/** Rows read per query while an export streams. */
const EXPORT_CHUNK = 1000;

/**
 * Every row of a report matching the filter, in the list's order, as CSV chunks (the header first, then
 * EXPORT_CHUNK rows a query, so memory stays flat), with the exact number of rows.
 */
export async function exportReport(
  db: Db,
  name: ReportName,
  operatorId: string,
  q: Query<string>,
): Promise<{ total: number; chunks: AsyncGenerator<string> }> {
  const report = REPORTS[name];
  const { from, filter, firstRows } = parts(report, operatorId, q);
  const counted = await db.execute(sql`select count(*)::int as total from ${from}${filter}`);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  const columns: CsvColumn<unknown>[] = REPORT_CSV_COLUMNS[name].map((header) => ({
    header,
    value: (row: unknown) => report.csv[header]?.(row),
  }));
  async function* chunks() {
    // With a byte-order mark, so spreadsheets read UTF-8 names (ç, 漢字) right.
    yield csvHeader(columns, { byteOrderMark: true });
    for (let offset = 0; ; offset += EXPORT_CHUNK) {
      const result = await db.execute(
        sql`select r.* from ${firstRows(offset + EXPORT_CHUNK)} limit ${EXPORT_CHUNK} offset ${offset}`,
      );
      const rows = rowsOf<Record<string, unknown>>(result).map(report.toRow);
      if (rows.length > 0) yield toCsvRows(rows, columns);
      if (rows.length < EXPORT_CHUNK) return;
    }
  }
  return { total, chunks: chunks() };
}

/**
 * The distinct customers of a report's filtered rows as a select of `customer_id` (the User report's rows are
 * customers; the Order report's, bookings with their customer): the recipients of a broadcast
 * (server/modules/broadcasts). Paging and sort do not apply.
 */
export function reportCustomersSql(name: 'users' | 'orders', operatorId: string, q: Query<string>): SQL {
  const report = REPORTS[name];
  const where = searchOf(q.search, report.searchColumns);
  const customer = name === 'users' ? col('id') : col('user');
  return sql`select distinct ${customer} as customer_id from (${report.base(operatorId, q)}) r${where ? sql` where ${where}` : sql``}`;
}
