import type { SortDir } from './schemas/list';

/**
 * The lists' contract, declared once and read on both sides: the console's `defineList` (URL state, headers,
 * paging controls) and the server's `SortSpec` (server/lib/list.ts: the direction a field sorts in when the request
 * names none), and the shared query schemas' `sortEntries` whitelist. Apart from the request and answer schemas:
 * the lists' declarations are start-up code (the route tree imports them) and need only these.
 */
export type ListContract<F extends string = string> = {
  /** The fields the server sorts by (the row's field names): any other `sortBy` is a 422. */
  sortFields: readonly [F, ...F[]];
  /** The direction a field sorts in first when the request names none (dates and amounts: desc; names: asc). */
  firstSortDir: Partial<Record<F, SortDir>>;
  /** The server's own order when no sortBy is sent (shown on its column's header). */
  defaultSort: { by: F; dir: SortDir };
  /** The page sizes the console offers, and its default. */
  pageSizes: readonly number[];
  defaultPageSize: number;
};

/** The values of a choice filter (a status, a tab): the one that means "no filter", and the others. */
export type Choice<A extends Scalar = Scalar, V extends Scalar = Scalar> = { all: A; values: readonly V[] };
type Scalar = string | number | boolean;

/**
 * A list's contract, declared once: each field the server sorts by with the direction it sorts in first, the field
 * of the server's own order (in its first direction), the page sizes (the first is the default) and the values of
 * its choice filters (the console's options, the query schemas' picklists). Sort fields and values keep their
 * literal types.
 */
export const listContract = <
  const F extends string,
  const C extends Record<string, Choice> = Record<never, Choice>,
>(list: {
  sort: Record<F, SortDir>;
  defaultSort: NoInfer<F>;
  pageSizes: readonly [number, ...number[]];
  choices?: C;
}): ListContract<F> & { choices: C } => ({
  sortFields: Object.keys(list.sort) as [F, ...F[]],
  firstSortDir: list.sort,
  defaultSort: { by: list.defaultSort, dir: list.sort[list.defaultSort] },
  pageSizes: list.pageSizes,
  defaultPageSize: list.pageSizes[0],
  choices: list.choices ?? ({} as C),
});

/** The sort field of a list's contract. */
export type SortFieldOf<C extends ListContract> = C['sortFields'][number];

const SIZES_10 = [10, 20, 50] as const;
const SIZES_5 = [5, 10, 20] as const;
/** Active / inactive (or verified / unverified): 1 or 0, "all" for both. */
const YES_NO = { all: 'all', values: [1, 0] } as const;

