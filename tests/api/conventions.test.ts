import { describe, expect, it } from 'vitest';
import { apiUrl, call, clientToken } from './helpers';

describe('API conventions', () => {
  it('reports health once migrations ran', async () => {
    const result = await call('GET', '/health');
    expect(result.status).toBe(200);
    expect(result.body.status).toBe(true);
    expect(['pglite', 'postgres']).toContain(result.body.data.database);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const result = await call('POST', '/auth/client-login', {
      rawBody: '{"clientId": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: false, data: null });
  });

  it('answers a body that is not JSON with 415', async () => {
    const result = await call('POST', '/auth/client-login', {
      rawBody: 'clientId=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(415);
  });

  it('answers a body over 1 MB with 413', async () => {
    const result = await call('POST', '/auth/login', {
      body: { username: 'x', password: 'y'.repeat(1_100_000) },
      headers: { 'X-Client-Token': await clientToken() },
    });
    expect(result.status).toBe(413);
  });

  it('answers wrong types with 422 and field errors', async () => {
    const result = await call('POST', '/auth/login', {
      body: { username: 42, password: ['x'] },
      headers: { 'X-Client-Token': await clientToken() },
    });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {}).sort()).toEqual(['password', 'username']);
  });

  it('answers NUL characters and lone surrogates with 422 on their field, not 500', async () => {
    const body = await call('POST', '/auth/login', {
      body: { username: 'admin\u0000@demo.test', password: 'x\uD800' },
      headers: { 'X-Client-Token': await clientToken() },
    });
    expect(body.status).toBe(422);
    expect(Object.keys(body.body.errors ?? {}).sort()).toEqual(['password', 'username']);
    const admin = (
      await call('POST', '/auth/login', {
        body: { username: 'admin@demo.test', password: 'Demo@12345' },
        headers: { 'X-Client-Token': await clientToken() },
      })
    ).body.data;
    const query = await call('GET', '/orders?search=a%00b', { token: admin.accessToken });
    expect(query.status).toBe(422);
    expect(query.body.errors).toHaveProperty('search');
    const path = await call('PATCH', '/orders/a%00b/status', {
      token: admin.accessToken,
      body: { status: 1 },
      headers: { 'Idempotency-Key': 'nul-in-path' },
    });
    expect(path.status).toBe(422);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const result = await call('GET', '/no-such-thing');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ status: false, data: null });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${apiUrl}/api/v1/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const result = await fetch(`${apiUrl}/api/v1/openapi.json`);
    const doc = (await result.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/refresh',
        '/api/v1/me',
        '/api/v1/config',
        '/api/v1/operators/lookup',
      ]),
    );
    expect(doc.paths['/api/v1/auth/login']?.post?.requestBody).toBeTruthy();
  });
});
