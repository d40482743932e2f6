import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import {
  AGENT_REPORT_SORT_FIELDS,
  AgentReportDataSchema,
  AgentReportExportQuerySchema,
  AgentReportQuerySchema,
  ORDER_REPORT_SORT_FIELDS,
  OrderReportDataSchema,
  OrderReportExportQuerySchema,
  OrderReportQuerySchema,
  PRODUCT_REPORT_SORT_FIELDS,
  ProductReportDataSchema,
  ProductReportExportQuerySchema,
  ProductReportQuerySchema,
  REPORT_COMMISSION_BPS,
  REPORT_CSV_COLUMNS,
  REPORT_OPTIONS_LIMIT,
  ReportOptionsDataSchema,
  ReportOptionsQuerySchema,
  SUPPLIER_REPORT_SORT_FIELDS,
  SupplierReportDataSchema,
  SupplierReportExportQuerySchema,
  SupplierReportQuerySchema,
  USER_REPORT_SORT_FIELDS,
  UserReportDataSchema,
  UserReportExportQuerySchema,
  UserReportQuerySchema,
} from '../../schemas/reports';

/**
 * Reports (module `reports`, issue 19): five read-only reports computed from the operator's own bookings,
 * customers, providers, agents and products (docs/api/reports.md). Money is integer minor units; the
 * exports write decimals ("12.34"). Another operator's rows never appear.
 */
const base = { tag: 'reports', auth: 'user', module: 'reports' } as const;
const exportOf = (name: keyof typeof REPORT_CSV_COLUMNS, what: string) =>
  ({
    ...base,
    method: 'GET',
    summary: `Every row of the ${what} report matching its filters, in its order, streamed as report-${name}.csv (columns ${REPORT_CSV_COLUMNS[name].join(', ')}; money as decimals); formula cells are escaped with a leading apostrophe`,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
  }) as const;
const list = { rows: 'data', total: 'total' } as const;

export const reportEndpoints = {
  reportUsers: {
    ...base,
    method: 'GET',
    path: '/reports/users',
    summary: `User report: each customer with registrationDate and totalOrders (bookings in every status). Newest registration first, or sortBy ${USER_REPORT_SORT_FIELDS.join(', ')}; search matches name, email, phone`,
    query: UserReportQuerySchema,
    data: UserReportDataSchema,
    list,
  },
  reportUsersExport: {
    ...exportOf('users', 'user'),
    path: '/reports/users/export',
    query: UserReportExportQuerySchema,
  },
  reportOrders: {
    ...base,
    method: 'GET',
    path: '/reports/orders',
    summary: `Order report: each booking with its customer (username, user, email), supplier, createdOn, products and status (Active while open). Newest first, or sortBy ${ORDER_REPORT_SORT_FIELDS.join(', ')}; filters: placed-on startDate/endDate, supplierId, status (active|inactive); search matches customer name, email, supplier, product`,
    query: OrderReportQuerySchema,
    data: OrderReportDataSchema,
    list,
  },
  reportOrdersExport: {
    ...exportOf('orders', 'order'),
    path: '/reports/orders/export',
    query: OrderReportExportQuerySchema,
  },
  reportSuppliers: {
    ...base,
    method: 'GET',
    path: '/reports/suppliers',
    summary: `Supplier report: each provider with orders (every status), delivered (status 6), revenue (delivered prices) and commission (${REPORT_COMMISSION_BPS / 100} % of revenue). Highest revenue first, or sortBy ${SUPPLIER_REPORT_SORT_FIELDS.join(', ')}; filter: registered-on startDate/endDate; search matches name, email`,
    query: SupplierReportQuerySchema,
    data: SupplierReportDataSchema,
    list,
  },
  reportSuppliersExport: {
    ...exportOf('suppliers', 'supplier'),
    path: '/reports/suppliers/export',
    query: SupplierReportExportQuerySchema,
  },
  reportAgents: {
    ...base,
    method: 'GET',
    path: '/reports/agents',
    summary: `Agent report: each agent with the bookings of the merchant it works for (totalOrders, delivered, revenue) placed in startDate/endDate. Highest revenue first, or sortBy ${AGENT_REPORT_SORT_FIELDS.join(', ')}; filters: startDate/endDate, supplierId; search matches name, email, supplier`,
    query: AgentReportQuerySchema,
    data: AgentReportDataSchema,
    list,
  },
  reportAgentsExport: {
    ...exportOf('agents', 'agent'),
    path: '/reports/agents/export',
    query: AgentReportExportQuerySchema,
  },
  reportProducts: {
    ...base,
    method: 'GET',
    path: '/reports/products',
    summary: `Product report: each product with prices, profit, suppliers, supply, units sold, demand and revenue from its bookings. Highest revenue first, or sortBy ${PRODUCT_REPORT_SORT_FIELDS.join(', ')}; filter: categoryId (any level); search matches product and category name`,
    query: ProductReportQuerySchema,
    data: ProductReportDataSchema,
    list,
  },
  reportProductsExport: {
    ...exportOf('products', 'product'),
    path: '/reports/products/export',
    query: ProductReportExportQuerySchema,
  },
  reportOptionsSuppliers: {
    ...base,
    method: 'GET',
    path: '/reports/options/suppliers',
    summary: `The Order and Agent tabs' supplier filter: the operator's providers (the reports' suppliers) whose name contains search, at most ${REPORT_OPTIONS_LIMIT} in name order, as {id, name, detail} (detail: the email, else the phone, telling two suppliers of one name apart); with id, that one provider (none for an unknown id or another operator's). Deleted providers are not offered: a deleted provider's bookings and agents keep no id to filter by`,
    query: ReportOptionsQuerySchema,
    data: ReportOptionsDataSchema,
    background: true,
  },
  reportOptionsCategories: {
    ...base,
    method: 'GET',
    path: '/reports/options/categories',
    summary: `The Product tab's category filter: the operator's categories of all three levels, each named by its path ("Cleaning › Deep clean"), whose path contains search, at most ${REPORT_OPTIONS_LIMIT} in path order, as {id, name, detail: null}; with id, that one category (none for an unknown id or another operator's)`,
    query: ReportOptionsQuerySchema,
    data: ReportOptionsDataSchema,
    background: true,
  },
} as const satisfies Record<string, Endpoint>;
