import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { allowedNextStatuses } from '../../src/shared/schemas/orders';

/**
 * The fault run's building blocks: a seeded random source, an HTTP client that survives the server
 * dying under it, the write kinds fired at the server (each remembers its Idempotency-Key and its first
 * answer) and the invariants checked on the database after each kill. A new kind of multi-row write
 * is one more entry in `WRITES` and, when it has its own rows to check, one more entry in `INVARIANTS`
 * (a query, or a check of the run's writes: see the payout decision and the merchant import).
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

/** A file sent as multipart/form-data (field `file`), e.g. a CSV import. */
export type FileUpload = { name: string; type: string; content: string | Uint8Array<ArrayBuffer> };

/** One HTTP request; `null` when the connection failed (the server was killed under it). */
export async function send(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; file?: FileUpload; headers?: Record<string, string> } = {},
): Promise<Answer | null> {
  let body: string | FormData | undefined;
  if (options.file) {
    body = new FormData();
    body.set('file', new Blob([options.file.content], { type: options.file.type }), options.file.name);
  } else if (options.body !== undefined) body = JSON.stringify(options.body);
  try {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      body,
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
  /** An image this session uploaded (`data.image`): the proof of its payout decisions. */
  proofImage: string;
};

/** A tiny valid PNG (1×1). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

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
  const upload = await must<{ image: string }>(
    send(baseUrl, 'POST', '/uploads', {
      file: { name: 'proof.png', type: 'image/png', content: PNG },
      headers: auth,
    }),
    'proof upload',
  );
  return {
    accessToken: login.accessToken,
    adminId: login.user.id,
    operatorId: login.user.operatorId,
    appToken,
    customerIds: customers.map((c) => c.id),
    providerId: provider.id,
    productId: (products[0] as { id: string }).id,
    proofImage: upload.image,
  };
}

/**
 * The stream's starting knowledge, read once: the operator's pending payouts (to decide) and merchants
 * (for imports to update; each import updates its own few, so no two imports touch the same merchant).
 */
export async function newStreamState(baseUrl: string, session: Session): Promise<StreamState> {
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const pending = await must<Array<{ id: string }>>(
    send(baseUrl, 'GET', '/payouts?status=0&pageSize=100', { headers: auth }),
    'pending payouts',
  );
  const merchants = await must<Array<{ id: string; name: string }>>(
    send(baseUrl, 'GET', '/merchants?pageSize=100', { headers: auth }),
    'merchants',
  );
  return {
    bookings: new Map(),
    pendingPayouts: pending.map((p) => p.id),
    // The booking provider stays as it is (the stream keeps booking with it).
    merchants: merchants.filter((m) => m.id !== session.providerId),
    imports: 0,
  };
}

/** A write fired at the server, with its key and the first answer (null: no answer before the kill). */
export type Write = {
  kind: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
  /** Sent as multipart/form-data instead of a JSON body (imports). */
  file?: FileUpload;
  /** Sent with the user's bearer token, or with the apps' client token and X-Operator-Id. */
  auth: 'user' | 'app';
  first: Answer | null;
  round: number;
  /** What the write's kind needs to check its rows later (e.g. an import's rows). */
  expect?: unknown;
};

/**
 * What the stream knows: bookings created in the run and their last known status; payouts still
 * pending (seeded or requested in the run; taken when a decision is sent); merchants imports may update.
 */
export type StreamState = {
  bookings: Map<string, number>;
  pendingPayouts: string[];
  merchants: Array<{ id: string; name: string }>;
  imports: number;
};

/** A random v4 UUID from the seeded source (the import's new merchant ids replay with FAULT_SEED). */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One merchant row of a fault import, as the file gives it and as the database must then hold it. */
export type ImportRow = { row: number; id: string; name: string; email: string; address: string; isNew: boolean };
export type ImportExpectation = {
  rows: ImportRow[];
  /** The answer an applied import gives: created, updated, unchanged, skipped. */
  answer: {
    created: number;
    updated: number;
    unchanged: number;
    skipped: Array<{ row: number; reason: string; code: string; params: object; message: string }>;
  };
};

const IMPORT_ROWS = 200;
const IMPORT_UPDATES = 5;
const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

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
    // The apps' keys are stored per operator (admin_id null): a replay answers the first payout.
    idempotent: true,
    next: (s, _state, random) => ({
      kind: 'payout request',
      method: 'POST',
      path: '/app/payout-requests',
      auth: 'app',
      body: { providerId: s.providerId, amount: 1 + Math.floor(random() * 500) },
    }),
    learn: (_w, answer, state) => {
      state.pendingPayouts.push((answer.body.data as { id: string }).id);
    },
  },
  {
    kind: 'payout decision',
    weight: 2,
    idempotent: true,
    next: (s, state, random) => {
      if (state.pendingPayouts.length === 0) return null;
      // Taken before the answer: each payout gets one decision (a second would be a 409).
      const [id] = state.pendingPayouts.splice(Math.floor(random() * state.pendingPayouts.length), 1) as [string];
      // The Payout Request dialog's call: {id, status, proof} with a note only when one was written, and an
      // Idempotency-Key per attempt.
      const status = random() < 0.7 ? 1 : 2;
      const note = random() < 0.5 ? { note: 'fault run' } : {};
      return {
        kind: 'payout decision',
        method: 'PATCH',
        path: '/payouts',
        auth: 'user',
        body: { id, status, proof: [s.proofImage], ...note },
      };
    },
  },
  {
    kind: 'merchant import',
    weight: 1,
    idempotent: true,
    next: (_s, state, random) => {
      const k = state.imports++;
      const marker = `fault-import-${Math.floor(random() * 1e9).toString(36)}-${k}`;
      const targets = state.merchants.slice(k * IMPORT_UPDATES, (k + 1) * IMPORT_UPDATES);
      const lines = ['id,name,email,address,verified'];
      const rows: ImportRow[] = [];
      const skipped: ImportExpectation['answer']['skipped'] = [];
      let updates = 0;
      for (let i = 0; i < IMPORT_ROWS; i++) {
        const row = lines.length + 1; // the spreadsheet row (the header is row 1)
        const address = `${marker} #${i}`;
        if (i % 97 === 50) {
          lines.push(
            [csvCell(''), csvCell(`No id ${marker}`), csvCell(''), csvCell(address), csvCell('false')].join(','),
          );
          skipped.push({ row, reason: 'no id', code: 'import.no_id', params: {}, message: 'No id' });
          continue;
        }
        const target = i % 40 === 7 ? targets[updates++] : undefined;
        const id = target?.id ?? seededUuid(random);
        const name = target?.name ?? `Fault merchant ${marker} #${i}`;
        const email = `${marker}.${i}@fault.test`;
        // New merchants stay unverified, so the booking lookups the stream relies on never list them.
        const verified = target ? '' : 'false';
        lines.push([id, name, email, address, verified].map(csvCell).join(','));
        rows.push({ row, id, name, email, address, isNew: !target });
      }
      const created = rows.filter((r) => r.isNew).length;
      const expectation: ImportExpectation = {
        rows,
        answer: { created, updated: rows.length - created, unchanged: 0, skipped },
      };
      return {
        kind: 'merchant import',
        method: 'POST',
        path: '/merchants/import',
        auth: 'user',
        body: undefined,
        file: { name: `${marker}.csv`, type: 'text/csv', content: lines.join('\r\n') },
        expect: expectation,
      };
    },
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

/** The run as the checks see it: its writes, their replays after the last restart, the operator. */
export type RunRecord = { since: Date; writes: Write[]; replays: Map<Write, Answer | null>; operatorId: string };

/** The answer that tells whether a write was applied: its first, or (cut off by a kill) its replay's. */
export const outcome = (write: Write, run: RunRecord): Answer | null => write.first ?? run.replays.get(write) ?? null;

/**
 * Each invariant answers the offending rows (empty = holds): a query (`$1` is the run's start), or a
 * check of the run's writes against the database.
 */
export type Invariant =
  | { name: string; sql: string }
  | {
      name: string;
      check(sql: Sql, run: RunRecord): Promise<unknown[]>;
    };

/** JSON with sorted keys: stored results come back from jsonb, which orders keys its own way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Whether every row of an import holds its imported values (`all`), none does (`none`), or some do. */
async function importState(sql: Sql, expectation: ImportExpectation): Promise<'all' | 'none' | 'some'> {
  const found = await sql.rows<{ id: string; name: string; email: string | null; address: string | null }>(
    `select id::text as id, name, email, address from providers where id = any($1::uuid[])`,
    [expectation.rows.map((r) => r.id)],
  );
  const byId = new Map(found.map((f) => [f.id, f]));
  const applied = expectation.rows.filter((r) => {
    const f = byId.get(r.id);
    return f !== undefined && f.name === r.name && f.email === r.email && f.address === r.address;
  }).length;
  const absent = expectation.rows.filter((r) => (r.isNew ? !byId.has(r.id) : byId.get(r.id)?.address !== r.address));
  if (applied === expectation.rows.length) return 'all';
  return absent.length === expectation.rows.length ? 'none' : 'some';
}

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
  {
    name: 'a decided payout has exactly one history row (from pending to its status); a pending one has none',
    sql: `select p.id, p.status, count(h.id)::int as history_rows from payouts p
          left join payout_status_history h on h.payout_id = p.id
          group by p.id, p.status
          having (p.status = 0 and count(h.id) <> 0)
              or (p.status <> 0 and (count(h.id) <> 1 or not bool_and(h.from_status = 0 and h.to_status = p.status)))`,
  },
  {
    name: 'a pending payout has no decider, decision time or proof',
    sql: `select id from payouts where status = 0 and (decided_by is not null or decided_at is not null or cardinality(proof) > 0)`,
  },
  {
    name: 'every payout decided in the run has its decider, time (= its history row), 1-5 proof images and one notification',
    sql: `select p.id, p.status, p.decided_by, cardinality(p.proof) as proof,
            (select count(*)::int from notifications n where n.push_type = 13 and n.push_type_id = p.id::text
               and n.title = 'Payout Pay_' || upper(left(p.id::text, 8)) || case p.status when 1 then ' accepted' else ' rejected' end) as notifications
          from payouts p where p.decided_at >= $1 and (
            p.status = 0 or p.decided_by is null or cardinality(p.proof) not between 1 and 5
            or not exists (select 1 from payout_status_history h where h.payout_id = p.id and h.created_at = p.decided_at
                           and h.admin_id = p.decided_by)
            or (select count(*) from notifications n where n.push_type = 13 and n.push_type_id = p.id::text
                  and n.title like 'Payout Pay_% %ed') <> 1
            or not exists (select 1 from notifications n where n.push_type = 13 and n.push_type_id = p.id::text
                  and n.title = 'Payout Pay_' || upper(left(p.id::text, 8)) || case p.status when 1 then ' accepted' else ' rejected' end))`,
  },
  {
    name: 'no payout decision notification without its decided payout',
    sql: `select n.id, n.push_type_id from notifications n where n.created_at >= $1 and n.push_type = 13
            and n.title like 'Payout Pay_% %ed'
            and not exists (select 1 from payouts p where p.id::text = n.push_type_id and p.status <> 0)`,
  },
  {
    name: 'every payout decision answered 2xx is applied with its status and proof',
    check: async (sql, run) => {
      const bad: unknown[] = [];
      for (const write of run.writes.filter((w) => w.kind === 'payout decision')) {
        const answer = outcome(write, run);
        if (!answer || answer.status >= 300) continue;
        const body = write.body as { id: string; status: number; proof: string[] };
        const [row] = await sql.rows<{ status: number; proof: string[] }>(
          'select status, proof from payouts where id = $1',
          [body.id],
        );
        if (!row || row.status !== body.status || JSON.stringify(row.proof) !== JSON.stringify(body.proof))
          bad.push({ key: write.key, payout: body.id, expected: body.status, found: row ?? null });
      }
      return bad;
    },
  },
  {
    name: 'every merchant import is all or nothing, and its stored answer matches its rows',
    check: async (sql, run) => {
      const bad: unknown[] = [];
      for (const write of run.writes.filter((w) => w.kind === 'merchant import')) {
        const expectation = write.expect as ImportExpectation;
        const state = await importState(sql, expectation);
        const [stored] = await sql.rows<{ status_code: number | null; response_body: { data?: unknown } | null }>(
          'select status_code, response_body from idempotency_keys where operator_id = $1 and key = $2',
          [run.operatorId, write.key],
        );
        if (state === 'some') bad.push({ key: write.key, problem: 'some rows of the import are applied, others not' });
        if (stored?.status_code === 200) {
          if (state !== 'all') bad.push({ key: write.key, problem: `answered 200 but its rows are ${state}` });
          if (canonicalJson(stored.response_body?.data) !== canonicalJson(expectation.answer))
            bad.push({ key: write.key, problem: 'the stored answer differs', stored: stored.response_body?.data });
        } else if (stored && stored.status_code !== null && state !== 'none') {
          bad.push({ key: write.key, problem: `answered ${stored.status_code} but its rows are ${state}` });
        } else if (!stored && state !== 'none') {
          bad.push({ key: write.key, problem: `no stored answer but its rows are ${state}` });
        }
        if (write.first && write.first.status < 300 && state !== 'all')
          bad.push({ key: write.key, problem: `first answered ${write.first.status} but its rows are ${state}` });
      }
      return bad;
    },
  },
];
