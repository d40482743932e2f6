import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess } from '../setup/server-process';
import { appClientToken, call, clientToken, type Login, openStream, signIn } from './helpers';

/**
 * Events from the marketplace apps and the console become notifications for exactly the admins who may see
 * them, each with its own read state, delivered live over SSE to the right operator only.
 */

let appToken: string;
let admin: Login; // ADMIN of Sparkle: every module
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let finance: Login; // Sparkle sub-admin: transactions, payouts
let onda: Login; // ADMIN of another operator
let customerId: string;
let providerId: string;
let ondaProviderId: string;

type Option = { id: string; label: string };

async function firstOption(session: Login, kind: 'customers' | 'providers'): Promise<Option> {
  const result = await call<Option[]>('GET', `/orders/lookups/${kind}?search=`, {
    token: session.accessToken,
  });
  const [first] = result.body.data;
  if (!first) throw new Error(`no ${kind}`);
  return first;
}

const app = (operatorId: string, body: unknown, token = appToken) => ({
  body,
  headers: { 'X-Client-Token': token, 'X-Operator-Id': operatorId },
});

async function unread(session: Login): Promise<number> {
  return (await call('GET', '/notifications?pageNumber=1&pageSize=1', { token: session.accessToken })).body.data.unread;
}

async function find(session: Login, id: string) {
  const page = await call<{ notifications: Array<{ id: string; pushTypeId: string; status: string }> }>(
    'GET',
    '/notifications?pageNumber=1&pageSize=100',
    { token: session.accessToken },
  );
  return page.body.data.notifications.find((n) => n.pushTypeId === id);
}

beforeAll(async () => {
  appToken = await appClientToken();
  [admin, ops, finance, onda] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
    signIn('finance@sparkle.test'),
    signIn('admin@onda.test'),
  ]);
  customerId = (await firstOption(admin, 'customers')).id;
  providerId = (await firstOption(admin, 'providers')).id;
  ondaProviderId = (await firstOption(onda, 'providers')).id;
});

