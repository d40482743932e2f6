import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type ServerProcess, startServerProcess } from '../setup/server-process';
import { startSmtpSink } from '../setup/smtp-sink';

/**
 * Broadcasts from the reports (issue 19) against a real server process that mails through a real SMTP server
 * this test starts (`smtp-server`): exactly the filtered customers, once, and email delivered.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
type Reply<T = any> = {
  status: number;
  headers: Headers;
  body: { code?: string; params?: Record<string, unknown>; data: T; errorCodes?: Record<string, { code: string }[]> };
};
type Login = { accessToken: string; user: { operatorId: string } };

const PASSWORD = 'Demo@12345';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: ServerProcess;
let drop: () => Promise<void>;
let lotus: Login;
let demo: Login;
let ops: Login;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
async function call<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply<T>['body'] };
}

async function signIn(username: string): Promise<Login> {
  const client = await call('POST', '/auth/client-login', {
    body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  const result = await call<Login>('POST', '/auth/login', {
    body: { username, password: PASSWORD },
    headers: { 'X-Client-Token': client.body.data.clientToken },
  });
  if (result.status !== 200) throw new Error(`login ${username}: ${result.status}`);
  return result.body.data;
}

type UserRow = { id: string; name: string; email: string | null };
type OrderRow = { id: string; user: string; email: string | null };

/** Every row of a report for a query string (all pages). */
async function allRows<Row>(session: Login, name: 'users' | 'orders', query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page < 500; page++) {
    const r = await call('GET', `/reports/${name}?pageSize=100&pageNumber=${page}${query ? `&${query}` : ''}`, {
      token: session.accessToken,
    });
    expect(r.status).toBe(200);
    rows.push(...r.body.data.data);
    if (r.body.data.data.length < 100) break;
  }
  return rows;
}

const messagesOf = (session: Login, customerId: string) =>
  call<{ data: { text: string; broadcastId: string }[]; total: number }>(
    'GET',
    `/customers/${customerId}/messages?limit=100`,
    { token: session.accessToken },
  );

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  const database = await freshDatabase(process.env.TEST_DATABASE_URL);
  drop = database.drop;
  server = await startServerProcess({
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...database.env,
    SEED_BOOKINGS: '120',
    STATIC_DIR: './.no-static',
    LOGIN_MAX_PER_IP: '1000',
    OUTBOX_POLL_MS: '200',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Console <no-reply@console.test>',
  });
  [lotus, demo, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@demo.test'),
    signIn('ops@sparkle.test'),
  ]);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await drop?.();
});

describe('POST /reports/{users|orders}/broadcast/preview', () => {
  it('counts the distinct customers the report’s filter lists, and those with an email', async () => {
    const users = await allRows<UserRow>(lotus, 'users');
    const all = await call('POST', '/reports/users/broadcast/preview', { token: lotus.accessToken, body: {} });
    expect(all.status).toBe(200);
    expect(all.body.data.recipients).toBe(users.length);
    expect(all.body.data.withEmail).toBe(users.filter((u) => u.email).length);

    const term = users[0]?.name.split(' ')[0] ?? '';
    const found = await allRows<UserRow>(lotus, 'users', `search=${encodeURIComponent(term)}`);
    const some = await call('POST', '/reports/users/broadcast/preview', {
      token: lotus.accessToken,
      body: { filter: { search: term, pageNumber: 3, sortBy: 'email' } },
    });
    expect(some.body.data.recipients).toBe(found.length);

    const active = await allRows<OrderRow>(lotus, 'orders', 'status=active');
    const orders = await call('POST', '/reports/orders/broadcast/preview', {
      token: lotus.accessToken,
      body: { filter: { status: 'active' } },
    });
    expect(orders.status).toBe(200);
    expect(orders.body.data.recipients).toBe(new Set(active.map((r) => r.user)).size);
    expect(orders.body.data.recipients).toBeLessThan(active.length + 1);
  });
});

