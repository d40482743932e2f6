import { randomInt, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';

export const baseUrl = inject('securityUrl');
export const DEMO_PASSWORD = 'Demo@12345';

/**
 * Each test file speaks from its own client address (the server trusts X-Forwarded-For here), so the
 * sign-in limit per address that one file provokes never blocks another file.
 */
export const clientAddress = `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

export type Reply = {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  json: any;
};

export type SendOptions = {
  token?: string;
  operatorId?: string;
  headers?: Record<string, string>;
  /** A JSON body (serialised here, with Content-Type application/json). */
  json?: unknown;
  /** A body sent as is. */
  raw?: string | Blob | FormData;
  contentType?: string;
};

/** One HTTP request to the server under test; `path` is absolute (`/api/v1/...`). */
export async function send(method: string, path: string, options: SendOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'X-Forwarded-For': clientAddress, ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.operatorId) headers['X-Operator-Id'] = options.operatorId;
  let body: string | Blob | FormData | undefined = options.raw;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = 'application/json';
  }
  if (options.contentType) headers['Content-Type'] = options.contentType;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // An event stream stays open: it opened, which is all a request-answer check can see; hang up.
    await response.body?.cancel();
    return {
      status: response.status,
      headers: response.headers,
      text: '',
      json: { status: true, message: 'stream', data: null },
    };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The API's error answer: JSON `{ status: false, message, data: null }` (+ `errors` for 422), no stack. */
export function expectErrorEnvelope(reply: Reply, what: string): void {
  expect(reply.headers.get('content-type') ?? '', `${what}: content type`).toMatch(/^application\/json/);
  expect(reply.json, `${what}: a JSON body (got ${reply.text.slice(0, 120)})`).toBeTypeOf('object');
  expect(reply.json?.status, `${what}: envelope status`).toBe(false);
  expect(reply.json?.message, `${what}: envelope message`).toBeTypeOf('string');
  expect(reply.json?.data, `${what}: envelope data`).toBeNull();
  expect(reply.text, `${what}: no stack trace`).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.ts:\d+:\d+/);
}

/**
 * Any answer of the API: the envelope, and for errors the error envelope. An export (an operation the
 * document declares as `text/csv`, `csv`) answers its file instead: a download, never a page.
 */
export function expectEnvelope(reply: Reply, what: string, options: { csv?: boolean } = {}): void {
  if (reply.status >= 400) {
    expectErrorEnvelope(reply, what);
    return;
  }
  if (options.csv) {
    expect(reply.headers.get('content-type') ?? '', `${what}: content type`).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition') ?? '', `${what}: a download`).toMatch(/^attachment/);
    expect(reply.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
    return;
  }
  expect(reply.json, `${what}: a JSON body`).toBeTypeOf('object');
  expect(reply.json?.status, `${what}: envelope status`).toBe(true);
  expect(reply.json?.message, `${what}: envelope message`).toBeTypeOf('string');
}

// Sessions -----------------------------------------------------------------------------------------

export type Session = {
  accessToken: string;
  refreshToken: string;
  role: 'ADMIN' | 'SUB_ADMIN';
  user: { id: string; operatorId: string; email: string };
  modules: string[];
};

export async function clientToken(): Promise<string> {
  const reply = await send('POST', '/api/v1/auth/client-login', {
    json: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  if (reply.status !== 200) throw new Error(`client login failed: ${reply.status}`);
  return reply.json.data.clientToken;
}

let appToken: { value: string; at: number } | undefined;
/** A client token of the marketplace apps (the credentials of `app` routes), reused for 5 minutes. */
export async function appClientToken(): Promise<string> {
  if (appToken && Date.now() - appToken.at < 300_000) return appToken.value;
  const reply = await send('POST', '/api/v1/auth/client-login', {
    json: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  if (reply.status !== 200) throw new Error(`app client login answered ${reply.status}`);
  appToken = { value: reply.json.data.clientToken, at: Date.now() };
  return appToken.value;
}

export async function login(username: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  return send('POST', '/api/v1/auth/login', {
    json: { username, password },
    headers: { 'X-Client-Token': await clientToken(), ...headers },
  });
}

export async function signIn(username: string): Promise<Session> {
  const reply = await login(username);
  if (reply.status !== 200) throw new Error(`login ${username} failed: ${reply.status} ${reply.text}`);
  return reply.json.data;
}

// The OpenAPI document -------------------------------------------------------------------------------

export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

export type Operation = {
  /** `GET /api/v1/orders/{id}` */
  label: string;
  method: string;
  path: string;
  auth: 'public' | 'operator' | 'client' | 'user' | 'app';
  /** The modules that open the route (any one of them); undefined when none is needed. */
  module: string[] | undefined;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  multipart: boolean;
  csv: boolean;
};

type RawOperation = {
  'x-auth'?: Operation['auth'];
  'x-module'?: string | string[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/**
 * A body of several shapes (`oneOf`/`anyOf` of objects, e.g. password recovery by email or by phone) is
 * attacked through its first shape, whose fields the matrix can fill; the others are covered by their API tests.
 */
function firstShape(schema: JsonSchema | undefined): JsonSchema | undefined {
  const branches = schema?.oneOf ?? schema?.anyOf;
  if (!schema || schema.properties || !branches) return schema;
  return branches.find((b) => b.type === 'object' && b.properties) ?? schema;
}

/** Every operation of the running server's OpenAPI document. */
export async function loadOperations(): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/v1/openapi.json`);
  if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
  const doc = (await response.json()) as { paths: Record<string, Record<string, RawOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const content = op.requestBody?.content ?? {};
      return {
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        auth: op['x-auth'] ?? 'public',
        module: op['x-module'] === undefined ? undefined : [op['x-module']].flat(),
        parameters: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: p.name,
            in: p.in as 'path' | 'query',
            required: Boolean(p.required),
            schema: p.schema,
          })),
        body: firstShape(content['application/json']?.schema),
        multipart: 'multipart/form-data' in content,
        csv: Object.keys(op.responses?.['200']?.content ?? {}).some((type) => type.startsWith('text/csv')),
      };
    }),
  );
}