describe('marketplace app events: who may raise them', () => {
  it('refuses a missing client token, the console’s client token and a user token with 401', async () => {
    const body = { providerId, amount: 10 };
    const op = admin.user.operatorId;
    expect((await call('POST', '/app/payout-requests', { body, headers: { 'X-Operator-Id': op } })).status).toBe(401);
    expect((await call('POST', '/app/payout-requests', app(op, body, await clientToken()))).status).toBe(401);
    const asUser = await call('POST', '/app/payout-requests', { body, token: admin.accessToken, operatorId: op });
    expect(asUser.status).toBe(401);
  });

  it('needs the operator: missing header 400, unknown operator 404', async () => {
    const body = { providerId, amount: 10 };
    const missing = await call('POST', '/app/payout-requests', { body, headers: { 'X-Client-Token': appToken } });
    expect(missing.status).toBe(400);
    const unknown = await call('POST', '/app/payout-requests', app('00000000-0000-4000-8000-000000000000', body));
    expect(unknown.status).toBe(404);
  });

  it('answers bad bodies with 422 per field and creates nothing', async () => {
    const op = admin.user.operatorId;
    const before = await unread(admin);
    const both = await call('POST', '/app/support-requests', app(op, { customerId, providerId, subject: 'x' }));
    expect(both.status).toBe(422);
    expect(both.body.errors?.customerId).toBeTruthy();
    const noSubject = await call('POST', '/app/support-requests', app(op, { customerId, subject: '  ' }));
    expect(noSubject.body.errors?.subject).toBeTruthy();
    for (const amount of [0, -5, 'ten', 1.234, 1e12]) {
      const bad = await call('POST', '/app/payout-requests', app(op, { providerId, amount }));
      expect(bad.status, String(amount)).toBe(422);
      expect(bad.body.errors?.amount).toBeTruthy();
    }
    // Another operator's provider reads as unknown.
    const foreign = await call('POST', '/app/payout-requests', app(op, { providerId: ondaProviderId, amount: 5 }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.providerId).toEqual(['Unknown provider']);
    expect(foreign.body.errorCodes?.providerId).toEqual([{ code: 'booking.unknown_provider', params: {} }]);
    expect(await unread(admin)).toBe(before);
  });
});

describe('marketplace app events: Idempotency-Key', () => {
  it('a payout request replayed with its key answers the first result and creates one payout', async () => {
    const op = admin.user.operatorId;
    const key = crypto.randomUUID();
    const body = { providerId, amount: 42 };
    const keyed = (b: unknown) => ({ ...app(op, b), headers: { ...app(op, b).headers, 'Idempotency-Key': key } });
    const first = await call<{ id: string }>('POST', '/app/payout-requests', keyed(body));
    expect(first.status).toBe(201);
    const again = await call<{ id: string }>('POST', '/app/payout-requests', keyed(body));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const notices = await call<{ notifications: Array<{ pushTypeId: string }> }>(
      'GET',
      '/notifications?pageNumber=1&pageSize=100',
      { token: admin.accessToken },
    );
    expect(notices.body.data.notifications.filter((n) => n.pushTypeId === first.body.data.id)).toHaveLength(1);
    // The same key with another body, or from an admin, is refused rather than replayed.
    expect((await call('POST', '/app/payout-requests', keyed({ providerId, amount: 43 }))).status).toBe(422);
    const asAdmin = await call('POST', '/notifications/read-all', {
      token: admin.accessToken,
      headers: { 'Idempotency-Key': key },
    });
    expect(asAdmin.status).toBe(422);
  });
});

describe('marketplace app events: notifications for the right recipients only', () => {
  it('a payout request reaches the admin and the payouts sub-admin, not the bookings sub-admin nor another operator', async () => {
    const counts = await Promise.all([admin, ops, finance, onda].map(unread));
    const created = await call(
      'POST',
      '/app/payout-requests',
      app(admin.user.operatorId, { providerId, amount: 1250.5 }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(await find(admin, id)).toMatchObject({ status: 'Unread' });
    expect(await find(finance, id)).toMatchObject({ status: 'Unread' });
    expect(await find(ops, id)).toBeUndefined();
    expect(await find(onda, id)).toBeUndefined();
    expect(await Promise.all([admin, ops, finance, onda].map(unread))).toEqual([
      (counts[0] as number) + 1,
      counts[1],
      (counts[2] as number) + 1,
      counts[3],
    ]);
  });

  it('a provider sign-up reaches the admin only (neither sub-admin has service providers)', async () => {
    const provider = await call(
      'POST',
      '/app/providers',
      app(admin.user.operatorId, { name: 'Brand New Cleaners', countryCode: '+91', phoneNumber: '98765 43210' }),
    );
    expect(provider.status).toBe(201);
    expect(await find(admin, provider.body.data.id)).toMatchObject({ status: 'Unread' });
    for (const other of [ops, finance, onda]) expect(await find(other, provider.body.data.id)).toBeUndefined();
  });

  it('a support request reaches an operator with the support modules, and no one where support is off', async () => {
    const ondaCustomer = (await firstOption(onda, 'customers')).id;
    const support = await call(
      'POST',
      '/app/support-requests',
      app(onda.user.operatorId, { customerId: ondaCustomer, subject: 'Leaking tap not fixed' }),
    );
    expect(support.status).toBe(201);
    expect(await find(onda, support.body.data.id)).toMatchObject({ status: 'Unread' });
    for (const other of [admin, ops, finance]) expect(await find(other, support.body.data.id)).toBeUndefined();
    // Sparkle has no support module enabled: its request is stored, but no admin of it is notified.
    const sparkleSupport = await call(
      'POST',
      '/app/support-requests',
      app(admin.user.operatorId, { customerId, subject: 'Where is my professional?' }),
    );
    expect(sparkleSupport.status).toBe(201);
    expect(await find(admin, sparkleSupport.body.data.id)).toBeUndefined();
  });

  it('keeps read state per reader: the admin reading a shared notification leaves it unread for the sub-admin', async () => {
    const created = await call('POST', '/app/payout-requests', app(admin.user.operatorId, { providerId, amount: 75 }));
    const id = created.body.data.id as string;
    const forAdmin = await find(admin, id);
    const financeBefore = await unread(finance);
    const read = await call('PATCH', `/notifications/${forAdmin?.id}/read`, { token: admin.accessToken });
    expect(read.status).toBe(200);
    expect(await find(admin, id)).toMatchObject({ status: 'Read' });
    expect(await find(finance, id)).toMatchObject({ status: 'Unread' });
    expect(await unread(finance)).toBe(financeBefore);
    // Read-all is per reader too.
    await call('POST', '/notifications/read-all', { token: finance.accessToken });
    expect(await unread(finance)).toBe(0);
    expect(await unread(admin)).toBeGreaterThan(0);
  });
});

describe('live notifications over Server-Sent Events', () => {
  const streams: Array<{ close(): void }> = [];
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('refuses a stream without a token or for another operator’s header', async () => {
    expect((await call('GET', '/notifications/stream')).status).toBe(401);
    const foreign = await call('GET', '/notifications/stream', {
      token: admin.accessToken,
      operatorId: onda.user.operatorId,
    });
    expect(foreign.status).toBe(403);
  });

  it('starts with the unread count, then delivers each new notification to the consoles that may see it', async () => {
    const a = await openStream(admin.accessToken);
    const o = await openStream(ops.accessToken);
    const f = await openStream(finance.accessToken);
    const other = await openStream(onda.accessToken);
    streams.push(a, o, f, other);
    const ready = await a.next((e) => e.event === 'ready');
    expect((ready.data as { unread: number }).unread).toBe(await unread(admin));

    const created = await call('POST', '/app/payout-requests', app(admin.user.operatorId, { providerId, amount: 42 }));
    const id = created.body.data.id as string;
    const matches = (e: { event: string; data: unknown }) =>
      e.event === 'notification' && (e.data as { notification: { pushTypeId: string } }).notification.pushTypeId === id;
    const forAdmin = await a.next(matches);
    expect(forAdmin.data).toMatchObject({
      notification: { pushType: 13, title: 'Payout requested', status: 'Unread' },
      unread: await unread(admin),
    });
    await f.next(matches);

    // A booking status change: the bookings sub-admin hears of it, the payouts one does not.
    const pending = await call('GET', '/orders?pageNumber=1&pageSize=1&status=0', { token: admin.accessToken });
    const booking = pending.body.data.data[0] as { id: string };
    const changed = await call('PATCH', `/orders/${booking.id}/status`, {
      token: admin.accessToken,
      body: { status: 1 },
    });
    expect(changed.status).toBe(200);
    const isBooking = (e: { event: string; data: unknown }) =>
      e.event === 'notification' &&
      (e.data as { notification: { pushTypeId: string } }).notification.pushTypeId === booking.id;
    await o.next(isBooking);
    await a.next(isBooking);
    // By now every stream has had the chance to hear both; the others must not have.
    expect(o.events.some(matches)).toBe(false);
    expect(f.events.some(isBooking)).toBe(false);
    expect(other.events.filter((e) => e.event === 'notification')).toEqual([]);
  });

  it('ends the stream when its session signs out', async () => {
    const session = await signIn('admin@lotus.test');
    const stream = await openStream(session.accessToken);
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');
    await call('POST', '/auth/logout', { token: session.accessToken, body: { refreshToken: session.refreshToken } });
    await expect(
      Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 3000))]),
    ).resolves.toBe('ended');
  });
});

