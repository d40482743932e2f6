import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, type Login, signIn } from './helpers';

/** `module`: the modules that open the route, any one of them (`x-module` is one key or a list). */
type Operation = { method: string; path: string; module?: string[]; secured: boolean };

let operations: Operation[] = [];
let ops: Login;
let finance: Login;

/** Every route of the OpenAPI document, with a placeholder for each path parameter. */
async function loadOperations(): Promise<Operation[]> {
  const doc = (await (await fetch(`${apiUrl}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown[]; 'x-module'?: string | string[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace('/api/v1', '').replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
      module: op['x-module'] === undefined ? undefined : [op['x-module']].flat(),
      secured: Array.isArray(op.security) && op.security.length > 0,
    })),
  );
}

beforeAll(async () => {
  operations = await loadOperations();
  ops = await signIn('ops@sparkle.test');
  finance = await signIn('finance@sparkle.test');
});

describe('permissions on every route of the OpenAPI document', () => {
  it('lists the routes it checks', () => {
    expect(operations.filter((o) => o.secured).length).toBeGreaterThan(2);
  });

  it('answers 401 without a token on every secured route', async () => {
    for (const op of operations.filter((o) => o.secured)) {
      const result = await call(op.method, op.path, op.method === 'GET' ? {} : { body: {} });
      expect(result.status, `${op.method} ${op.path}`).toBe(401);
      expect(result.body.status).toBe(false);
    }
  });

  it('answers 403 to a sub-admin on every route of a module it lacks, and never 403 on its own modules', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.secured && o.module)) {
      for (const who of [ops, finance]) {
        const result = await call(op.method, op.path, {
          token: who.accessToken,
          ...(op.method === 'GET' ? {} : { body: {} }),
        });
        const allowed = (op.module ?? []).some((m) => who.modules.includes(m));
        if (allowed) expect(result.status, `${op.method} ${op.path} as ${who.user.email}`).not.toBe(403);
        else expect(result.status, `${op.method} ${op.path} as ${who.user.email}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers 403 on every secured route when the operator header names another operator', async () => {
    const demo = await signIn('admin@demo.test');
    for (const op of operations.filter((o) => o.secured)) {
      const result = await call(op.method, op.path, {
        token: ops.accessToken,
        operatorId: demo.user.operatorId,
        ...(op.method === 'GET' ? {} : { body: {} }),
      });
      expect(result.status, `${op.method} ${op.path}`).toBe(403);
    }
  });
});

describe('notifications visibility', () => {
  it('a sub-admin sees only notifications of its modules', async () => {
    const result = await call('GET', '/notifications?pageNumber=1&pageSize=100', { token: finance.accessToken });
    expect(result.status).toBe(200);
    const types = new Set(result.body.data.notifications.map((n: { pushType: number }) => n.pushType));
    for (const type of [11, 12, 14, 15]) expect(types.has(type)).toBe(false);
    const admin = await signIn('admin@sparkle.test');
    const all = await call('GET', '/notifications?pageNumber=1&pageSize=1', { token: admin.accessToken });
    expect(all.body.data.total).toBeGreaterThan(result.body.data.total);
  });

  it('pages notifications newest first with total and unread counts', async () => {
    const admin = await signIn('admin@demo.test');
    const first = await call('GET', '/notifications?pageNumber=1&pageSize=10', { token: admin.accessToken });
    const second = await call('GET', '/notifications?pageNumber=2&pageSize=10', { token: admin.accessToken });
    expect(first.body.data.notifications).toHaveLength(10);
    expect(first.body.data.total).toBeGreaterThan(20);
    expect(first.body.data.unread).toBeLessThanOrEqual(first.body.data.total);
    const times = [...first.body.data.notifications, ...second.body.data.notifications].map(
      (n: { createdAt: string }) => n.createdAt,
    );
    expect([...times].sort().reverse()).toEqual(times);
    const ids = new Set(
      [...first.body.data.notifications, ...second.body.data.notifications].map((n: { id: string }) => n.id),
    );
    expect(ids.size).toBe(20);
    expect((await call('GET', '/notifications?pageSize=101', { token: admin.accessToken })).status).toBe(422);
  });
});
