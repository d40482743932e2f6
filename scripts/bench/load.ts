// API under load with autocannon on 127.0.0.1, each endpoint for a fixed time: requests/s and the latency
// percentiles of every response (collected per response, so p95 is exact), errors, timeouts and non-2xx.
import autocannon from 'autocannon';
import { loginRequest, type SignedIn } from './session';

export type LoadRow = {
  name: string;
  /** A list page: its p95 must stay under LIST_P95_BUDGET_MS (or its own budgetMs) on PostgreSQL at 1M rows. */
  list: boolean;
  /** The row's own p95 budget when it differs from LIST_P95_BUDGET_MS (the reports: 300 ms, issue 19). */
  budgetMs?: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

/** BENCH_SECONDS shortens each row's run while working (the report states the seconds used). */
export const LOAD_OPTIONS = { seconds: Number(process.env.BENCH_SECONDS) || 10, connections: 10 };
/** Every list page, in every sort it offers, answers within this p95 at 1,000,000 rows on PostgreSQL. */
export const LIST_P95_BUDGET_MS = 150;
/** Every report tab (issue 19): p95 under 300 ms at 1,000,000 bookings on PostgreSQL. */
export const REPORT_P95_BUDGET_MS = 300;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

type Target = {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  list?: boolean;
  budgetMs?: number;
};

async function hammer(name: string, target: Target, seconds: number, connections: number): Promise<LoadRow> {
  const { list = false, budgetMs, ...options } = target;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds, connections, timeout: 10 }, (error, out) =>
      error ? reject(error) : resolve(out),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    list,
    ...(budgetMs ? { budgetMs } : {}),
    requests: result.requests.total,
    rps: Math.round((result.requests.total / seconds) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: percentile(times, 100),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The reports (issue 19), each tab: its default order, every figure column descending, a search and each filter
 * (every sortable column both ways would take too long), each with the 300 ms budget. The Order tab, the one whose
 * rows are the million bookings, sorts by every column it offers (the other tabs' rows are customers, providers,
 * agents and products: thousands, aggregated by triggers).
 */
function reportTargets(list: (path: string) => Target): [string, Target][] {
  const tabs: [string, string, string[]][] = [
    ['users', 'pageSize=10', ['sortBy=totalOrders&sortDir=desc', 'sortBy=name&sortDir=asc', 'search=a']],
    [
      'orders',
      'pageSize=10',
      [
        'sortBy=username&sortDir=asc',
        'sortBy=email&sortDir=asc',
        'sortBy=createdOn&sortDir=asc',
        'sortBy=supplier&sortDir=asc',
        'sortBy=products&sortDir=desc',
        'sortBy=orderPrice&sortDir=desc',
        'sortBy=status&sortDir=asc',
        'search=clean',
        'status=active',
        'startDate=2026-01-01&endDate=2026-03-31',
        `supplierId=${SUPPLIER_PLACEHOLDER}`,
      ],
    ],
    [
      'suppliers',
      'pageSize=5',
      [
        'sortBy=orders&sortDir=desc',
        'sortBy=delivered&sortDir=desc',
        'sortBy=commission&sortDir=desc',
        'search=a',
        'startDate=2025-01-01&endDate=2026-12-31',
      ],
    ],
    [
      'agents',
      'pageSize=5',
      [
        'sortBy=totalOrders&sortDir=desc',
        'sortBy=delivered&sortDir=desc',
        'search=a',
        'startDate=2026-01-01&endDate=2026-06-30',
        'startDate=2026-01-01T10:00:00Z&endDate=2026-06-30T12:00:00Z',
      ],
    ],
    [
      'products',
      'pageSize=5',
      [
        'sortBy=totalSold&sortDir=desc',
        'sortBy=demand&sortDir=desc',
        'sortBy=averageSellingPrice&sortDir=desc',
        'sortBy=sellingPriceRange&sortDir=desc',
        'sortBy=numberOfSuppliers&sortDir=desc',
        'sortBy=totalCurrentSupply&sortDir=desc',
        'search=a',
      ],
    ],
  ];
  return tabs.flatMap(([tab, page, queries]) =>
    ['', ...queries].map((query): [string, Target] => [
      `GET /reports/${tab}${query ? `?${query}` : ''}`,
      { ...list(`/reports/${tab}?pageNumber=1&${page}${query ? `&${query}` : ''}`), budgetMs: REPORT_P95_BUDGET_MS },
    ]),
  );
}

/**
 * The entity lists (issue 14), on the operator whose lists hold a million rows each (`seed --entities`): each
 * list's default page, every field its schema allows in sortBy both ways, and a search.
 */
export const ENTITY_LISTS: [path: string, sortFields: string[], search: string][] = [
  ['/customers', ['name', 'email', 'createdAt'], 'priya'],
  ['/service-providers', ['name', 'email', 'createdAt', 'rating'], 'home'],
  ['/merchants', ['name', 'email', 'createdAt', 'rating'], 'home'],
  ['/agents', ['name', 'email', 'merchantName', 'rating', 'status', 'createdAt'], 'priya'],
  ['/sub-admins', ['name', 'email', 'status', 'createdAt'], 'priya'],
  ['/products', ['name', 'basePrice', 'bufferTime', 'createdAt'], 'clean'],
  ['/payouts', ['createdAt', 'amount', 'status', 'firstName'], 'priya'],
  ['/service-types', ['name', 'createdAt', 'categoryCount'], 'clean'],
  ['/categories?level=1', ['name', 'createdAt'], 'clean'],
  ['/categories?level=2', ['name', 'createdAt'], 'clean'],
  ['/categories?level=3', ['name', 'createdAt'], 'clean'],
];

function entityTargets(list: (path: string) => Target): [string, Target][] {
  const page = 'pageNumber=1&pageSize=10';
  return ENTITY_LISTS.flatMap(([path, fields, search]) => {
    const join = path.includes('?') ? '&' : '?';
    const queries = [
      '',
      ...fields.flatMap((field) => ['asc', 'desc'].map((dir) => `sortBy=${field}&sortDir=${dir}`)),
      `search=${search}`,
    ];
    return queries.map((query): [string, Target] => [
      `GET ${path}${query ? `${join}${query}` : ''}`,
      list(`${path}${join}${page}${query ? `&${query}` : ''}`),
    ]);
  });
}

/** Replaced by the first supplier of the operator before the run. */
const SUPPLIER_PLACEHOLDER = '{supplier}';

export async function loadTest(
  base: string,
  session: SignedIn,
  { seconds, connections } = LOAD_OPTIONS,
  /** Signed in as the operator with a million rows in each entity list: its lists are measured too. */
  entities?: SignedIn,
): Promise<LoadRow[]> {
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const get = (path: string): Target => ({ url: `${base}/api/v1${path}`, headers: auth });
  const list = (path: string): Target => ({ ...get(path), list: true });
  const login = loginRequest(base, session.clientToken);
  const rows: LoadRow[] = [];
  const page = 'pageNumber=1&pageSize=10';
  const targets: [string, Target][] = [
    ['POST /auth/login (scrypt)', { url: login.url, method: 'POST', headers: login.headers, body: login.body }],
    ['GET /dashboard/stats', get('/dashboard/stats')],
    ['GET /orders (page 1 of 10)', list(`/orders?${page}`)],
    ['GET /orders?search=clean', list(`/orders?${page}&search=clean`)],
    // Every sort the bookings list offers, each way (the default order is newest first).
    ...(['orderDate', 'orderPrice', 'status', 'customerFirstName'] as const).flatMap((field) =>
      (['asc', 'desc'] as const)
        .filter((dir) => !(field === 'orderDate' && dir === 'desc'))
        .map((dir): [string, Target] => [
          `GET /orders?sortBy=${field}&sortDir=${dir}`,
          list(`/orders?${page}&sortBy=${field}&sortDir=${dir}`),
        ]),
    ),
    ['GET /orders?status=3&sortBy=orderPrice', list(`/orders?${page}&status=3&sortBy=orderPrice&sortDir=desc`)],
    // The commonest status (about 70 % of the bookings are Completed): a filter matching most rows.
    ['GET /orders?status=6', list(`/orders?${page}&status=6`)],
    ['GET /orders?status=6&search=clean (page 50)', list(`/orders?pageNumber=50&pageSize=10&status=6&search=clean`)],
    ['GET /notifications', get('/notifications?pageNumber=1&pageSize=10')],
    // The transactions list (about 900,000 rows with 1M bookings): the console's view (type 1), every sort it offers
    // each way, a status filter and a customer search.
    ['GET /transactions', list(`/transactions?${page}&type=1`)],
    ...(['createdAt', 'amount', 'discount', 'status', 'customerName'] as const).flatMap((field) =>
      (['asc', 'desc'] as const).map((dir): [string, Target] => [
        `GET /transactions?sortBy=${field}&sortDir=${dir}`,
        list(`/transactions?${page}&type=1&sortBy=${field}&sortDir=${dir}`),
      ]),
    ),
    ['GET /transactions?status=2', list(`/transactions?${page}&type=1&status=2`)],
    ['GET /transactions?search=a', list(`/transactions?${page}&type=1&search=a`)],
    ...reportTargets(list),
    ...(entities
      ? entityTargets((path) => ({
          url: `${base}/api/v1${path}`,
          headers: { Authorization: `Bearer ${entities.accessToken}` },
          list: true,
        }))
      : []),
  ];
  // The supplier filter names a real provider of the operator (the busiest, from the Supplier report).
  const suppliers = await fetch(`${base}/api/v1/reports/suppliers?pageSize=1`, { headers: auth });
  const supplierId = ((await suppliers.json()) as { data?: { data?: { id: string }[] } }).data?.data?.[0]?.id ?? '';
  // BENCH_ONLY=<text>[,<text>…]: only the rows whose name contains one of them (while working on some lists).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  for (const [name, target] of targets) {
    if (only?.length && !only.some((part) => name.includes(part))) continue;
    const resolved = { ...target, url: target.url.replace(SUPPLIER_PLACEHOLDER, supplierId) };
    rows.push(await hammer(name, resolved, seconds, connections));
  }
  return rows;
}

export function loadReport(rows: LoadRow[]): string[] {
  return [
    '| endpoint | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | timeouts | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} | ${r.timeouts} | ${r.non2xx}${r.non2xx || r.errors || r.timeouts ? ' **FAIL**' : ''} |`,
    ),
  ];
}