describe('POST /reports/{users|orders}/broadcast', () => {
  it('gives exactly the filtered customers one message each, once for a double send', async () => {
    const users = await allRows<UserRow>(lotus, 'users');
    const term = users[1]?.name.split(' ')[0] ?? '';
    const chosen = await allRows<UserRow>(lotus, 'users', `search=${encodeURIComponent(term)}`);
    const text = unique('  Spring offer: 20 % off <b>cleaning</b> & more ');
    const body = { channel: 'notification', text, filter: { search: term } };
    const [a, b] = await Promise.all([
      call('POST', '/reports/users/broadcast', {
        token: lotus.accessToken,
        body,
        headers: { 'Idempotency-Key': unique('k').replace(' ', '-') },
      }),
      call('POST', '/reports/users/broadcast', {
        token: lotus.accessToken,
        body,
        headers: { 'Idempotency-Key': unique('k').replace(' ', '-') },
      }),
    ]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.code).toBe('broadcast.sent');
    expect(a.body.data.broadcastId).toBe(b.body.data.broadcastId);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.length).toBeLessThan(users.length);
    expect(a.body.data.recipients).toBe(chosen.length);
    expect(a.body.data.queued + b.body.data.queued).toBe(chosen.length);

    const chosenIds = new Set(chosen.map((u) => u.id));
    for (const user of users.slice(0, 30)) {
      const messages = (await messagesOf(lotus, user.id)).body.data.data.filter((m) => m.text === text.trim());
      expect(messages).toHaveLength(chosenIds.has(user.id) ? 1 : 0);
    }
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const users = await allRows<UserRow>(lotus, 'users');
    const target = users.find((u) => u.email) as UserRow;
    const body = { channel: 'notification', text: unique('Keyed'), filter: { search: target.email } };
    const headers = { 'Idempotency-Key': unique('key').replace(' ', '-') };
    const first = await call('POST', '/reports/users/broadcast', { token: lotus.accessToken, body, headers });
    const again = await call('POST', '/reports/users/broadcast', { token: lotus.accessToken, body, headers });
    expect(first.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.recipients).toBe(1);
    const messages = (await messagesOf(lotus, target.id)).body.data.data.filter((m) => m.text === body.text);
    expect(messages).toHaveLength(1);
  });

  it('emails each filtered customer with an address once, through SMTP, in the operator’s words', async () => {
    const rows = await allRows<OrderRow>(lotus, 'orders', 'status=inactive');
    const expected = new Set(rows.filter((r) => r.email).map((r) => r.email as string));
    expect(expected.size).toBeGreaterThan(0);
    const text = unique('Our new hours: 8–20 {every} day. Ünïcödé ✓');
    const body = { channel: 'email', text, filter: { status: 'inactive' } };
    const [a, b] = await Promise.all([
      call('POST', '/reports/orders/broadcast', { token: lotus.accessToken, body }),
      call('POST', '/reports/orders/broadcast', { token: lotus.accessToken, body }),
    ]);
    expect(a.status).toBe(202);
    expect(a.body.data.broadcastId).toBe(b.body.data.broadcastId);
    expect(a.body.data.recipients).toBe(expected.size);
    expect(a.body.data.queued + b.body.data.queued).toBe(expected.size);

    const deadline = Date.now() + 30_000;
    const ours = () => sink.mails.filter((m) => m.text.includes(text));
    while (ours().length < expected.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    const mails = ours();
    expect(mails).toHaveLength(expected.size);
    expect(new Set(mails.flatMap((m) => m.to))).toEqual(expected);
    expect(mails[0]?.subject).toMatch(/^A message from .+/);
  }, 60_000);

  it('refuses an empty, a too long or an unknown-channel broadcast with field errors', async () => {
    const send = (body: unknown) => call('POST', '/reports/users/broadcast', { token: lotus.accessToken, body });
    const blank = await send({ channel: 'notification', text: '   ', filter: {} });
    expect(blank.status).toBe(422);
    expect(blank.body.errorCodes?.text?.[0]?.code).toBeTruthy();
    const long = await send({ channel: 'email', text: 'x'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errorCodes?.text?.[0]?.code).toBe('validations.maxlength');
    const sms = await send({ channel: 'sms', text: 'Hello' });
    expect(sms.status).toBe(422);
    expect(Object.keys(sms.body.errorCodes ?? {})).toContain('channel');
    const badFilter = await call('POST', '/reports/orders/broadcast', {
      token: lotus.accessToken,
      body: { channel: 'notification', text: 'Hi', filter: { startDate: 'yesterday' } },
    });
    expect(badFilter.status).toBe(422);
    // 1,000 characters after trimming are fine.
    const max = await send({
      channel: 'notification',
      text: ` ${'y'.repeat(1000)} `,
      filter: { search: 'no-such-customer-zz' },
    });
    expect(max.status).toBe(202);
    expect(max.body.data.recipients).toBe(0);
  });

  it('reaches only the caller’s operator, and needs a session with the reports module', async () => {
    const lotusUsers = await allRows<UserRow>(lotus, 'users');
    const target = lotusUsers.find((u) => u.email) as UserRow;
    const body = { channel: 'notification', text: unique('Cross'), filter: { search: target.email } };
    const fromDemo = await call('POST', '/reports/users/broadcast', { token: demo.accessToken, body });
    expect(fromDemo.status).toBe(202);
    expect(fromDemo.body.data.recipients).toBe(0);
    expect((await messagesOf(demo, target.id)).status).toBe(404);
    expect((await messagesOf(lotus, target.id)).body.data.data.some((m) => m.text === body.text)).toBe(false);

    expect((await call('POST', '/reports/users/broadcast', { body })).status).toBe(401);
    expect((await call('POST', '/reports/users/broadcast', { token: ops.accessToken, body })).status).toBe(403);
    expect((await call('POST', '/reports/orders/broadcast/preview', { token: ops.accessToken, body: {} })).status).toBe(
      403,
    );
  });
});
