import { type SQL, sql } from 'drizzle-orm';
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
  orderOf,
  pageWindow,
  rowsOf,
  type SortSpec,
} from '../../lib/list';

/**
 * The five reports (issue 19; docs/api/reports.md). Each is one SQL query over the caller's operator only:
 * a base row set (the entity joined with its booking aggregates), then the search, the whitelisted sort with
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

/** Any of the columns contains the search term (case-insensitive, `%` and `_` literal), or undefined. */
function searchOf(term: string | undefined, columns: string[]): SQL | undefined {
  const pattern = containsPattern(term);
  if (!pattern) return undefined;
  return sql`(${sql.join(
    columns.map((c) => sql`${col(c)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

type Report<F extends string, Row, Q> = {
  name: ReportName;
  /** The rows before search, sort and paging: a select whose columns are the row's fields (aliased `r`). */
  base: (operatorId: string, q: Q) => SQL;
  searchColumns: string[];
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

/** The sort spec of a report whose rows are ordered by `defaultField`, every order ending with the row id. */
function sortSpec<F extends string>(
  fields: Record<F, SQL | SQL[]>,
  defaultDir: Partial<Record<F, 'asc' | 'desc'>>,
  defaultOrder: SQL[],
): SortSpec<F> {
  return { fields, defaultDir, defaultOrder, tieBreaker: [col('id')] };
}

// User -------------------------------------------------------------------------------------------

const users: Report<'name' | 'email' | 'registrationDate' | 'totalOrders', UserReportRow, Query<never>> = {
  name: 'users',
  base: (operatorId) => sql`
    select c.id, trim(c.first_name || ' ' || c.last_name) as "name", c.email, c.country_code as "countryCode",
      c.phone_number as "phone", c.created_at as "registrationDate", coalesce(o.n, 0)::int as "totalOrders"
    from customers c
    left join (
      select customer_id, count(*) as n from orders where operator_id = ${operatorId} group by customer_id
    ) o on o.customer_id = c.id
    where c.operator_id = ${operatorId}`,
  searchColumns: ['name', 'email', 'phone'],
  sort: sortSpec(
    {
      name: col('name'),
      email: sql`coalesce(r."email", '')`,
      registrationDate: col('registrationDate'),
      totalOrders: col('totalOrders'),
    },
    { name: 'asc', email: 'asc', registrationDate: 'desc', totalOrders: 'desc' },
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

const orderReport: Report<
  'username' | 'supplier' | 'email' | 'createdOn' | 'products' | 'status' | 'orderPrice',
  OrderReportRow,
  OrderQ
> = {
  name: 'orders',
  base: (operatorId, q) => {
    const where: SQL[] = [sql`o.operator_id = ${operatorId}`, ...inRange(sql`o.created_at`, q.startDate, q.endDate)];
    if (q.supplierId) where.push(sql`o.provider_id = ${q.supplierId}`);
    if (q.status === 'active') where.push(sql`o.status < ${DELIVERED_STATUS}`);
    if (q.status === 'inactive') where.push(sql`o.status >= ${DELIVERED_STATUS}`);
    return sql`
      select o.id, trim(c.first_name || ' ' || c.last_name) as "username", o.customer_id as "user", c.email,
        p.name as "supplier", o.provider_id as "supplierId", o.created_at as "createdOn",
        coalesce(pr.name, '—') || ' × ' || o.product_quantity as "products",
        case when o.status < ${DELIVERED_STATUS} then 'Active' else 'Inactive' end as "status",
        o.status as "bookingStatus", ${minorOf(sql`o.order_price`)} as "orderPrice"
      from orders o
      join customers c on c.id = o.customer_id
      left join providers p on p.id = o.provider_id
      left join products pr on pr.id = o.product_id
      where ${andAll(where)}`;
  },
  searchColumns: ['username', 'email', 'supplier', 'products'],
  sort: sortSpec(
    {
      username: col('username'),
      supplier: sql`coalesce(r."supplier", '')`,
      email: sql`coalesce(r."email", '')`,
      createdOn: col('createdOn'),
      products: col('products'),
      status: [col('status'), col('bookingStatus')],
      orderPrice: col('orderPrice'),
    },
    {
      username: 'asc',
      supplier: 'asc',
      email: 'asc',
      createdOn: 'desc',
      products: 'asc',
      status: 'asc',
      orderPrice: 'desc',
    },
    [sql`r."createdOn" desc`, sql`r."id" desc`],
  ),
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
    left join (
      select provider_id, count(*) as orders, count(*) filter (where status = ${DELIVERED_STATUS}) as delivered,
        ${minorOf(sql`sum(order_price) filter (where status = ${DELIVERED_STATUS})`)} as revenue
      from orders where operator_id = ${operatorId} and provider_id is not null group by provider_id
    ) a on a.provider_id = p.id
    where ${andAll([sql`p.operator_id = ${operatorId}`, ...inRange(sql`p.created_at`, q.startDate, q.endDate)])}`,
  searchColumns: ['name', 'email'],
  sort: sortSpec(
    {
      name: col('name'),
      email: sql`coalesce(r."email", '')`,
      registered: col('registered'),
      orders: col('orders'),
      delivered: col('delivered'),
      revenue: col('revenue'),
      commission: col('commission'),
    },
    {
      name: 'asc',
      email: 'asc',
      registered: 'desc',
      orders: 'desc',
      delivered: 'desc',
      revenue: 'desc',
      commission: 'desc',
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
    const bookings = andAll([
      sql`operator_id = ${operatorId}`,
      sql`provider_id is not null`,
      ...inRange(sql`created_at`, q.startDate, q.endDate),
    ]);
    return sql`
      select ag.id, ag.name, ag.email, p.id as "supplierId", coalesce(p.name, ag.merchant_name) as "supplier",
        coalesce(a.orders, 0)::int as "totalOrders", coalesce(a.delivered, 0)::int as "delivered",
        coalesce(a.revenue, 0)::bigint as "revenue"
      from agents ag
      left join providers p on p.id = ag.merchant_id and p.operator_id = ${operatorId}
      left join (
        select provider_id, count(*) as orders, count(*) filter (where status = ${DELIVERED_STATUS}) as delivered,
          ${minorOf(sql`sum(order_price) filter (where status = ${DELIVERED_STATUS})`)} as revenue
        from orders where ${bookings} group by provider_id
      ) a on a.provider_id = p.id
      where ${andAll(where)}`;
  },
  searchColumns: ['name', 'email', 'supplier'],
  sort: sortSpec(
    {
      name: col('name'),
      email: sql`coalesce(r."email", '')`,
      supplier: sql`coalesce(r."supplier", '')`,
      totalOrders: col('totalOrders'),
      delivered: col('delivered'),
      revenue: col('revenue'),
    },
    { name: 'asc', email: 'asc', supplier: 'asc', totalOrders: 'desc', delivered: 'desc', revenue: 'desc' },
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
    const delivered = sql`o.status = ${DELIVERED_STATUS}`;
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
        select o.product_id,
          ${minorOf(sql`sum(o.order_price) filter (where ${delivered})`)} as revenue,
          sum(o.product_quantity) filter (where ${delivered}) as sold,
          sum(o.product_quantity) filter (where o.status <= ${DELIVERED_STATUS}) as demand,
          count(distinct o.provider_id) as suppliers,
          count(distinct o.provider_id) filter (where p.is_active and p.servicable) as supply,
          (round(min(o.unit_price) filter (where ${delivered}) * 100))::bigint as min_price,
          (round(max(o.unit_price) filter (where ${delivered}) * 100))::bigint as max_price
        from orders o left join providers p on p.id = o.provider_id
        where o.operator_id = ${operatorId} and o.product_id is not null
        group by o.product_id
      ) a on a.product_id = pr.id
      where ${andAll(where)}`;
  },
  searchColumns: ['productName', 'categoryName'],
  sort: sortSpec(
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
    {
      productName: 'asc',
      categoryName: 'asc',
      averageCostPrice: 'desc',
      averageSellingPrice: 'desc',
      sellingPriceRange: 'desc',
      profit: 'desc',
      numberOfSuppliers: 'desc',
      totalCurrentSupply: 'desc',
      totalSold: 'desc',
      demand: 'desc',
      totalRevenue: 'desc',
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
  const from = sql`(${report.base(operatorId, q)}) r`;
  const where = searchOf(q.search, report.searchColumns);
  const filter = where ? sql` where ${where}` : sql``;
  const order = sql.join(orderOf(report.sort, q), sql`, `);
  return { from, where, filter, order };
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
  const { from, where, filter, order } = parts(report, operatorId, q);
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    db.execute(sql`select r.* from ${from}${filter} order by ${order} limit ${limit} offset ${offset}`),
    db.execute(sql`select ${cappedCount(from, where, cap)} as total`),
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
  const { from, filter, order } = parts(report, operatorId, q);
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
        sql`select r.* from ${from}${filter} order by ${order} limit ${EXPORT_CHUNK} offset ${offset}`,
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