/** `/api/v1/orders/{id}/status` + `{ id: 'x' }` → `/api/v1/orders/x/status` (values already encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'missing');
}

export function queryString(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

// What a schema accepts ------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^-?\d+(\.\d+)?$/;

function typeOk(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

const allowsNumber = (s: JsonSchema): boolean =>
  [s.type].flat().some((t) => t === 'number' || t === 'integer') || Boolean(s.anyOf?.some(allowsNumber));

function violatesValue(s: JsonSchema, value: unknown): boolean {
  if (s.anyOf) {
    if (s.anyOf.every((branch) => violatesValue(branch, value))) return true;
  } else if (s.type !== undefined && ![s.type].flat().some((t) => typeOk(t, value))) {
    return true;
  }
  if (s.const !== undefined && value !== s.const) return true;
  if (s.enum && !s.enum.includes(value)) return true;
  if (typeof value === 'string') {
    if (s.minLength !== undefined && value.length < s.minLength) return true;
    if (s.maxLength !== undefined && value.length > s.maxLength) return true;
    if (s.format === 'uuid' && !UUID.test(value)) return true;
    // Schemas may trim and lower-case before their pattern (transforms are not in JSON Schema).
    const pattern = s.pattern === undefined ? undefined : new RegExp(s.pattern);
    if (pattern && ![value, value.trim(), value.trim().toLowerCase()].some((v) => pattern.test(v))) return true;
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return true;
    if (s.maximum !== undefined && value > s.maximum) return true;
    if ([s.type].flat().includes('integer') && !Number.isInteger(value)) return true;
  }
  if (typeOk('object', value) && s.properties) {
    const object = value as Record<string, unknown>;
    if ((s.required ?? []).some((key) => object[key] === undefined)) return true;
    for (const [key, prop] of Object.entries(s.properties)) {
      if (object[key] !== undefined && violatesValue(prop, object[key])) return true;
    }
  }
  return false;
}

/**
 * True when `value` certainly breaks `schema` (so the server must refuse it). Query and path values
 * arrive as text: a numeric text is judged as the number a query schema coerces it to.
 */
export function violates(schema: JsonSchema, value: unknown, asText = false): boolean {
  if (asText && typeof value === 'string' && NUMERIC.test(value) && allowsNumber(schema)) {
    return violatesValue(schema, Number(value));
  }
  return violatesValue(schema, value);
}

/**
 * A value the schema accepts (objects with every field, optional ones too); ids come from `ids` by
 * field name (`customerId`) when known.
 */
export function example(s: JsonSchema, name: string, ids: Map<string, string[]>): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return example(s.anyOf.find((b) => b.type !== 'null') ?? (s.anyOf[0] as JsonSchema), name, ids);
  const type = [s.type].flat()[0];
  if (type === 'integer' || type === 'number') return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    // Every field, optional ones too: a request that changes something reaches the handler.
    for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = example(prop, key, ids);
    return out;
  }
  if (s.format === 'uuid' || /(^id|Id)$/.test(name)) return ids.get(idKey(name))?.[0] ?? randomUUID();
  if (/phone/i.test(name)) return '9876543210';
  if (/date|At$/i.test(name)) return new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
  if (s.pattern) {
    const candidate = ['+91', '/uploads/example.png', '9876543210', '1', 'a'].find((c) =>
      new RegExp(s.pattern as string).test(c),
    );
    if (candidate) return candidate;
  }
  return 'Test value 1';
}

