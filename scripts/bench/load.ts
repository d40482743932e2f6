// API under load with autocannon on 127.0.0.1, each endpoint for a fixed time: requests/s and the latency
// percentiles of every response (collected per response, so p95 is exact), errors, timeouts and non-2xx.
import autocannon from 'autocannon';
import { loginRequest, type SignedIn } from './session';

export type LoadRow = {
  name: string;
  /** A list page: its p95 must stay under LIST_P95_BUDGET_MS on PostgreSQL at 1M rows. */
  list: boolean;
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

export const LOAD_OPTIONS = { seconds: 10, connections: 10 };
/** Every list page, in every sort it offers, answers within this p95 at 1,000,000 rows on PostgreSQL. */
export const LIST_P95_BUDGET_MS = 150;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

type Target = { url: string; method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string; list?: boolean };

async function hammer(name: string, target: Target, seconds: number, connections: number): Promise<LoadRow> {
  const { list = false, ...options } = target;
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

export async function loadTest(
  base: string,
  session: SignedIn,
  { seconds, connections } = LOAD_OPTIONS,
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
  ];
  for (const [name, target] of targets) rows.push(await hammer(name, target, seconds, connections));
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
