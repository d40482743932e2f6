import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula } from '../../src/shared/csv';
import { apiUrl, call, type Login, signIn } from './helpers';

type Row = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  displayAddress: string | null;
  merchantId: string | null;
  merchantName: string | null;
  rating: number | null;
  servicable: boolean;
  status: 'active' | 'blocked';
  createdAt: string;
  updatedAt: string;
};
type Page = { data: Row[]; total: number };

// Mutations run on Lotus; Sparkle is the other operator whose rows must stay out of reach.
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let lotusMerchant: { id: string; name: string };
let sparkleMerchant: { id: string; name: string };

const auth = (s: Login) => ({ token: s.accessToken });
const list = (s: Login, query = '') => call<Page>('GET', `/agents${query}`, auth(s));
const TAG = `Agent API ${Date.now().toString(36)}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: `${TAG} Asha`,
  agentEmail: `asha.${Date.now().toString(36)}@agents.test`,
  agentPhone: '+91 98450 12345',
  agentAddress: '12 MG Road, Bengaluru 560001',
  agentDisplayAddress: 'MG Road, Bengaluru',
  merchantId: lotusMerchant.id,
  ...overrides,
});

async function exportCsv(s: Login, query = '') {
  const response = await fetch(`${apiUrl}/api/v1/agents/export${query}`, {
    headers: { Authorization: `Bearer ${s.accessToken}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  [lotus, sparkle, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
  ]);
  const first = async (s: Login) => (await call('GET', '/merchants?pageSize=1', auth(s))).body.data[0];
  [lotusMerchant, sparkleMerchant] = await Promise.all([first(lotus), first(sparkle)]);
});

describe('GET /agents', () => {
  it('answers data.data + data.total, newest first, 10 a page, phones in international format', async () => {
    const result = await list(sparkle);
    expect(result.status).toBe(200);
    expect(result.body.data.total).toBeGreaterThanOrEqual(30);
    expect(result.body.data.data).toHaveLength(10);
    const times = result.body.data.data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const row of result.body.data.data) {
      if (row.phone) expect(row.phone).toMatch(/^\+\d{1,3} [\d ]+$/);
      expect(['active', 'blocked']).toContain(row.status);
    }
  });

  it('pages without overlap or gaps in a stable order and answers 422 for pageSize 101 or pageNumber 0', async () => {
    const all = (await list(sparkle, '?pageSize=100&sortBy=status')).body.data.data;
    const pages = await Promise.all([1, 2, 3].map((n) => list(sparkle, `?pageSize=7&pageNumber=${n}&sortBy=status`)));
    expect(pages.flatMap((p) => p.body.data.data.map((r) => r.id))).toEqual(all.slice(0, 21).map((r) => r.id));
    for (const query of ['?pageSize=101', '?pageNumber=0', '?pageSize=abc']) {
      expect((await list(sparkle, query)).status, query).toBe(422);
    }
  });

  it('searches name, email, phone and merchant name case-insensitively; % and _ are taken literally', async () => {
    const rows = (await list(sparkle, '?pageSize=100')).body.data.data;
    const sample = rows.find((r) => r.email && r.phone && r.merchantName) as Row;
    const ids = async (term: string) =>
      (await list(sparkle, `?pageSize=100&search=${encodeURIComponent(term)}`)).body.data.data.map((r) => r.id);
    expect(await ids(sample.name.toUpperCase())).toContain(sample.id);
    expect(await ids(sample.email ?? '')).toEqual([sample.id]);
    expect(await ids((sample.phone ?? '').replace(/\D/g, '').slice(-8))).toContain(sample.id);
    const merchantHits = await list(sparkle, `?pageSize=100&search=${encodeURIComponent(sample.merchantName ?? '')}`);
    expect(merchantHits.body.data.data.map((r) => r.id)).toContain(sample.id);
    const none = await list(sparkle, `?search=${encodeURIComponent('%_')}`);
    expect(none.body.data).toEqual({ data: [], total: 0 });
  });

  it('filters by status and by merchantId', async () => {
    const blocked = (await list(sparkle, '?pageSize=100&status=blocked')).body.data;
    const active = (await list(sparkle, '?pageSize=100&status=active')).body.data;
    const everyone = (await list(sparkle, '?pageSize=100&status=all')).body.data;
    expect(blocked.data.every((r) => r.status === 'blocked')).toBe(true);
    expect(active.data.every((r) => r.status === 'active')).toBe(true);
    expect(blocked.total + active.total).toBe(everyone.total);
    expect((await list(sparkle, '?status=paused')).status).toBe(422);

    const withMerchant = everyone.data.find((r) => r.merchantId) as Row;
    const ofMerchant = (await list(sparkle, `?pageSize=100&merchantId=${withMerchant.merchantId}`)).body.data;
    expect(ofMerchant.data.map((r) => r.id)).toContain(withMerchant.id);
    expect(ofMerchant.data.every((r) => r.merchantId === withMerchant.merchantId)).toBe(true);
    expect(ofMerchant.total).toBe(everyone.data.filter((r) => r.merchantId === withMerchant.merchantId).length);
    // Another operator's merchant has none of Lotus's agents.
    expect((await list(lotus, `?merchantId=${withMerchant.merchantId}`)).body.data).toEqual({ data: [], total: 0 });
    expect((await list(sparkle, '?merchantId=nope')).status).toBe(422);
  });

  it('sorts by a whitelisted field only (422 otherwise)', async () => {
    const byName = (await list(sparkle, '?pageSize=100&sortBy=name&sortDir=asc')).body.data.data.map((r) => r.name);
    // The database's collation decides ties of case and accents; the initials are in order whatever it is.
    const initials = byName.map((name) => name.charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
    const descending = (await list(sparkle, '?pageSize=100&sortBy=name&sortDir=desc')).body.data.data;
    expect(descending.map((r) => r.name)).toEqual([...byName].reverse());
    const byRating = (await list(sparkle, '?pageSize=100&sortBy=rating&sortDir=desc')).body.data.data;
    const ratings = byRating.map((r) => r.rating).filter((r): r is number => r !== null);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const query of ['?sortBy=phone', '?sortBy=operatorId', '?sortBy=name&sortDir=up']) {
      const refused = await list(sparkle, query);
      expect(refused.status, query).toBe(422);
    }
  });
});