// Rows of an operator ----------------------------------------------------------------------------------

/** `customers` → `customer` */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');

/** Verbs the API brief puts between a resource and its id (`/category/status/{id}`, `/product/delete/{id}`). */
const PATH_VERBS = new Set(['status', 'changeStatus', 'delete']);

/**
 * The id map key of a field or path parameter: `providerId` stays, `id` under `/orders/{id}` → `orderId`,
 * under `/category/status/{id}` → `categoryId` (the resource before the verb).
 */
export function idKey(name: string, path?: string): string {
  if (name !== 'id' || !path) return name;
  const segments = path.split('/');
  let at = segments.indexOf(`{${name}}`) - 1;
  if (at > 1 && PATH_VERBS.has(segments[at] ?? '')) at -= 1;
  return `${singular(segments[at] ?? '')}Id`;
}

/**
 * What one operator's answers reveal: ids by field name (`orderId`, `customerId`...), the values
 * that identify its rows alone (ids, emails, phone numbers) and names (people, products), which two
 * operators' catalogues may share.
 */
export type Harvest = { ids: Map<string, string[]>; secrets: Set<string>; names: Set<string> };

export const emptyHarvest = (): Harvest => ({ ids: new Map(), secrets: new Set(), names: new Set() });

function addId(h: Harvest, key: string, id: string) {
  const list = h.ids.get(key) ?? [];
  if (!list.includes(id)) list.push(id);
  h.ids.set(key, list);
}

export function harvest(h: Harvest, node: unknown, key: string, rowKey: string): void {
  if (Array.isArray(node)) {
    const itemKey = key === 'data' || key === '' ? rowKey : singular(key);
    for (const item of node) harvest(h, item, itemKey, rowKey);
    return;
  }
  if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    if (typeof object.id === 'string' && UUID.test(object.id) && key) addId(h, `${singular(key)}Id`, object.id);
    for (const [k, v] of Object.entries(object)) harvest(h, v, k, rowKey);
    return;
  }
  if (typeof node !== 'string') return;
  if (UUID.test(node)) {
    h.secrets.add(node.toLowerCase());
    if (/Id$/.test(key)) addId(h, key, node);
  } else if (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(node)) {
    h.secrets.add(node);
  } else if (/phone/i.test(key) && /\d{6,}/.test(node)) {
    h.secrets.add(node);
  } else if (/(name|^user)$/i.test(key) && node.length >= 6) {
    h.names.add(node);
  }
}

/** The row key of a list route: `/api/v1/orders/lookups/providers` → `provider`. */
export const rowKeyOf = (path: string) =>
  singular(
    path
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .pop() ?? '',
  );

/** Reads every GET route one session may call (lists first, then details of the rows found). */
export async function harvestOperator(operations: Operation[], session: Session): Promise<Harvest> {
  const h = emptyHarvest();
  const gets = operations.filter(
    (o) =>
      o.method === 'GET' &&
      o.auth === 'user' &&
      !o.csv &&
      (!o.module || o.module.some((m) => session.modules.includes(m))),
  );
  const read = async (op: Operation, path: string) => {
    const query: Record<string, string> = {};
    for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
      query[p.name] = String(example(p.schema, p.name, h.ids));
    }
    const reply = await send('GET', `${path}${queryString(query)}`, { token: session.accessToken });
    if (reply.status === 200) harvest(h, reply.json.data, '', rowKeyOf(op.path));
  };
  for (const op of gets.filter((o) => !o.path.includes('{'))) await read(op, op.path);
  // The details of the first three rows found: a row's sub-resources (a product's variants and images) are not
  // on every row, and the routes of those sub-resources need one of this operator's.
  for (const op of gets.filter((o) => o.path.includes('{'))) {
    for (let row = 0; row < 3; row++) {
      const values: Record<string, string> = {};
      for (const p of op.parameters.filter((p) => p.in === 'path')) {
        const id = h.ids.get(idKey(p.name, op.path))?.[row];
        if (!id) break;
        values[p.name] = id;
      }
      if (Object.keys(values).length === op.parameters.filter((p) => p.in === 'path').length) {
        await read(op, fillPath(op.path, values));
      }
    }
  }
  return h;
}

export async function expectHealthy(): Promise<void> {
  const reply = await send('GET', '/api/v1/health');
  expect(reply.status, 'the server is still healthy').toBe(200);
}
