import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type ServerProcess, startServerProcess } from '../setup/server-process';
import { baseUrl, send } from './helpers';

/** `script-src 'self' x; frame-ancestors 'none'` → { 'script-src': ["'self'", 'x'], ... } */
function parseCsp(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

/** Answers of different kinds: JSON, an error, an unknown API route, the console's root. */
const SAMPLES: [string, string, Record<string, string>?][] = [
  ['the health check', '/api/v1/health'],
  ['a refused request (401)', '/api/v1/me'],
  ['an unknown API route (404)', '/api/v1/no-such-route'],
  ['the console root', '/'],
  ['the OpenAPI document', '/api/v1/openapi.json'],
];

describe('security headers', () => {
  for (const [what, path] of SAMPLES) {
    it(`sends a CSP without inline scripts, frame-ancestors 'none', nosniff and a referrer policy on ${what}`, async () => {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = parseCsp(response.headers.get('content-security-policy'));
      const scripts = csp['script-src'] ?? csp['default-src'];
      expect(scripts, 'script-src or default-src').toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        response.headers.get('referrer-policy'),
      );
      expect(response.headers.get('x-powered-by')).toBeNull();
    });
  }

  it('sends no HSTS over plain HTTP', async () => {
    const response = await fetch(`${baseUrl}/api/v1/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS for a year when a trusted proxy says the request came over TLS', async () => {
    const reply = await send('GET', '/api/v1/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    const hsts = reply.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('keeps API answers out of caches and grants no cross-origin access', async () => {
    const reply = await send('GET', '/api/v1/health', { headers: { Origin: 'https://evil.example' } });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${baseUrl}/api/v1/me`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a server not behind a trusted proxy', () => {
  let server: ServerProcess;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    // Migrations only (no demo): the forwarded headers must be ignored.
    const database = await freshDatabase(process.env.TEST_DATABASE_URL);
    dropDatabase = database.drop;
    server = await startServerProcess({
      ...database.env,
      SEED_DEMO: 'false',
      STATIC_DIR: './.no-static',
      TRUST_PROXY: 'false',
      LOGIN_MAX_PER_IP: '3',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it('ignores X-Forwarded-Proto: no HSTS over plain HTTP whatever the client claims', async () => {
    const response = await fetch(`${server.url}/api/v1/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-For: a client cannot escape the limit per address by inventing addresses', async () => {
    const clientToken = (
      await (
        await fetch(`${server.url}/api/v1/auth/client-login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ clientId: 'admin-console', clientSecret: 'admin-console-secret' }),
        })
      ).json()
    ).data.clientToken;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Client-Token': clientToken,
          'X-Forwarded-For': `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({ username: `nobody-${i}@nowhere.test`, password: 'wrong' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });
});
