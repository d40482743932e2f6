import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientToken, DEMO_PASSWORD, expectErrorEnvelope, login, type Reply, send, signIn } from './helpers';

// A new address for every use: a random one could be one an earlier test has used up (1 in 254 chance per draw),
// and that test's 30 attempts would then count against this one (a register test failed that way once).
let lastAddress = 0;
const address = () => `198.51.100.${++lastAddress}`;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The account window of the suite's server (LOGIN_WINDOW_SECONDS in tests/setup/security-server.ts). */
const WINDOW_SECONDS = 20;
const waitOut = (reply: Reply) => wait(Number(reply.headers.get('retry-after')) * 1000 + 200);

describe('sign-in lock-out', () => {
  it('locks an account after 5 failures (429 with Retry-After) from any address, even for the right password, then lets it in', async () => {
    const account = 'admin@demo.test';
    const from = address();
    for (let i = 0; i < 5; i++) {
      const reply = await login(account, `wrong-${i}`, { 'X-Forwarded-For': from });
      expect(reply.status, `failure ${i + 1}`).toBe(422);
    }
    let locked: Reply | undefined;
    for (const ip of [from, address()]) {
      locked = await login(account, DEMO_PASSWORD, { 'X-Forwarded-For': ip });
      expect(locked.status, `right password from ${ip} while locked`).toBe(429);
      expectErrorEnvelope(locked, 'locked account');
      expect(locked.json.data).toBeNull();
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    await waitOut(locked as Reply);
    expect((await login(account, DEMO_PASSWORD, { 'X-Forwarded-For': from })).status).toBe(200);
  });

  it('locks an unknown account the same way, so the lock-out tells nobody which accounts exist', async () => {
    const from = address();
    /** Six wrong passwords in a row, each with the client's clock just before and after it. */
    const sixFailures = async (account: string) => {
      const replies: { reply: Reply; before: number; after: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const before = Date.now();
        const reply = await login(account, `wrong-${i}`, { 'X-Forwarded-For': from });
        replies.push({ reply, before, after: Date.now() });
      }
      return replies;
    };
    // admin@demo.test is signed in by no other test file, so it may stay locked afterwards.
    const known = await sixFailures('admin@demo.test');
    const unknown = await sixFailures('nobody-here@demo.test');
    for (const attempts of [known, unknown]) {
      expect(attempts.map((a) => a.reply.status)).toEqual([422, 422, 422, 422, 422, 429]);
      const [first, last] = [attempts[0], attempts[5]] as const;
      expect(last?.reply.json.code).toBe('auth.too_many_attempts');
      // The same window for both: the seconds left are the window less the time since the first failure, as
      // bracketed by the client's clock (a busy machine stretches the six attempts, not the window).
      const seconds = Number(last?.reply.json.params?.seconds);
      expect(Number(last?.reply.headers.get('retry-after'))).toBe(seconds);
      expect(seconds).toBeGreaterThanOrEqual(
        Math.floor(WINDOW_SECONDS - ((last?.after ?? 0) - (first?.before ?? 0)) / 1000),
      );
      expect(seconds).toBeLessThanOrEqual(
        Math.ceil(WINDOW_SECONDS - ((last?.before ?? 0) - (first?.after ?? 0)) / 1000) + 1,
      );
    }
    expect(unknown[4]?.reply.json).toEqual(known[4]?.reply.json);
  });

  it('refuses a 31st attempt within a minute from one address (429), whoever signs in, while other addresses still sign in', async () => {
    const from = address();
    // Five at a time: thirty password checks must fit in the minute even on a busy machine.
    for (let batch = 0; batch < 6; batch++) {
      const replies = await Promise.all(
        [0, 1, 2, 3, 4].map((i) =>
          login(`someone-${batch * 5 + i}@nowhere.test`, 'wrong', { 'X-Forwarded-For': from }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([422, 422, 422, 422, 422]);
    }
    const blocked = await login('admin@onda.test', DEMO_PASSWORD, { 'X-Forwarded-For': from });
    expect(blocked.status).toBe(429);
    expectErrorEnvelope(blocked, 'address over its limit');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await login('admin@onda.test', DEMO_PASSWORD, { 'X-Forwarded-For': address() })).status).toBe(200);
  });
});

describe('register', () => {
  it('counts a request for an account against the address’s sign-in attempts: the 31st in a minute is 429', async () => {
    const from = address();
    const { operatorId } = (await signIn('admin@onda.test')).user;
    const ask = async (i: number) =>
      send('POST', '/api/v1/auth/register', {
        json: {
          username: `flood.${i}.${randomInt(1e9)}@nowhere.test`,
          password: 'Flood@2026x',
          confirmPassword: 'Flood@2026x',
          agree: true,
        },
        operatorId,
        headers: { 'X-Client-Token': await clientToken(), 'X-Forwarded-For': from },
      });
    for (let batch = 0; batch < 6; batch++) {
      const replies = await Promise.all([0, 1, 2, 3, 4].map((i) => ask(batch * 5 + i)));
      expect(replies.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    }
    const limited = await ask(99);
    expect(limited.status).toBe(429);
    expectErrorEnvelope(limited, 'address over its limit');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sign-in from that address waits too; another address is not affected.
    expect((await login('admin@onda.test', DEMO_PASSWORD, { 'X-Forwarded-For': from })).status).toBe(429);
    expect((await login('admin@onda.test', DEMO_PASSWORD, { 'X-Forwarded-For': address() })).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token stops working', async () => {
    const session = await signIn('admin@onda.test');
    const rotated = await send('POST', '/api/v1/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.data.refreshToken).not.toBe(session.refreshToken);
    expect((await send('GET', '/api/v1/me', { token: rotated.json.data.accessToken })).status).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is reused: the newer tokens stop working too', async () => {
    const session = await signIn('admin@onda.test');
    const rotated = await send('POST', '/api/v1/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    const reuse = await send('POST', '/api/v1/auth/refresh', { json: { refreshToken: session.refreshToken } });
    expect(reuse.status).toBe(401);
    expectErrorEnvelope(reuse, 'reused refresh token');
    const newer = await send('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: rotated.json.data.refreshToken },
    });
    expect(newer.status).toBe(401);
    expect((await send('GET', '/api/v1/me', { token: rotated.json.data.accessToken })).status).toBe(401);
    expect((await send('GET', '/api/v1/me', { token: session.accessToken })).status).toBe(401);
  });

  it('lets at most one of two simultaneous refreshes with the same token through', async () => {
    const session = await signIn('admin@onda.test');
    const replies = await Promise.all(
      [1, 2].map(() => send('POST', '/api/v1/auth/refresh', { json: { refreshToken: session.refreshToken } })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    for (const status of statuses) expect([200, 401]).toContain(status);
  });

  it('ends the session at logout: neither the refresh nor the access token works afterwards', async () => {
    const session = await signIn('admin@onda.test');
    expect((await send('POST', '/api/v1/auth/logout', { json: { refreshToken: session.refreshToken } })).status).toBe(
      200,
    );
    expect((await send('POST', '/api/v1/auth/refresh', { json: { refreshToken: session.refreshToken } })).status).toBe(
      401,
    );
    expect((await send('GET', '/api/v1/me', { token: session.accessToken })).status).toBe(401);
  });
});
