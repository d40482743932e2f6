import * as v from 'valibot';
import { UuidSchema, nullableString } from './common';
import {
  AGENT_REPORT_LIST,
  ORDER_REPORT_LIST,
  PRODUCT_REPORT_LIST,
  type SortFieldOf,
  SUPPLIER_REPORT_LIST,
  USER_REPORT_LIST,
} from '../lists';
import { listQueries, searchEntry } from './list';
import { isoDate, RANGE_MESSAGE, rangeInOrder } from './orders';

/**
 * Reports (spec part 2 §2 "Reports", §3 report rows; issue 19): five read-only reports computed by the server
 * from the operator's bookings, customers, providers (suppliers), agents and products. Money is integer minor
 * units (hundredths of the operator's currency). How each figure is computed: docs/api/reports.md.
 */

/** The sortable columns (declared with each report's list contract in src/shared/lists.ts). */
export const USER_REPORT_SORT_FIELDS = USER_REPORT_LIST.sortFields;
export const ORDER_REPORT_SORT_FIELDS = ORDER_REPORT_LIST.sortFields;
export const SUPPLIER_REPORT_SORT_FIELDS = SUPPLIER_REPORT_LIST.sortFields;
export const AGENT_REPORT_SORT_FIELDS = AGENT_REPORT_LIST.sortFields;
export const PRODUCT_REPORT_SORT_FIELDS = PRODUCT_REPORT_LIST.sortFields;

/**
 * The marketplace's commission on a delivered booking, in basis points of its price (1000 = 10 %). The schema
 * holds no commission rate (nor a cost price): the supplier report's `commission` and the product report's cost
 * and profit derive from this one rate (docs/api/reports.md).
 */
export const REPORT_COMMISSION_BPS = 1000;

/** The booking status that counts as delivered (6 Booking Ended). */
export const DELIVERED_STATUS = 6;

/** Page sizes the console offers (spec §9): the server accepts 1–100 like every list. */
export const REPORT_PAGE_SIZES = { users: [10, 20, 50], orders: [10, 20, 50], other: [5, 10, 20] } as const;

// Shared query entries ----------------------------------------------------------------------------

const search = searchEntry('Case-insensitive "contains" match; % and _ are taken literally');

const uuidField = (field: string, description: string) =>
  v.pipe(v.string(`${field} must be an id`), v.uuid(`${field} must be a valid id`), v.description(description));

const dateRange = (what: string) => ({
  startDate: v.optional(v.pipe(isoDate('startDate'), v.description(`${what} on or after (inclusive)`))),
  endDate: v.optional(
    v.pipe(isoDate('endDate'), v.description(`${what} on or before (inclusive; a date-only value includes that day)`)),
  ),
});

const total = {
  /** Matching rows, counted exactly up to 10,000 (decision 010). */
  total: v.number(),
  /** Present (true) only when more than `total` rows match. */
  totalCapped: v.optional(v.boolean()),
};
const minor = (description: string) =>
  v.pipe(v.number(), v.integer(), v.description(`${description}; integer minor units (1234 = 12.34)`));
const count = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));
// User report ----------------------------------------------------------------------------------

export type UserReportSortField = SortFieldOf<typeof USER_REPORT_LIST>;
export const { list: UserReportQuerySchema, export: UserReportExportQuerySchema } = listQueries(USER_REPORT_LIST, {
  search,
});
export type UserReportQuery = v.InferOutput<typeof UserReportQuerySchema>;

export const UserReportRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  countryCode: nullableString,
  phone: nullableString,
  registrationDate: v.pipe(v.string(), v.description('ISO date-time the customer registered')),
  totalOrders: count('Bookings the customer has made, in every status'),
});
export type UserReportRow = v.InferOutput<typeof UserReportRowSchema>;
export const UserReportDataSchema = v.object({ data: v.array(UserReportRowSchema), ...total });
export type UserReportData = v.InferOutput<typeof UserReportDataSchema>;

// Order report ---------------------------------------------------------------------------------

