import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appClientToken,
  clientToken,
  example,
  expectEnvelope,
  expectErrorEnvelope,
  expectHealthy,
  fillPath,
  type Harvest,
  harvestOperator,
  idKey,
  loadOperations,
  type Operation,
  type Parameter,
  queryString,
  type Reply,
  type Session,
  send,
  signIn,
  violates,
} from './helpers';
import { MALFORMED_BODIES, PAYLOADS } from './payloads';

/**
 * The matrix: every operation of the server's own OpenAPI document, checked for authentication,
 * tenancy, module permissions and hostile input. A route added to the endpoint table is checked
 * here without anyone listing it.
 */
const operations = await loadOperations();

const isIdName = (name: string) => name === 'id' || /Id$/.test(name);
const pathParams = (op: Operation) => op.parameters.filter((p) => p.in === 'path');
const queryParams = (op: Operation) => op.parameters.filter((p) => p.in === 'query');

let attacker: Session; // Sparkle's admin
let victim: Session; // Onda's admin
let fuzzer: Session; // Lotus's admin: its data may change under the hostile input
let subAdmins: Session[];
let attackerData: Harvest;
let victimData: Harvest;
let fuzzData: Harvest;
/** Ids, emails and phone numbers only Onda's answers contain: none of them may reach Sparkle. */
let victimOnly: string[];
/** Names only Onda's answers contain (Sparkle's own catalogue may share some). */
let victimNames: string[];

beforeAll(async () => {
  [attacker, victim, fuzzer] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('admin@onda.test'),
    signIn('admin@lotus.test'),
  ]);
  subAdmins = await Promise.all([signIn('ops@sparkle.test'), signIn('finance@sparkle.test')]);
  // Rows the seed does not make: each admin's own saved view (their ids are what another operator must not reach).
  for (const session of [attacker, victim, fuzzer]) {
    const saved = await send('POST', '/api/v1/saved-views', {
      token: session.accessToken,
      json: { screen: 'bookings', name: `Matrix view of ${session.user.email}`, query: { status: 1 } },
    });
    expect(saved.status).toBe(201);
  }
  attackerData = await harvestOperator(operations, attacker);
  victimData = await harvestOperator(operations, victim);
  fuzzData = await harvestOperator(operations, fuzzer);
  victimOnly = [...victimData.secrets].filter((s) => !attackerData.secrets.has(s));
  victimNames = [...victimData.names].filter((s) => !attackerData.names.has(s));
});

type Request = { path: string; json?: unknown; hasBody: boolean };

/** A request the schema accepts: ids from `ids` (by field name), other values from the schema. */
function baseline(op: Operation, ids: Map<string, string[]>) {
  const path: Record<string, string> = {};
  for (const p of pathParams(op)) {
    path[p.name] = encodeURIComponent(String(ids.get(idKey(p.name, op.path))?.[0] ?? example(p.schema, p.name, ids)));
  }
  const query: Record<string, string> = {};
  for (const p of queryParams(op).filter((q) => q.required)) query[p.name] = String(example(p.schema, p.name, ids));
  const body = op.body ? (example(op.body, 'body', ids) as Record<string, unknown>) : undefined;
  return { path, query, body };
}

function headersFor(op: Operation, session: Session | undefined, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if ((op.auth === 'operator' || op.auth === 'app') && !('X-Operator-Id' in headers)) {
    headers['X-Operator-Id'] = fuzzer.user.operatorId;
  }
  if (session && op.method !== 'GET') headers['Idempotency-Key'] = randomUUID();
  return headers;
}

async function sendAs(op: Operation, session: Session | undefined, request: Request, extra?: Record<string, string>) {
  const headers = headersFor(op, session, extra);
  if (op.auth === 'client') headers['X-Client-Token'] = await clientToken();
  if (op.auth === 'app') headers['X-Client-Token'] = await appClientToken();
  return send(op.method, request.path, {
    token: op.auth === 'user' ? session?.accessToken : undefined,
    headers,
    ...(request.hasBody ? { json: request.json ?? {} } : {}),
  });
}

