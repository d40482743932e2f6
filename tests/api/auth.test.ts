import { sign } from 'hono/jwt';
import { describe, expect, inject, it } from 'vitest';
import { call, clientToken, login, signIn } from './helpers';

const tokenSecret = inject('tokenSecret');

describe('client login', () => {
  it('gives a client token for the web client credentials', async () => {
    const result = await call('POST', '/auth/client-login', {
      body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe(true);
    expect(typeof result.body.data.clientToken).toBe('string');
  });

  it('refuses wrong client credentials with 401', async () => {
    const result = await call('POST', '/auth/client-login', {
      body: { clientId: 'admin-console', clientSecret: 'nope' },
    });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ status: false, data: null });
  });

  it('answers missing fields with 422 and field errors', async () => {
    const result = await call('POST', '/auth/client-login', { body: {} });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {}).sort()).toEqual(['clientId', 'clientSecret']);
  });
});

describe('user login', () => {
  it('signs in by email with tokens, role, user and modules', async () => {
    const result = await login('admin@demo.test');
    expect(result.status).toBe(200);
    const data = result.body.data;
    expect(data.accessToken).toBeTruthy();
    expect(data.refreshToken).toBeTruthy();
    expect(data.expiresIn).toBe(3600);
    expect(data.role).toBe('ADMIN');
    expect(data.user.email).toBe('admin@demo.test');
    expect(data.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.user.operatorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.modules).toContain('dashboard');
    expect(JSON.stringify(data)).not.toMatch(/password/i);
  });

  it('signs in by username, case-insensitively', async () => {
    const result = await login('Demo-Admin');
    expect(result.status).toBe(200);
    expect(result.body.data.user.email).toBe('admin@demo.test');
  });

  it('needs a client token', async () => {
    const result = await call('POST', '/auth/login', { body: { username: 'admin@demo.test', password: 'Demo@12345' } });
    expect(result.status).toBe(401);
    const forged = await call('POST', '/auth/login', {
      body: { username: 'admin@demo.test', password: 'Demo@12345' },
      headers: { 'X-Client-Token': 'not.a.token' },
    });
    expect(forged.status).toBe(401);
  });

  it('answers an unknown account and a wrong password alike: 422 on username', async () => {
    const unknown = await login('nobody-at-all@demo.test', 'Demo@12345');
    const wrong = await login('admin@lotus.test', 'wrong-password');
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect(unknown.body.errors).toEqual(wrong.body.errors);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['username']);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('requires username and password with messages per field', async () => {
    const result = await call('POST', '/auth/login', {
      body: { username: '', password: '' },
      headers: { 'X-Client-Token': await clientToken() },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ username: ['This field is required'], password: ['This field is required'] });
    // The codes the console words in the reader's language (the spec's key).
    expect(result.body.errorCodes).toEqual({
      username: [{ code: 'validations.required', params: {} }],
      password: [{ code: 'validations.required', params: {} }],
    });
    expect(result.body.code).toBe('validations.check_fields');
  });

  it('locks an account after repeated failures (429 with Retry-After), even for the right password, then lets it in', async () => {
    const account = 'admin@onda.test';
    // In parallel: on a loaded machine five sequential password checks could outlast the lock window.
    const failures = await Promise.all([0, 1, 2, 3, 4].map((i) => login(account, `wrong-${i}`)));
    expect(failures.map((f) => f.status)).toEqual([422, 422, 422, 422, 422]);
    const locked = await login(account);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10);
    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 200));
    expect((await login(account)).status).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the new pair works and the old refresh token stops working', async () => {
    const session = await signIn('admin@sparkle.test');
    const first = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    const me = await call('GET', '/me', { token: first.body.data.accessToken });
    expect(me.status).toBe(200);
    const again = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(again.status).toBe(401);
  });

  it('revokes the whole family when a rotated refresh token is reused', async () => {
    const session = await signIn('admin@sparkle.test');
    const rotated = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    // The thief's reuse also ends the legitimate holder's newer tokens.
    const newer = await call('POST', '/auth/refresh', { body: { refreshToken: rotated.body.data.refreshToken } });
    expect(newer.status).toBe(401);
    expect((await call('GET', '/me', { token: rotated.body.data.accessToken })).status).toBe(401);
  });

  it('logout ends the session: refresh and access tokens stop working', async () => {
    const session = await signIn('admin@lotus.test');
    const out = await call('POST', '/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await call('GET', '/me', { token: session.accessToken })).status).toBe(401);
  });
});

describe('GET /me', () => {
  it('gives an admin every module of the operator', async () => {
    const session = await signIn('admin@sparkle.test');
    const me = await call('GET', '/me', { token: session.accessToken, operatorId: session.user.operatorId });
    expect(me.status).toBe(200);
    expect(me.body.data.role).toBe('ADMIN');
    expect(me.body.data.user.id).toBe(session.user.id);
    expect(me.body.data.modules).toContain('payouts');
    // Sparkle has not enabled support_chat (spec part 1 §6).
    expect(me.body.data.modules).not.toContain('support_chat');
  });

  it('gives a sub-admin only its permitted modules', async () => {
    const session = await signIn('ops@sparkle.test');
    const me = await call('GET', '/me', { token: session.accessToken });
    expect(me.body.data.role).toBe('SUB_ADMIN');
    expect([...me.body.data.modules].sort()).toEqual(['bookings', 'dashboard']);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    expect((await call('GET', '/me')).status).toBe(401);
    const session = await signIn('admin@demo.test');
    const forged = await sign(
      {
        typ: 'access',
        sub: session.user.id,
        op: session.user.operatorId,
        role: 'ADMIN',
        fam: crypto.randomUUID(),
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      'another-secret-that-is-long-enough-000000',
      'HS256',
    );
    expect((await call('GET', '/me', { token: forged })).status).toBe(401);
    const expired = await sign(
      {
        typ: 'access',
        sub: session.user.id,
        op: session.user.operatorId,
        role: 'ADMIN',
        fam: crypto.randomUUID(),
        iat: 1,
        exp: Math.floor(Date.now() / 1000) - 10,
      },
      tokenSecret,
      'HS256',
    );
    const result = await call('GET', '/me', { token: expired });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ status: false, data: null });
  });

  it("refuses a token used with another operator's id with 403", async () => {
    const demo = await signIn('admin@demo.test');
    const sparkle = await signIn('admin@sparkle.test');
    const result = await call('GET', '/me', { token: demo.accessToken, operatorId: sparkle.user.operatorId });
    expect(result.status).toBe(403);
  });
});