describe('add, edit, block and delete an agent', () => {
  it('adds an agent (201) with the merchant’s name, edits it, blocks and unblocks it, and deletes it', async () => {
    const body = valid();
    const created = await call<Row>('POST', '/agents', { ...auth(lotus), body });
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('agent.created');
    const agent = created.body.data;
    expect(agent).toMatchObject({
      name: body.name,
      email: body.agentEmail,
      phone: '+91 98450 12345',
      address: body.agentAddress,
      displayAddress: body.agentDisplayAddress,
      merchantId: lotusMerchant.id,
      merchantName: lotusMerchant.name,
      status: 'active',
    });
    expect((await call<Row>('GET', `/agents/${agent.id}`, auth(lotus))).body.data).toEqual(agent);
    const found = await list(lotus, `?search=${encodeURIComponent(TAG)}`);
    expect(found.body.data.data.map((r) => r.id)).toContain(agent.id);

    const edited = await call<Row>('PUT', `/agents/${agent.id}`, {
      ...auth(lotus),
      body: valid({ name: `${TAG} Asha R`, agentPhone: '+351912345678', merchantId: null, agentAddress: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: `${TAG} Asha R`,
      phone: '+351 912 345 678',
      merchantId: null,
      merchantName: null,
      address: null,
    });

    const blocked = await call<Row>('PUT', `/agents/${agent.id}/status`, {
      ...auth(lotus),
      body: { status: 'blocked' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.code).toBe('agent.blocked');
    expect(blocked.body.data.status).toBe('blocked');
    const inBlocked = await list(lotus, `?status=blocked&search=${encodeURIComponent(TAG)}`);
    expect(inBlocked.body.data.data.map((r) => r.id)).toContain(agent.id);
    const unblocked = await call<Row>('PUT', `/agents/${agent.id}/status`, {
      ...auth(lotus),
      body: { status: 'active' },
    });
    expect(unblocked.body.data.status).toBe('active');
    for (const bad of [{ status: true }, { status: 'paused' }, {}]) {
      expect((await call('PUT', `/agents/${agent.id}/status`, { ...auth(lotus), body: bad })).status).toBe(422);
    }

    const deleted = await call('DELETE', `/agents/${agent.id}`, auth(lotus));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: agent.id });
    expect((await call('GET', `/agents/${agent.id}`, auth(lotus))).status).toBe(404);
    expect((await call('DELETE', `/agents/${agent.id}`, auth(lotus))).status).toBe(404);
  });

  it('answers 422 with field errors as codes: missing name, bad email, invalid phone, long address', async () => {
    const result = await call('POST', '/agents', {
      ...auth(lotus),
      body: valid({
        name: '  ',
        agentEmail: 'not-an-email',
        agentPhone: '+91 12345',
        agentDisplayAddress: 'x'.repeat(101),
      }),
    });
    expect(result.status).toBe(422);
    expect(result.body.errorCodes).toEqual({
      name: [{ code: 'validations.required', params: {} }],
      agentEmail: [{ code: 'invalid_email', params: {} }],
      agentPhone: [{ code: 'invalid_phone', params: {} }],
      agentDisplayAddress: [{ code: 'validations.maxlength', params: { max: 100 } }],
    });
    const missing = await call('POST', '/agents', { ...auth(lotus), body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errorCodes ?? {}).sort()).toEqual(['agentEmail', 'agentPhone', 'name']);
    // A number without its dial code is not a full number.
    const national = await call('POST', '/agents', { ...auth(lotus), body: valid({ agentPhone: '9845012345' }) });
    expect(national.body.errorCodes).toEqual({ agentPhone: [{ code: 'invalid_phone', params: {} }] });
    expect((await list(lotus, `?search=${encodeURIComponent(`${TAG} Asha`)}`)).body.data.total).toBe(0);
  });

  it('another operator’s merchantId is the same 422 as an unknown or malformed one', async () => {
    const answers = await Promise.all(
      [sparkleMerchant.id, randomUUID(), 'not-an-id'].map((merchantId) =>
        call('POST', '/agents', { ...auth(lotus), body: valid({ merchantId }) }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body.errorCodes).toEqual({ merchantId: [{ code: 'agent.unknown_merchant', params: {} }] });
    }
  });

  it('another operator’s agent id answers 404 like an unknown one and is left as it was', async () => {
    const theirs = (await list(sparkle, '?pageSize=1')).body.data.data[0] as Row;
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      const requests = [
        call('GET', `/agents/${id}`, auth(lotus)),
        call('PUT', `/agents/${id}`, { ...auth(lotus), body: valid() }),
        // An unknown agent is 404 before its body is judged.
        call('PUT', `/agents/${id}`, { ...auth(lotus), body: { agentPhone: '12' } }),
        call('PUT', `/agents/${id}/status`, { ...auth(lotus), body: { status: 'blocked' } }),
        call('DELETE', `/agents/${id}`, auth(lotus)),
      ];
      for (const answer of await Promise.all(requests)) {
        expect(answer.status, id).toBe(404);
        expect(answer.body.code).toBe('agent.not_found');
      }
    }
    expect((await call('GET', `/agents/${theirs.id}`, auth(sparkle))).body.data).toEqual(theirs);
  });

  it('an Idempotency-Key replays the first add instead of adding twice', async () => {
    const key = randomUUID();
    const body = valid({ name: `${TAG} Idem` });
    const first = await call<Row>('POST', '/agents', { ...auth(lotus), body, headers: { 'Idempotency-Key': key } });
    const again = await call<Row>('POST', '/agents', { ...auth(lotus), body, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await list(lotus, `?search=${encodeURIComponent(`${TAG} Idem`)}`)).body.data.total).toBe(1);
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 403 to a sub-admin without the agents module', async () => {
    const someId = (await list(sparkle, '?pageSize=1')).body.data.data[0]?.id as string;
    expect((await call('GET', '/agents')).status).toBe(401);
    expect((await call('POST', '/agents', { body: valid() })).status).toBe(401);
    expect(ops.modules).not.toContain('agents');
    const answers = await Promise.all([
      list(ops),
      exportCsv(ops),
      call('GET', `/agents/${someId}`, auth(ops)),
      call('POST', '/agents', { ...auth(ops), body: valid() }),
      call('PUT', `/agents/${someId}`, { ...auth(ops), body: valid() }),
      call('PUT', `/agents/${someId}/status`, { ...auth(ops), body: { status: 'blocked' } }),
      call('DELETE', `/agents/${someId}`, auth(ops)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await call<Row>('GET', `/agents/${someId}`, auth(sparkle))).body.data.status).toBeDefined();
  });
});

describe('GET /agents/export', () => {
  it('writes the filtered, sorted agents as agents.csv with formula cells escaped', async () => {
    const formula = `=HYPERLINK("http://evil.example","${TAG}")`;
    const planted = await call<Row>('POST', '/agents', {
      ...auth(lotus),
      body: valid({ name: formula, agentAddress: '+SUM(1,2)', agentDisplayAddress: '@cmd' }),
    });
    expect(planted.status).toBe(201);
    const exported = await exportCsv(lotus, `?search=${encodeURIComponent(TAG)}&sortBy=name`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="agents.csv"');
    const rows = Papa.parse<string[]>(exported.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]?.slice(0, 4)).toEqual(['id', 'name', 'email', 'phone']);
    expect(Number(exported.headers.get('x-total-count'))).toBe(rows.length - 1);
    const line = rows.find((r) => r[0] === planted.body.data.id) as string[];
    expect(line[1]).toBe(`'${formula}`);
    expect(line[4]).toBe("'+SUM(1,2)");
    expect(line[5]).toBe("'@cmd");
    for (const cell of rows.flat()) expect(isLiveFormula(cell), cell).toBe(false);
    // The list's filter: a blocked-only export leaves the new (active) agent out.
    const blockedOnly = await exportCsv(lotus, `?search=${encodeURIComponent(TAG)}&status=blocked`);
    expect(blockedOnly.text).not.toContain(planted.body.data.id);
    expect((await exportCsv(lotus, '?sortBy=phone')).status).toBe(422);
  });
});
