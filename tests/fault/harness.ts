import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { allowedNextStatuses } from '../../src/shared/schemas/orders';

/**
 * The fault run's building blocks: a seeded random source, an HTTP client that survives the server
 * dying under it, the write kinds fired at the server (each remembers its Idempotency-Key and its first
 * answer) and the invariants checked on the database after each kill. A new kind of multi-row write
 * (the CSV import, a payout decision) is one more entry in `WRITES` and, when it has its own rows to
 * check, one more entry in `INVARIANTS`.
 */

/** mulberry32: a small seeded generator, so a failing run can be replayed with FAULT_SEED. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Answer = { status: number; replayed: boolean; body: { message?: string; data?: unknown } };

/** One HTTP request; `null` when the connection failed (the server was killed under it). */
export async function send(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer | null> {
  try {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: text ? JSON.parse(text) : {},
    };
  } catch {
    return null;
  }
}

export type Session = {
  accessToken: string;
  adminId: string;
  operatorId: string;
  appToken: string;
  customerIds: string[];
  providerId: string;
  productId: string;
};

/** The data of a 2xx answer, typed by the caller; throws on anything else. */
async function must<T>(answer: Promise<Answer | null>, what: string): Promise<T> {
  const a = await answer;
  if (!a || a.status >= 300) throw new Error(`${what} failed: ${a?.status} ${a?.body.message}`);
  return a.body.data as T;
}

export async function openSession(baseUrl: string): Promise<Session> {
  const clientLogin = (clientId: string, clientSecret: string) =>
    must<{ clientToken: string }>(
      send(baseUrl, 'POST', '/auth/client-login', { body: { clientId, clientSecret } }),
      `client login ${clientId}`,
    );
  const clientToken = (await clientLogin('admin-console', 'admin-console-secret')).clientToken;
  const appToken = (await clientLogin('marketplace-app', 'marketplace-app-secret')).clientToken;
  const login = await must<{ accessToken: string; user: { id: string; operatorId: string } }>(
    send(baseUrl, 'POST', '/auth/login', {
      body: { username: 'admin@sparkle.test', password: 'Demo@12345' },
      headers: { 'X-Client-Token': clientToken },
    }),
    'login',
  );
  const auth = { Authorization: `Bearer ${login.accessToken}` };
  const lookup = async (q: string) =>
    must<Array<{ id: string }>>(send(baseUrl, 'GET', `/orders/lookups/${q}`, { headers: auth }), q);
  const customers = await lookup('customers?limit=10');
  const providers = await lookup('providers?limit=10');
  const provider = providers[0] as { id: string };
  const products = await lookup(`products?limit=10&providerId=${provider.id}`);
  return {
    accessToken: login.accessToken,
    adminId: login.user.id,
    operatorId: login.user.operatorId,
    appToken,
    customerIds: customers.map((c) => c.id),
    providerId: provider.id,
    productId: (products[0] as { id: string }).id,
  };
}

/** A write fired at the server, with its key and the first answer (null: no answer before the kill). */
export type Write = {
  kind: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
  /** Sent with the user's bearer token, or with the apps' client token and X-Operator-Id. */
  auth: 'user' | 'app';
  first: Answer | null;
  round: number;
};

/** What the stream knows: bookings created in the run and their last known status. */
export type StreamState = { bookings: Map<string, number> };