export const AGENTS_LIST = listContract({
  sort: { name: 'asc', email: 'asc', merchantName: 'asc', rating: 'desc', status: 'asc', createdAt: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
  choices: { status: { all: 'all', values: ['active', 'blocked'] } },
});

export const MERCHANTS_LIST = listContract({
  sort: { name: 'asc', email: 'asc', createdAt: 'desc', rating: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_5,
  choices: { status: YES_NO },
});

export const PROVIDERS_LIST = listContract({
  sort: { name: 'asc', email: 'asc', createdAt: 'desc', rating: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
  choices: { status: YES_NO, verified: YES_NO },
});

export const CUSTOMERS_LIST = listContract({
  sort: { name: 'asc', email: 'asc', createdAt: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
  choices: { status: YES_NO },
});

export const SUB_ADMINS_LIST = listContract({
  sort: { name: 'asc', email: 'asc', status: 'desc', createdAt: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
  choices: { status: { all: 'all', values: [1, 0, 'requested'] } },
});

export const BOOKINGS_LIST = listContract({
  sort: { orderDate: 'desc', orderPrice: 'desc', status: 'asc', customerFirstName: 'asc' },
  defaultSort: 'orderDate',
  pageSizes: SIZES_10,
  choices: { status: { all: -1, values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } },
});

export const TRANSACTIONS_LIST = listContract({
  sort: { createdAt: 'desc', amount: 'desc', discount: 'desc', status: 'asc', customerName: 'asc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
  choices: { status: { all: -1, values: [0, 1, 2, 3] } },
});
/** `status` value of "all transactions". */
export const ALL_TRANSACTIONS = TRANSACTIONS_LIST.choices.status.all;

export const PAYOUTS_LIST = listContract({
  sort: { createdAt: 'desc', amount: 'desc', status: 'asc', firstName: 'asc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
  choices: { status: { all: -1, values: [0, 1, 2] } },
});
/** The payouts' status filter's "All" value: left out of the query (no status filter). */
export const ALL_PAYOUTS = PAYOUTS_LIST.choices.status.all;

export const PRODUCTS_LIST = listContract({
  sort: { name: 'asc', basePrice: 'desc', bufferTime: 'desc', createdAt: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_10,
});

/** Service types: by name (the server answers 50 a page to a call that names no size: the dialogs' pickers). */
export const SERVICE_TYPES_LIST = listContract({
  sort: { name: 'asc', createdAt: 'desc', categoryCount: 'desc' },
  defaultSort: 'name',
  pageSizes: SIZES_10,
});

/** Each of the three category levels. */
export const CATEGORIES_LIST = listContract({
  sort: { name: 'asc', createdAt: 'desc' },
  defaultSort: 'createdAt',
  pageSizes: SIZES_5,
});

// Reports ---------------------------------------------------------------------------------------

export const USER_REPORT_LIST = listContract({
  sort: { name: 'asc', email: 'asc', registrationDate: 'desc', totalOrders: 'desc' },
  defaultSort: 'registrationDate',
  pageSizes: SIZES_10,
});

export const ORDER_REPORT_LIST = listContract({
  sort: {
    username: 'asc',
    supplier: 'asc',
    email: 'asc',
    createdOn: 'desc',
    products: 'asc',
    status: 'asc',
    orderPrice: 'desc',
  },
  defaultSort: 'createdOn',
  pageSizes: SIZES_10,
  choices: { status: { all: 'all', values: ['active', 'inactive'] } },
});

export const SUPPLIER_REPORT_LIST = listContract({
  sort: {
    name: 'asc',
    email: 'asc',
    registered: 'desc',
    orders: 'desc',
    delivered: 'desc',
    revenue: 'desc',
    commission: 'desc',
  },
  defaultSort: 'revenue',
  pageSizes: SIZES_5,
});

export const AGENT_REPORT_LIST = listContract({
  sort: { name: 'asc', email: 'asc', supplier: 'asc', totalOrders: 'desc', delivered: 'desc', revenue: 'desc' },
  defaultSort: 'revenue',
  pageSizes: SIZES_5,
});

export const PRODUCT_REPORT_LIST = listContract({
  sort: {
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
  defaultSort: 'totalRevenue',
  pageSizes: SIZES_5,
});

export const PAGES_LIST = listContract({
  sort: { slug: 'asc', publishedAt: 'desc', updatedAt: 'desc' },
  defaultSort: 'slug',
  pageSizes: SIZES_10,
  choices: { audience: { all: 'all', values: ['customers', 'providers', 'both'] } },
});

/** FAQs (Settings → FAQs): in their category's order and their own by default. */
export const FAQS_LIST = listContract({
  sort: { position: 'asc', question: 'asc', createdAt: 'desc' },
  defaultSort: 'position',
  pageSizes: [20, 50, 100],
  choices: {
    audience: { all: 'all', values: ['customers', 'providers', 'both'] },
    published: { all: 'all', values: ['published', 'draft'] },
  },
});

/** Customer and provider support tickets (issue 67): the last active first; due time soonest first. */
export const SUPPORT_LIST = listContract({
  sort: { lastActivityAt: 'desc', priority: 'desc', dueAt: 'asc', createdAt: 'desc' },
  defaultSort: 'lastActivityAt',
  pageSizes: [20, 50, 100],
  choices: {
    status: { all: 'all', values: ['open', 'pending', 'resolved', 'closed'] },
    priority: { all: 'all', values: ['low', 'normal', 'high', 'urgent'] },
  },
});

/** Cities (Settings → Cities, issue 71). */
export const CITIES_LIST = listContract({
  sort: { name: 'asc', country: 'asc', createdAt: 'desc' },
  defaultSort: 'name',
  pageSizes: SIZES_10,
  choices: { status: { all: 'all', values: ['active', 'inactive'] } },
});

/** Geofences (Settings → Geofences, issue 71): highest priority first by default. */
export const GEOFENCES_LIST = listContract({
  sort: { priority: 'desc', name: 'asc', createdAt: 'desc' },
  defaultSort: 'priority',
  pageSizes: SIZES_10,
  choices: {
    kind: { all: 'all', values: ['service', 'excluded', 'surcharge'] },
    status: { all: 'all', values: ['active', 'inactive'] },
  },
});