export const ORDER_REPORT_STATUSES = ORDER_REPORT_LIST.choices.status.values;
export type OrderReportSortField = SortFieldOf<typeof ORDER_REPORT_LIST>;
const orderQueries = listQueries(ORDER_REPORT_LIST, {
  search,
  ...dateRange('Placed'),
  supplierId: v.optional(uuidField('supplierId', 'One supplier’s (provider’s) bookings')),
  status: v.optional(
    v.pipe(
      v.picklist(ORDER_REPORT_STATUSES, 'status must be active or inactive'),
      v.description('active = booking still open (status 0–5); inactive = ended, cancelled or rejected (6–9)'),
    ),
  ),
});
export const OrderReportQuerySchema = v.pipe(
  orderQueries.list,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export const OrderReportExportQuerySchema = v.pipe(
  orderQueries.export,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export type OrderReportQuery = v.InferOutput<typeof OrderReportQuerySchema>;

export const OrderReportRowSchema = v.object({
  id: UuidSchema,
  username: v.pipe(v.string(), v.description('The customer’s full name')),
  /** The customer (opens the customer's page). */
  user: v.pipe(UuidSchema, v.description('The customer’s id')),
  email: v.pipe(nullableString, v.description('The customer’s email')),
  supplier: v.pipe(nullableString, v.description('The provider’s name; null once the provider is deleted')),
  supplierId: v.nullable(UuidSchema),
  createdOn: v.pipe(v.string(), v.description('ISO date-time the booking was placed')),
  products: v.pipe(v.string(), v.description('The booked product and quantity, e.g. "Deep cleaning × 2"')),
  status: v.pipe(v.picklist(['Active', 'Inactive']), v.description('Active while the booking is open (0–5)')),
  bookingStatus: count('The booking status code 0–9 (spec part 2 §4)'),
  orderPrice: minor('The booking price after discount'),
});
export type OrderReportRow = v.InferOutput<typeof OrderReportRowSchema>;
export const OrderReportDataSchema = v.object({ data: v.array(OrderReportRowSchema), ...total });
export type OrderReportData = v.InferOutput<typeof OrderReportDataSchema>;

// Supplier report ------------------------------------------------------------------------------

export type SupplierReportSortField = SortFieldOf<typeof SUPPLIER_REPORT_LIST>;
const supplierQueries = listQueries(SUPPLIER_REPORT_LIST, { search, ...dateRange('Registered') });
export const SupplierReportQuerySchema = v.pipe(
  supplierQueries.list,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export const SupplierReportExportQuerySchema = v.pipe(
  supplierQueries.export,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export type SupplierReportQuery = v.InferOutput<typeof SupplierReportQuerySchema>;

export const SupplierReportRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  registered: v.pipe(v.string(), v.description('ISO date-time the provider registered')),
  orders: count('Bookings of the provider, in every status'),
  delivered: count('Bookings of the provider that ended (status 6)'),
  revenue: minor('Sum of the prices of the delivered bookings'),
  commission: minor(`The marketplace’s commission: ${REPORT_COMMISSION_BPS / 100} % of revenue, rounded`),
});
export type SupplierReportRow = v.InferOutput<typeof SupplierReportRowSchema>;
export const SupplierReportDataSchema = v.object({ data: v.array(SupplierReportRowSchema), ...total });
export type SupplierReportData = v.InferOutput<typeof SupplierReportDataSchema>;

// Agent report ---------------------------------------------------------------------------------

export type AgentReportSortField = SortFieldOf<typeof AGENT_REPORT_LIST>;
const agentQueries = listQueries(AGENT_REPORT_LIST, {
  search,
  ...dateRange('Bookings placed'),
  supplierId: v.optional(uuidField('supplierId', 'Agents working for this supplier (merchant)')),
});
export const AgentReportQuerySchema = v.pipe(
  agentQueries.list,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export const AgentReportExportQuerySchema = v.pipe(
  agentQueries.export,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export type AgentReportQuery = v.InferOutput<typeof AgentReportQuerySchema>;

export const AgentReportRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  supplierId: v.nullable(UuidSchema),
  supplier: v.pipe(nullableString, v.description('The merchant the agent works for')),
  totalOrders: count('Bookings of the agent’s merchant placed in the date range, in every status'),
  delivered: count('Of those, the bookings that ended (status 6)'),
  revenue: minor('Sum of the prices of those delivered bookings'),
});
export type AgentReportRow = v.InferOutput<typeof AgentReportRowSchema>;
export const AgentReportDataSchema = v.object({ data: v.array(AgentReportRowSchema), ...total });
export type AgentReportData = v.InferOutput<typeof AgentReportDataSchema>;

// Product report -------------------------------------------------------------------------------

export type ProductReportSortField = SortFieldOf<typeof PRODUCT_REPORT_LIST>;
export const { list: ProductReportQuerySchema, export: ProductReportExportQuerySchema } = listQueries(
  PRODUCT_REPORT_LIST,
  {
    search,
    categoryId: v.optional(uuidField('categoryId', 'Products in this category or below it (a category of any level)')),
  },
);
export type ProductReportQuery = v.InferOutput<typeof ProductReportQuerySchema>;

const nullableMinor = (description: string) =>
  v.pipe(
    v.nullable(v.pipe(v.number(), v.integer())),
    v.description(`${description}; integer minor units; null when nothing was delivered`),
  );

export const ProductReportRowSchema = v.object({
  id: UuidSchema,
  productName: v.string(),
  categoryId: v.nullable(UuidSchema),
  categoryName: nullableString,
  averageCostPrice: nullableMinor('Per unit delivered: what the suppliers keep (price minus commission)'),
  averageSellingPrice: nullableMinor('Per unit delivered: revenue ÷ units sold'),
  sellingPriceRange: v.pipe(
    v.nullable(v.object({ min: v.number(), max: v.number() })),
    v.description('Lowest and highest unit price of the delivered bookings; integer minor units'),
  ),
  profit: minor('The marketplace’s commission on the delivered bookings'),
  numberOfSuppliers: count('Providers that have had a booking of the product'),
  totalCurrentSupply: count('Of those, the providers active and taking bookings now'),
  totalSold: count('Units in delivered bookings (status 6)'),
  demand: count('Units in every booking not cancelled or rejected (status 0–6)'),
  totalRevenue: minor('Sum of the prices of the delivered bookings'),
});
export type ProductReportRow = v.InferOutput<typeof ProductReportRowSchema>;
export const ProductReportDataSchema = v.object({ data: v.array(ProductReportRowSchema), ...total });
export type ProductReportData = v.InferOutput<typeof ProductReportDataSchema>;

// Exports --------------------------------------------------------------------------------------

/** The CSV columns of each report's export, in order (money as decimal strings, "12.34"). */
export const REPORT_CSV_COLUMNS = {
  users: ['id', 'name', 'email', 'countryCode', 'phone', 'registrationDate', 'totalOrders'],
  orders: [
    'id',
    'username',
    'user',
    'email',
    'supplier',
    'createdOn',
    'products',
    'status',
    'bookingStatus',
    'orderPrice',
  ],
  suppliers: ['id', 'name', 'email', 'registered', 'orders', 'delivered', 'revenue', 'commission'],
  agents: ['id', 'name', 'email', 'supplier', 'totalOrders', 'delivered', 'revenue'],
  products: [
    'id',
    'productName',
    'categoryName',
    'averageCostPrice',
    'averageSellingPrice',
    'sellingPriceMin',
    'sellingPriceMax',
    'profit',
    'numberOfSuppliers',
    'totalCurrentSupply',
    'totalSold',
    'demand',
    'totalRevenue',
  ],
} as const;
export type ReportName = keyof typeof REPORT_CSV_COLUMNS;

// Filter options -------------------------------------------------------------------------------

/** The most options one answer of the filter dropdowns holds. */
export const REPORT_OPTIONS_LIMIT = 50;

/**
 * The supplier and category dropdowns of the report tabs (`/reports/options/…`): the options matching `search`,
 * or, with `id`, that one option (a link's filter shown by its name after a reload).
 */
export const ReportOptionsQuerySchema = v.object({
  search,
  id: v.optional(
    uuidField(
      'id',
      'Only the option with this id (none when the operator has no such supplier or category); search still applies',
    ),
  ),
});
export type ReportOptionsQuery = v.InferOutput<typeof ReportOptionsQuerySchema>;

export const ReportOptionSchema = v.object({
  id: UuidSchema,
  name: v.pipe(
    v.string(),
    v.description('The supplier’s name, or the category’s path such as "Cleaning › Deep clean"'),
  ),
  detail: v.pipe(
    nullableString,
    v.description('What tells two suppliers of one name apart: their email, else their phone (null for categories)'),
  ),
});
export type ReportOption = v.InferOutput<typeof ReportOptionSchema>;
export const ReportOptionsDataSchema = v.object({
  options: v.pipe(
    v.array(ReportOptionSchema),
    v.maxLength(REPORT_OPTIONS_LIMIT),
    v.description(`At most ${REPORT_OPTIONS_LIMIT}, in name order`),
  ),
});
export type ReportOptionsData = v.InferOutput<typeof ReportOptionsDataSchema>;

/** The separator of a category's path in its option's name. */
export const CATEGORY_PATH_SEPARATOR = ' › ';