describe('live notifications across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it.runIf(inject('databaseKind') === 'postgres')(
    'a console connected to a second instance hears of an event raised through the first',
    async () => {
      const second = await startServerProcess({
        DATABASE_URL: inject('databaseUrl'),
        TOKEN_SECRET: inject('tokenSecret'),
        SEED_DEMO: 'false',
        STATIC_DIR: './.no-static',
      });
      try {
        const response = await fetch(`${second.url}/api/v1/notifications/stream`, {
          headers: { Authorization: `Bearer ${finance.accessToken}` },
        });
        expect(response.status).toBe(200);
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const decoder = new TextDecoder();
        const created = await call(
          'POST',
          '/app/payout-requests',
          app(admin.user.operatorId, { providerId, amount: 9.99 }),
        );
        const id = created.body.data.id as string;
        let text = '';
        const deadline = Date.now() + 10_000;
        while (!text.includes(id) && Date.now() < deadline) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        expect(text).toContain(`"pushTypeId":"${id}"`);
        await reader.cancel();
      } finally {
        await second.stop();
      }
    },
    120_000,
  );
});

describe('device tokens', () => {
  it('registers a push token for the session and validates it', async () => {
    const ok = await call('PUT', '/me/device-token', { token: admin.accessToken, body: { token: 'fcm-token-abc' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ ok: true });
    const empty = await call('PUT', '/me/device-token', { token: admin.accessToken, body: { token: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.token).toBeTruthy();
    expect((await call('PUT', '/me/device-token', { body: { token: 'x' } })).status).toBe(401);
  });
});