function expectNotServerError(reply: Reply, what: string, op?: Operation) {
  expect(reply.status, `${what} answered ${reply.status}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
  expectEnvelope(reply, what, { csv: op?.csv });
}

/** The GET routes whose answers a mutation could change, read as `session`. */
async function snapshot(op: Operation, session: Session, target: string | undefined): Promise<string[]> {
  const reads = operations.filter(
    (o) =>
      o.method === 'GET' &&
      o.auth === 'user' &&
      !o.csv &&
      !o.path.includes('{') &&
      !o.parameters.some((p) => p.required) &&
      (!o.module || o.module.some((m) => session.modules.includes(m))),
  );
  const paths = reads.map((o) => o.path);
  const detail = operations.find((o) => o.method === 'GET' && o.path === op.path);
  if (target && detail) paths.push(target);
  const texts: string[] = [];
  for (const path of paths) texts.push(`${path} ${(await send('GET', path, { token: session.accessToken })).text}`);
  return texts;
}

type Case = { what: string; request: Request; mustReject: boolean };

/** The GET route nearest to a mutation's path (`PATCH /orders/{id}/status` → `GET /orders/{id}`), filled. */
function readablePath(op: Operation, values: Record<string, string>): string | undefined {
  const segments = op.path.split('/');
  while (segments.length > 3) {
    const template = segments.join('/');
    const read = operations.find(
      (o) => o.method === 'GET' && o.path === template && !o.parameters.some((p) => p.in === 'query' && p.required),
    );
    if (read) return fillPath(template, values);
    segments.pop();
  }
  return undefined;
}

/** One request per field and hostile value, starting from a valid request (`base`). */
function hostileCases(op: Operation, base: ReturnType<typeof baseline>): Case[] {
  const cases: Case[] = [];
  const withQuery = (query: Record<string, string>, raw = '') => {
    const qs = queryString(query);
    return raw ? `${qs ? `${qs}&` : '?'}${raw}` : qs;
  };
  const basePath = fillPath(op.path, base.path);
  const hasBody = Boolean(op.body);
  for (const p of pathParams(op)) {
    for (const payload of PAYLOADS) {
      if (payload.text === undefined || payload.omit) continue;
      const encoded = payload.encoded ?? encodeURIComponent(payload.text);
      cases.push({
        what: `path ${p.name} = ${payload.label}`,
        request: {
          path: `${fillPath(op.path, { ...base.path, [p.name]: encoded })}${withQuery(base.query)}`,
          json: base.body,
          hasBody,
        },
        mustReject: payload.text === '' || violates(p.schema, payload.text, true),
      });
    }
  }
  for (const p of queryParams(op)) {
    for (const payload of PAYLOADS) {
      const query = { ...base.query };
      delete query[p.name];
      if (payload.omit) {
        if (!p.required) continue;
        cases.push({
          what: `query ${p.name} missing`,
          request: { path: `${basePath}${withQuery(query)}`, json: base.body, hasBody },
          mustReject: true,
        });
        continue;
      }
      if (payload.text === undefined) continue;
      const raw = `${encodeURIComponent(p.name)}=${payload.encoded ?? encodeURIComponent(payload.text)}`;
      cases.push({
        what: `query ${p.name} = ${payload.label}`,
        request: { path: `${basePath}${withQuery(query, raw)}`, json: base.body, hasBody },
        mustReject: violates(p.schema, payload.text, true),
      });
    }
    cases.push({
      what: `query ${p.name} repeated`,
      request: {
        path: `${basePath}${withQuery(base.query, `${p.name}=1&${p.name}=%27%20OR%201%3D1`)}`,
        json: base.body,
        hasBody,
      },
      mustReject: false,
    });
  }
  const bodySchema = op.body;
  if (bodySchema?.properties && base.body) {
    const path = `${basePath}${withQuery(base.query)}`;
    for (const [field, schema] of Object.entries(bodySchema.properties)) {
      const required = bodySchema.required?.includes(field) ?? false;
      for (const payload of PAYLOADS) {
        const json: Record<string, unknown> = { ...base.body };
        if (payload.omit) {
          if (!required) continue;
          delete json[field];
          cases.push({ what: `body ${field} missing`, request: { path, json, hasBody }, mustReject: true });
          continue;
        }
        if (!('json' in payload)) continue;
        json[field] = payload.json;
        cases.push({
          what: `body ${field} = ${payload.label}`,
          request: { path, json, hasBody },
          mustReject: payload.json === null ? violates(schema, null) : violates(schema, payload.json),
        });
      }
    }
  }
  return cases;
}

describe('the OpenAPI document the matrix is generated from', () => {
  it('lists a sensible number of operations, each with its credentials, and modules on the guarded ones', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.filter((o) => o.auth === 'user').length).toBeGreaterThanOrEqual(15);
    expect(operations.filter((o) => o.module).length).toBeGreaterThanOrEqual(5);
    expect(operations.filter((o) => o.method !== 'GET' && o.auth === 'user').length).toBeGreaterThanOrEqual(5);
    expect(operations.filter((o) => pathParams(o).length > 0).length).toBeGreaterThanOrEqual(3);
    for (const op of operations) expect(['public', 'operator', 'client', 'user', 'app'], op.label).toContain(op.auth);
  });

  it("collects real rows of both operators, and values only Onda's rows contain", () => {
    expect(victimData.ids.get('orderId')?.length ?? 0).toBeGreaterThan(0);
    expect(attackerData.ids.get('orderId')?.length ?? 0).toBeGreaterThan(0);
    expect(victimOnly.length).toBeGreaterThan(20);
    expect(victimOnly.some((s) => s.includes('@'))).toBe(true);
    expect(victimNames.length).toBeGreaterThan(5);
  });
});

for (const op of operations) {
  describe(op.label, () => {
    if (op.auth === 'user') {
      it('answers 401 with the error envelope without a token, with a malformed one and with a forged one', async () => {
        const base = baseline(op, attackerData.ids);
        const request = {
          path: `${fillPath(op.path, base.path)}${queryString(base.query)}`,
          json: base.body,
          hasBody: Boolean(op.body),
        };
        const [header, payload, signature = ''] = attacker.accessToken.split('.');
        const forged = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
        const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
        // The same claims, unsigned (alg none), and with a later expiry under the old signature.
        const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
        const extended = `${header}.${b64({ ...claims, exp: claims.exp + 86_400 })}.${signature}`;
        for (const authorization of [
          undefined,
          'Bearer not-a-token',
          `Bearer ${forged}`,
          `Bearer ${unsigned}`,
          `Bearer ${extended}`,
          `Bearer ${'A'.repeat(8000)}`,
          `Basic ${btoa('admin@sparkle.test:Demo@12345')}`,
        ]) {
          const reply = await send(op.method, request.path, {
            headers: { ...(authorization ? { Authorization: authorization } : {}), 'Idempotency-Key': randomUUID() },
            ...(request.hasBody ? { json: request.json } : {}),
          });
          expect(reply.status, `${op.label} with ${authorization ?? 'no token'}`).toBe(401);
          expectErrorEnvelope(reply, `${op.label} with ${authorization ?? 'no token'}`);
        }
      });

      it("refuses Onda's ids to Sparkle's admin as it refuses unknown ids, and shows none of Onda's rows", async () => {
        const victimIds = new Map<string, string[]>();
        const randomIds = new Map<string, string[]>();
        const idFields = [
          ...op.parameters.filter((p) => isIdName(p.name) || p.schema.format === 'uuid'),
          ...Object.entries(op.body?.properties ?? {})
            .filter(([name, s]) => isIdName(name) || s.format === 'uuid')
            .map(([name, schema]): Parameter => ({ name, in: 'query', required: false, schema })),
        ];
        for (const field of idFields) {
          const key = idKey(field.name, op.path);
          const id = victimData.ids.get(key)?.[0];
          if (field.in === 'path') expect(id, `an id of Onda's for {${field.name}} (${key})`).toBeDefined();
          if (id) {
            victimIds.set(key, [id]);
            randomIds.set(key, [randomUUID()]);
          }
        }
        const build = (ids: Map<string, string[]>) => {
          const base = baseline(op, new Map([...attackerData.ids, ...ids]));
          for (const p of queryParams(op)) {
            const id = ids.get(idKey(p.name, op.path))?.[0];
            if (id) base.query[p.name] = id;
          }
          return {
            path: `${fillPath(op.path, base.path)}${queryString(base.query)}`,
            json: base.body,
            hasBody: Boolean(op.body),
          };
        };
        const foreign = await sendAs(op, attacker, build(victimIds));
        const unknown = await sendAs(op, attacker, build(randomIds));
        expectNotServerError(foreign, `${op.label} with Onda's ids`, op);
        if (pathParams(op).length > 0) expect([403, 404], `${op.label} with Onda's ids`).toContain(foreign.status);
        // Without id fields the two requests are the same one, sent twice (a create may then conflict).
        if (idFields.length > 0)
          expect(foreign.status, `${op.label}: Onda's ids answer like unknown ids`).toBe(unknown.status);
        if (idFields.length > 0 && foreign.status >= 400) {
          expect(foreign.json.message).toBe(unknown.json.message);
          expect(foreign.json.errors).toEqual(unknown.json.errors);
        }
        const text = foreign.text.toLowerCase();
        const control = unknown.text.toLowerCase();
        const leaked = [
          ...victimOnly.filter((s) => text.includes(s.toLowerCase())),
          // A name counts when Onda's ids bring it and unknown ids do not.
          ...victimNames.filter((s) => text.includes(s.toLowerCase()) && !control.includes(s.toLowerCase())),
        ];
        expect(leaked, `${op.label} shows Onda's data`).toEqual([]);

        const header = await sendAs(op, attacker, build(new Map()), { 'X-Operator-Id': victim.user.operatorId });
        expect(header.status, `${op.label} naming Onda in X-Operator-Id`).toBe(403);
        expectErrorEnvelope(header, `${op.label} naming Onda in X-Operator-Id`);
      });
    }

    if (op.auth === 'user' && op.module) {
      it(`answers 403 without data to a sub-admin without ${op.module}, and not 403 to one with it`, async () => {
        const base = baseline(op, attackerData.ids);
        const request = {
          path: `${fillPath(op.path, base.path)}${queryString(base.query)}`,
          json: base.body,
          hasBody: Boolean(op.body),
        };
        const lacking = subAdmins.filter((s) => !op.module?.some((m) => s.modules.includes(m)));
        expect(lacking.length, `a demo sub-admin without ${op.module}`).toBeGreaterThan(0);
        for (const session of subAdmins) {
          const reply = await sendAs(op, session, request);
          const what = `${op.label} as ${session.user.email}`;
          if (lacking.includes(session)) {
            expect(reply.status, what).toBe(403);
            expectErrorEnvelope(reply, what);
          } else {
            expect(reply.status, what).not.toBe(403);
          }
        }
      });
    }

    if (op.auth === 'client') {
      it('answers 401 with the error envelope without a client token or with a forged one', async () => {
        const body = op.body ? example(op.body, 'body', new Map()) : undefined;
        for (const token of [undefined, 'not-a-token', `${(await clientToken()).slice(0, -4)}AAAA`]) {
          const reply = await send(op.method, op.path, {
            headers: token ? { 'X-Client-Token': token } : {},
            ...(body ? { json: body } : {}),
          });
          expect(reply.status, `${op.label} with client token ${token ?? 'none'}`).toBe(401);
          expectErrorEnvelope(reply, op.label);
        }
      });
    }

    if (op.auth === 'app') {
      it('answers 401 without the apps’ client token, with the console’s, a forged one or a user token; 400/404 for the operator', async () => {
        const body = op.body ? example(op.body, 'body', new Map()) : undefined;
        const operator = { 'X-Operator-Id': fuzzer.user.operatorId };
        for (const headers of [
          operator,
          { ...operator, 'X-Client-Token': 'not-a-token' },
          { ...operator, 'X-Client-Token': await clientToken() },
          { ...operator, 'X-Client-Token': `${(await appClientToken()).slice(0, -4)}AAAA` },
          { ...operator, Authorization: `Bearer ${fuzzer.accessToken}` },
        ]) {
          const reply = await send(op.method, op.path, { headers, ...(body ? { json: body } : {}) });
          expect(reply.status, `${op.label} with ${Object.keys(headers).join(', ')}`).toBe(401);
          expectErrorEnvelope(reply, op.label);
        }
        for (const [value, status] of [
          [undefined, 400],
          ['not-an-id', 400],
          [randomUUID(), 404],
        ] as const) {
          const reply = await send(op.method, op.path, {
            headers: { 'X-Client-Token': await appClientToken(), ...(value ? { 'X-Operator-Id': value } : {}) },
            ...(body ? { json: body } : {}),
          });
          expect(reply.status, `${op.label} with X-Operator-Id ${String(value).slice(0, 20)}`).toBe(status);
          expectErrorEnvelope(reply, op.label);
        }
      });
    }

    if (op.auth === 'operator') {
      it('answers 400 without X-Operator-Id or with a malformed one, and 404 for an unknown operator', async () => {
        for (const [value, status] of [
          [undefined, 400],
          ["' OR 1=1 --", 400],
          ['x'.repeat(5000), 400],
          [randomUUID(), 404],
        ] as const) {
          const reply = await send(op.method, op.path, { headers: value ? { 'X-Operator-Id': value } : {} });
          expect(reply.status, `${op.label} with X-Operator-Id ${String(value).slice(0, 20)}`).toBe(status);
          expectErrorEnvelope(reply, op.label);
        }
      });
    }

    if (op.multipart) {
      it('refuses a JSON body (415) and a form without a file (422) with the error envelope', async () => {
        const json = await send(op.method, op.path, { token: fuzzer.accessToken, json: { file: 'x' } });
        expect(json.status).toBe(415);
        expectErrorEnvelope(json, `${op.label} with JSON`);
        const form = new FormData();
        form.set('flag', "' OR 1=1 --");
        const empty = await send(op.method, op.path, { token: fuzzer.accessToken, raw: form });
        expect(empty.status).toBe(422);
        expectErrorEnvelope(empty, `${op.label} without a file`);
      });
    }

    if (op.body) {
      it('refuses malformed bodies: not JSON 400, another media type 415, not an object 422, over 1 MB 413', async () => {
        const base = baseline(op, fuzzData.ids);
        const path = `${fillPath(op.path, base.path)}${queryString(base.query)}`;
        const before = await snapshot(op, fuzzer, op.path.includes('{') ? fillPath(op.path, base.path) : undefined);
        for (const body of MALFORMED_BODIES) {
          const headers = headersFor(op, fuzzer, { 'Content-Type': body.contentType });
          if (op.auth === 'client') headers['X-Client-Token'] = await clientToken();
          if (op.auth === 'app') headers['X-Client-Token'] = await appClientToken();
          const reply = await send(op.method, path, {
            token: op.auth === 'user' ? fuzzer.accessToken : undefined,
            headers,
            raw: body.raw,
          });
          expect(body.expect, `${op.label} with ${body.label}: ${reply.status} ${reply.text.slice(0, 120)}`).toContain(
            reply.status,
          );
          expectEnvelope(reply, `${op.label} with ${body.label}`);
        }
        if (op.auth === 'user') {
          expect(await snapshot(op, fuzzer, op.path.includes('{') ? fillPath(op.path, base.path) : undefined)).toEqual(
            before,
          );
        }
        await expectHealthy();
      });
    }

    if (!op.multipart) {
      it('answers hostile values in every field with a 4xx envelope (never a 5xx) and keeps nothing from refused requests', async () => {
        const base = baseline(op, fuzzData.ids);
        const cases = hostileCases(op, base);
        const target = op.path.includes('{') ? fillPath(op.path, base.path) : undefined;
        const session = op.auth === 'user' ? fuzzer : undefined;
        const mutation = op.method !== 'GET';
        const basePath = `${fillPath(op.path, base.path)}${queryString(base.query)}`;
        // Hostile headers: the operator header and, on mutations, the idempotency key.
        if (op.auth === 'user' || op.auth === 'operator' || op.auth === 'app') {
          for (const value of ['not-an-id', "' OR 1=1 --", '0'.repeat(5000)]) {
            cases.push({
              what: `header X-Operator-Id = ${value.slice(0, 12)}`,
              request: { path: basePath, json: base.body, hasBody: Boolean(op.body) },
              mustReject: true,
            });
          }
        }
        let headerCase = 0;
        const before = mutation && session ? await snapshot(op, session, target) : [];
        // Refused mutations leave the nearest readable resource (the row itself, or its list) unchanged. It is read
        // before the cases, after each run of refused ones and after each accepted one, not after every request (it
        // was half of this suite's requests): a refused request that changes it still fails the test, which names the
        // run of refused requests it came from.
        const probe = mutation && session ? readablePath(op, base.path) : undefined;
        const read = async () =>
          probe && session ? (await send('GET', probe, { token: session.accessToken })).text : '';
        let probed = await read();
        let refusedSince: string[] = [];
        const expectRefusedChangedNothing = async () => {
          if (!probe || refusedSince.length === 0) return;
          const run =
            refusedSince.length === 1
              ? refusedSince[0]
              : `${refusedSince.length} requests from "${refusedSince[0]}" to "${refusedSince.at(-1)}"`;
          expect(await read(), `${op.label}: ${run} refused, but ${probe} changed`).toBe(probed);
          refusedSince = [];
        };
        // Values the schema refuses first: nothing may change.
        const ordered = [...cases.filter((c) => c.mustReject), ...cases.filter((c) => !c.mustReject)];
        let compared = false;
        for (const c of ordered) {
          if (!c.mustReject && !compared && mutation && session) {
            expect(await snapshot(op, session, target), `${op.label}: refused requests changed nothing`).toEqual(
              before,
            );
            compared = true;
          }
          const extra: Record<string, string> = {};
          if (c.what.startsWith('header X-Operator-Id')) {
            extra['X-Operator-Id'] = ['not-an-id', "' OR 1=1 --", '0'.repeat(5000)][headerCase++] as string;
          }
          // A case the schema accepts may be answered 2xx and change the resource: the refused ones before it first.
          if (!c.mustReject) await expectRefusedChangedNothing();
          const reply = await sendAs(op, session, c.request, extra);
          const what = `${op.label}, ${c.what}`;
          expectNotServerError(reply, what, op);
          if (c.mustReject)
            expect(reply.status, `${what} must be refused: ${reply.text.slice(0, 160)}`).toBeGreaterThanOrEqual(400);
          if (reply.status >= 400) refusedSince.push(c.what);
          else probed = await read();
        }
        await expectRefusedChangedNothing();
        if (!compared && mutation && session) {
          expect(await snapshot(op, session, target), `${op.label}: refused requests changed nothing`).toEqual(before);
        }
        if (mutation && session) {
          for (const key of ['k'.repeat(201), 'with space', 'caf\u00e9']) {
            const reply = await send(op.method, basePath, {
              token: session.accessToken,
              headers: { 'Idempotency-Key': key },
              ...(op.body ? { json: base.body } : {}),
            });
            expectNotServerError(reply, `${op.label} with Idempotency-Key ${key.slice(0, 12)}`, op);
          }
        }
        await expectHealthy();
      });
    }
  });
}

describe('the server after the matrix', () => {
  it('refuses a 100,000-character URL before routing (431) and stays healthy', async () => {
    const reply = await send('GET', `/api/v1/orders?search=${'A'.repeat(100_000)}`, { token: fuzzer.accessToken });
    expect([414, 431]).toContain(reply.status);
    await expectHealthy();
  });

  it("still answers Lotus's and Onda's lists (no table was dropped, no session was broken)", async () => {
    for (const session of [fuzzer, victim]) {
      const reply = await send('GET', '/api/v1/orders?pageSize=1', { token: session.accessToken });
      expect(reply.status).toBe(200);
      expect(reply.json.data.total).toBeGreaterThan(0);
    }
  });
});
