import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../../server/db/seed/operators';
import { freshDatabase, type ServerProcess, startServerProcess } from '../setup/server-process';

/**
 * Issue 20: two instances started together on one empty PostgreSQL database, each with its own DATA_DIR (as
 * if on its own host), no TOKEN_SECRET (the generated key is shared through the database), behave as one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Demo@12345';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
type Envelope<T = any> = { status: boolean; code?: string; data: T };
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
type Answer<T = any> = { status: number; headers: Headers; body: Envelope<T> };

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
async function call<T = any>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

async function login(server: ServerProcess, username: string, password = PASSWORD) {
  const client = await call(server, 'POST', '/auth/client-login', {
    body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  return call<{ accessToken: string; refreshToken: string }>(server, 'POST', '/auth/login', {
    body: { username, password },
    headers: { 'X-Client-Token': client.body.data.clientToken },
  });
}

async function signIn(server: ServerProcess, username: string) {
  const result = await login(server, username);
  expect(result.status).toBe(200);
  return result.body.data;
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
type StreamEvent = { event: string; data: any; retry?: number };

/** GET /notifications/stream on `server`: its events as they come, and `ended` once the server closes it. */
async function openStream(server: ServerProcess, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/notifications/stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const body = response.body;
  if (response.status !== 200 || !body) throw new Error(`stream answered ${response.status}`);
  const events: StreamEvent[] = [];
  const waiters: Array<{ match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }> = [];
  const ended = (async () => {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const retry = /^retry: (\d+)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          const e: StreamEvent = { event, data: JSON.parse(data), ...(retry ? { retry: Number(retry) } : {}) };
          events.push(e);
          for (const w of [...waiters]) {
            if (w.match(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
          }
        }
      }
    } catch {
      // aborted by us
    }
  })();
  const next = (match: (e: StreamEvent) => boolean, timeoutMs = 15_000) =>
    new Promise<StreamEvent>((resolve, reject) => {
      const seen = events.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(
        () => reject(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`)),
        timeoutMs,
      );
      waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  await next((e) => e.event === 'ready');
  return { events, next, ended, close: () => controller.abort() };
}

/** A booking of the caller's operator that can move one step on (0 → 1, 1 → 2, 2 → 3, 3 → 4), and that step. */
async function movableBooking(server: ServerProcess, token: string): Promise<{ id: string; next: number }> {
  for (const status of [0, 1, 2, 3]) {
    const page = await call<{ data: Array<{ id: string }> }>(server, 'GET', `/orders?pageSize=1&status=${status}`, {
      token,
    });
    const row = page.body.data.data[0];
    if (row) return { id: row.id, next: status + 1 };
  }
  throw new Error('no booking left to move');
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('the instances suite runs on PostgreSQL: set TEST_DATABASE_URL');
  database = await freshDatabase(adminUrl);
  const start = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mpa-instance-'));
    dataDirs.push(dir);
    return startServerProcess({
      ...database.env,
      DATA_DIR: dir,
      SEED_BOOKINGS: '30',
      STATIC_DIR: './.no-static',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_WINDOW_SECONDS: '60',
    });
  };
  // The same moment, on an empty database: both migrate and seed, or wait for the one that does.
  [a, b] = await Promise.all([start(), start()]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL', () => {
  it('both become ready after the migrations ran once and the demo was seeded once', async () => {
    for (const server of [a, b]) {
      const health = await call(server, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body.data.database).toBe('postgres');
    }
    const [operators] = await query<{ n: number }>('select count(*)::int as n from operators');
    expect(operators?.n).toBe(DEMO_OPERATORS.length);
    const [admins] = await query<{ n: number }>(
      "select count(*)::int as n from admins where email = 'admin@sparkle.test'",
    );
    expect(admins?.n).toBe(1);
    const migrations = await query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(new Set(migrations.map((m) => m.hash)).size).toBe(migrations.length);
    const secrets = await query<{ n: number }>(
      "select count(*)::int as n from app_secrets where name = 'token-signing-key'",
    );
    expect(secrets[0]?.n).toBe(1);
  });

  it('takes a token signed by one on the other', async () => {
    const session = await signIn(a, 'admin@sparkle.test');
    const me = await call(b, 'GET', '/me', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe('admin@sparkle.test');
  });

  it('locks an account on both after five wrong passwords spread over both, with Retry-After', async () => {
    const account = 'finance@sparkle.test';
    for (const server of [a, b, a, b, a]) {
      expect((await login(server, account, 'wrong-password')).status).toBe(422);
    }
    for (const server of [b, a]) {
      const locked = await login(server, account);
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Other accounts are not affected.
    expect((await login(b, 'admin@onda.test')).status).toBe(200);
  });

  it('catches a refresh token used again on the other instance and ends the whole session', async () => {
    const first = await signIn(a, 'ops@sparkle.test');
    const rotated = await call(a, 'POST', '/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    const reused = await call(b, 'POST', '/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reused.status).toBe(401);
    // The family is revoked: the rotated token no longer works on either.
    const after = await call(a, 'POST', '/auth/refresh', { body: { refreshToken: rotated.body.data.refreshToken } });
    expect(after.status).toBe(401);
  });

  it('delivers a booking change made on one to a live stream open on the other', async () => {
    const session = await signIn(a, 'admin@sparkle.test');
    const stream = await openStream(b, session.accessToken);
    try {
      const { id: booking, next } = await movableBooking(a, session.accessToken);
      const changed = await call(a, 'PATCH', `/orders/${booking}/status`, {
        token: session.accessToken,
        body: { status: next },
      });
      expect(changed.status).toBe(200);
      const event = await stream.next((e) => e.event === 'notification' && e.data.notification.pushTypeId === booking);
      expect(event.data.notification.subOrderId).toBe(booking);
    } finally {
      stream.close();
    }
  });

  it('ends a session’s live stream on the other instance when it signs out on one', async () => {
    const session = await signIn(a, 'admin@onda.test');
    const stream = await openStream(b, session.accessToken);
    try {
      const out = await call(a, 'POST', '/auth/logout', {
        token: session.accessToken,
        body: { refreshToken: session.refreshToken },
      });
      expect(out.status).toBe(200);
      const ended = await Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000)),
      ]);
      expect(ended).toBe('ended');
    } finally {
      stream.close();
    }
  });

  it('replays an Idempotency-Key sent again to the other instance with the first result', async () => {
    const session = await signIn(a, 'admin@sparkle.test');
    const { id: booking, next } = await movableBooking(a, session.accessToken);
    const key = crypto.randomUUID();
    const send = (server: ServerProcess) =>
      call(server, 'PATCH', `/orders/${booking}/status`, {
        token: session.accessToken,
        body: { status: next },
        headers: { 'Idempotency-Key': key },
      });
    const first = await send(a);
    expect(first.status).toBe(200);
    const again = await send(b);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const history = await query<{ n: number }>(
      'select count(*)::int as n from order_status_history where order_id = $1 and to_status = $2',
      [booking, next],
    );
    expect(history[0]?.n).toBe(1);
  });

  it('serves an image uploaded through one from the other, with the same headers', async () => {
    const session = await signIn(a, 'admin@sparkle.test');
    const form = new FormData();
    form.set('file', new Blob([PNG]), 'dot.png');
    form.set('flag', 'profile');
    const uploaded = await fetch(`${a.url}/api/v1/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { image, thumbnail } = ((await uploaded.json()) as Envelope<{ image: string; thumbnail: string }>).data;
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${image}`), fetch(`${b.url}${image}`)]);
    expect(fromB.status).toBe(200);
    // The stored image is the re-encoded one (metadata stripped, decision 012): both instances serve the same bytes,
    // a PNG.
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
    expect(Buffer.from(bytesB).subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    const thumbFromB = await fetch(`${b.url}${thumbnail}`);
    expect(thumbFromB.status).toBe(200);
    expect(thumbFromB.headers.get('content-type')).toBe('image/webp');
    await thumbFromB.arrayBuffer();
    for (const name of [
      'content-type',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'cross-origin-resource-policy',
    ]) {
      expect(fromB.headers.get(name), name).toBe(fromA.headers.get(name));
    }
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('cache-control')).toContain('immutable');
  });

  it('on SIGTERM ends a live stream with a retry hint, finishes a request in flight, and the stream resumes on the other instance', async () => {
    const session = await signIn(b, 'admin@sparkle.test');
    const stream = await openStream(a, session.accessToken);
    // An upload whose body is still arriving when the signal comes: it must finish, not be cut.
    const form = new FormData();
    form.set('file', new Blob([PNG]), 'late.png');
    form.set('flag', 'profile');
    const multipart = new Response(form);
    const body = new Uint8Array(await multipart.arrayBuffer());
    let sendRest: () => void = () => undefined;
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, 100));
        await new Promise<void>((resolve) => {
          sendRest = resolve;
        });
        controller.enqueue(body.subarray(100));
        controller.close();
      },
    });
    const inFlight = fetch(`${a.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        'Content-Type': multipart.headers.get('content-type') as string,
      },
      body: slowBody,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopped = a.kill('SIGTERM');
    const hint = await stream.next((e) => e.event === 'reconnect');
    expect(hint.retry).toBeGreaterThan(0);
    expect(hint.data.retryMs).toBe(hint.retry);
    await stream.ended;
    // Draining: not ready (503, or no longer listening).
    const health = await fetch(`${a.url}/api/v1/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(health);
    sendRest();
    const uploaded = await inFlight;
    expect(uploaded.status).toBe(201);
    const { image } = ((await uploaded.json()) as Envelope<{ image: string }>).data;
    await stopped;
    await expect(fetch(`${a.url}/api/v1/health`)).rejects.toThrow();
    expect((await fetch(`${b.url}${image}`)).status).toBe(200);
    // What the console does next: reconnect (through the balancer) and keep receiving, now from the other.
    const resumed = await openStream(b, session.accessToken);
    try {
      const { id: booking, next } = await movableBooking(b, session.accessToken);
      expect(
        (await call(b, 'PATCH', `/orders/${booking}/status`, { token: session.accessToken, body: { status: next } }))
          .status,
      ).toBe(200);
      await resumed.next((e) => e.event === 'notification' && e.data.notification.pushTypeId === booking);
      expect((await call(b, 'GET', '/health')).status).toBe(200);
    } finally {
      resumed.close();
    }
  });
});