export type WriteKind = {
  kind: string;
  /** Relative frequency in the stream. */
  weight: number;
  /** Builds the next request, or null when this kind has nothing to do yet. */
  next(session: Session, state: StreamState, random: () => number): Omit<Write, 'key' | 'first' | 'round'> | null;
  /** Learns from a 2xx answer (e.g. the id of a new booking). */
  learn?(write: Write, answer: Answer, state: StreamState): void;
  /**
   * Whether a replay of the key after the restart must answer exactly like the first 2xx
   * (Idempotency-Key honoured on this route).
   */
  idempotent: boolean;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const WRITES: WriteKind[] = [
  {
    kind: 'booking create',
    weight: 5,
    idempotent: true,
    next: (s, _state, random) => ({
      kind: 'booking create',
      method: 'POST',
      path: '/orders',
      auth: 'user',
      body: {
        customerId: s.customerIds[Math.floor(random() * s.customerIds.length)],
        providerId: s.providerId,
        productId: s.productId,
        scheduledAt: inDays(2 + Math.floor(random() * 20)),
        productQuantity: 1 + Math.floor(random() * 3),
        orderDiscountType: 2,
        orderDiscount: 0,
      },
    }),
    learn: (_w, answer, state) => {
      const id = (answer.body.data as { id: string }).id;
      if (!state.bookings.has(id)) state.bookings.set(id, 0);
    },
  },
  {
    kind: 'booking status change',
    weight: 4,
    idempotent: true,
    next: (_s, state, random) => {
      const open = [...state.bookings].filter(([, status]) => allowedNextStatuses(status).length > 0);
      if (open.length === 0) return null;
      const [id, status] = open[Math.floor(random() * open.length)] as [string, number];
      const choices = allowedNextStatuses(status);
      // Mostly forward along the happy path (1 → 6), so bookings reach "ended" and move the rollup's sales.
      const to =
        random() < 0.85 && choices.includes(status + 1)
          ? status + 1
          : (choices[Math.floor(random() * choices.length)] as number);
      // Claimed before the answer: two concurrent changes of one booking are a 409 for the second.
      state.bookings.set(id, to);
      return {
        kind: 'booking status change',
        method: 'PATCH',
        path: `/orders/${id}/status`,
        auth: 'user',
        body: { status: to, note: 'fault run' },
      };
    },
  },
  {
    kind: 'payout request',
    weight: 2,
    // App routes authenticate a client, not an admin: the server does not store Idempotency-Keys for them.
    idempotent: false,
    next: (s, _state, random) => ({
      kind: 'payout request',
      method: 'POST',
      path: '/app/payout-requests',
      auth: 'app',
      body: { providerId: s.providerId, amount: 1 + Math.floor(random() * 500) },
    }),
  },
];

export function headersFor(session: Session, write: Pick<Write, 'auth' | 'key'>): Record<string, string> {
  const base = { 'Idempotency-Key': write.key };
  return write.auth === 'user'
    ? { ...base, Authorization: `Bearer ${session.accessToken}` }
    : { ...base, 'X-Client-Token': session.appToken, 'X-Operator-Id': session.operatorId };
}

/** A read-only SQL connection to the stopped server's database. */
export type Sql = {
  rows<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export async function openSql(env: Record<string, string>): Promise<Sql> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      rows: async (text, params) => (await client.query(text, params as unknown[])).rows,
      close: () => client.end(),
    };
  }
  const database = await openDatabase({ dataDir: env.DATA_DIR as string });
  const raw = database.raw as import('@electric-sql/pglite').PGlite;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: rows are typed by the caller
    rows: async (text, params) => (await raw.query<any>(text, params as unknown[])).rows,
    close: () => database.close(),
  };
}

/** Each invariant answers the offending rows (empty = holds). `since` is the run's start. */
export type Invariant = { name: string; sql: string };

export const INVARIANTS: Invariant[] = [
  {
    name: 'every booking has status history',
    sql: `select o.id from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id)`,
  },
  {
    name: "every booking's latest history status is its status",
    sql: `select o.id, o.status, l.to_status from orders o
          join lateral (select h.to_status from order_status_history h where h.order_id = o.id
                        order by h.created_at desc, h.id desc limit 1) l on true
          where l.to_status <> o.status`,
  },
  {
    name: 'no history row points at a missing booking',
    sql: `select h.id from order_status_history h where not exists (select 1 from orders o where o.id = h.order_id)`,
  },
  {
    name: 'no booking notification points at a missing booking',
    sql: `select n.id from notifications n where n.push_type = 11
          and not exists (select 1 from orders o where o.id::text = n.push_type_id)`,
  },
  {
    name: 'every booking created in the run has its "New booking" notification',
    sql: `select o.id from orders o where o.created_at >= $1 and not exists
          (select 1 from notifications n where n.push_type = 11 and n.push_type_id = o.id::text and n.title like 'New booking%')`,
  },
  {
    name: 'every "New booking" notification of the run has exactly one booking and vice versa',
    sql: `select n.push_type_id, count(*) from notifications n where n.created_at >= $1 and n.push_type = 11
          and n.title like 'New booking%' group by 1 having count(*) <> 1`,
  },
  {
    name: 'every status history row after creation has its status notification',
    sql: `select h.id from order_status_history h where h.created_at >= $1 and h.from_status is not null
          and h.from_status <> h.to_status and not exists (select 1 from notifications n where n.push_type = 11
          and n.push_type_id = h.order_id::text and n.created_at = h.created_at and n.title like '%is now%')`,
  },
  {
    name: 'order_daily_stats equals the aggregate of orders',
    sql: `with agg as (
            select operator_id, (created_at at time zone 'UTC')::date as day, product_id, count(*)::int as bookings,
              coalesce(sum(order_price) filter (where status = 6), 0)::numeric as ended_sales
            from orders group by 1, 2, 3)
          select coalesce(a.operator_id, s.operator_id) as operator_id, coalesce(a.day, s.day)::text as day,
            a.bookings as expected_bookings, s.bookings as rollup_bookings,
            a.ended_sales::text as expected_sales, s.ended_sales::text as rollup_sales
          from agg a full join order_daily_stats s
            on s.operator_id = a.operator_id and s.day = a.day and s.product_id is not distinct from a.product_id
          where coalesce(a.bookings, 0) <> coalesce(s.bookings, 0)
             or coalesce(a.ended_sales, 0) <> coalesce(s.ended_sales, 0)`,
  },
  {
    name: 'every payout requested in the run has its notification and vice versa',
    sql: `select p.id::text as id, 'payout without notification' as problem from payouts p where p.created_at >= $1
            and not exists (select 1 from notifications n where n.push_type = 13 and n.push_type_id = p.id::text)
          union all
          select n.push_type_id, 'notification without payout' from notifications n where n.created_at >= $1
            and n.push_type = 13 and not exists (select 1 from payouts p where p.id::text = n.push_type_id)`,
  },
];
