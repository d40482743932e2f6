import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, appClientToken, call, type Login, signIn } from './helpers';

type Row = {
  id: string;
  amount: number;
  status: number;
  createdAt: string;
  providerId: string | null;
  firstName: string | null;
  lastName: string | null;
  providerName: string | null;
  proof: string[];
  decidedAt: string | null;
  note: string | null;
};
type Detail = {
  payout: Row;
  currency: string;
  provider: { id: string; name: string; firstName: string | null; lastName: string | null } | null;
  balance: {
    deliveredBookings: number;
    earnedMinor: number;
    paidMinor: number;
    pendingMinor: number;
    balanceMinor: number;
  };
  decidedBy: { id: string; name: string } | null;
  history: {
    id: string;
    fromStatus: number;
    toStatus: number;
    note: string | null;
    createdAt: string;
    admin: { id: string; name: string } | null;
  }[];
};
type Notification = { id: string; title: string | null; pushType: number; pushTypeId: string | null };

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let sparkle: Login;
let onda: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let finance: Login; // Sparkle sub-admin: transactions, payouts
let proof: string; // an image Sparkle uploaded
let ondaProof: string; // an image Onda uploaded

const auth = (s: Login, key?: string) => ({
  token: s.accessToken,
  headers: (key ? { 'Idempotency-Key': key } : {}) as Record<string, string>,
});
const ref = (id: string) => `Pay_${id.slice(0, 8).toUpperCase()}`;

async function upload(session: Login): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'proof.png');
  form.set('flag', 'proof');
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { image: string } }).data.image;
}

/** A new pending payout of `session`'s operator, requested through the provider app's route. */
async function requestPayout(session: Login, amount = 125.5, providerId?: string): Promise<string> {
  const providers = await call<{ id: string }[]>('GET', '/orders/lookups/providers?limit=1', auth(session));
  const result = await call<{ id: string }>('POST', '/app/payout-requests', {
    body: { providerId: providerId ?? providers.body.data[0]?.id, amount, note: 'Weekly earnings' },
    headers: { 'X-Client-Token': await appClientToken(), 'X-Operator-Id': session.user.operatorId },
  });
  expect(result.status).toBe(201);
  return result.body.data.id;
}

async function list(session: Login, query = '') {
  return call<Row[]>('GET', `/payouts${query}`, auth(session));
}

async function decide(session: Login, body: Record<string, unknown>, key?: string) {
  return call<Row>('PATCH', '/payouts', { ...auth(session, key), body });
}

const detail = (session: Login, id: string) => call<Detail>('GET', `/payouts/${id}`, auth(session));

async function exportCsv(session: Login, query = '') {
  const response = await fetch(`${apiUrl}/api/v1/payouts/export${query}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function notificationsAbout(session: Login, payoutId: string): Promise<Notification[]> {
  const found: Notification[] = [];
  for (let page = 1; page <= 5; page++) {
    const result = await call<{ notifications: Notification[] }>(
      'GET',
      `/notifications?pageSize=100&pageNumber=${page}`,
      auth(session),
    );
    found.push(...result.body.data.notifications.filter((n) => n.pushTypeId === payoutId));
    if (result.body.data.notifications.length < 100) break;
  }
  return found;
}

const total = (result: { headers: Headers }) => Number(result.headers.get('x-total-count'));

beforeAll(async () => {
  [sparkle, onda, ops, finance] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('admin@onda.test'),
    signIn('ops@sparkle.test'),
    signIn('finance@sparkle.test'),
  ]);
  [proof, ondaProof] = await Promise.all([upload(sparkle), upload(onda)]);
});

describe('GET /payouts', () => {
  it('answers a bare array of rows, newest first, with the total of all pages in X-Total-Count', async () => {
    const result = await list(sparkle, '?pageSize=20');
    expect(result.status).toBe(200);
    expect(Array.isArray(result.body.data)).toBe(true);
    expect(result.body.data).toHaveLength(20);
    expect(total(result)).toBeGreaterThanOrEqual(200);
    const times = result.body.data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const row = result.body.data[0] as Row;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'amount',
        'status',
        'createdAt',
        'providerId',
        'firstName',
        'lastName',
        'providerName',
        'proof',
        'decidedAt',
        'note',
      ].sort(),
    );
    expect(result.body.data.every((r) => Number.isInteger(r.amount))).toBe(true);
  });

  it('answers amounts as exact integers of minor units (125.50 → 12550, 0.29 → 29, 1234567.89 → 123456789)', async () => {
    for (const [amount, minor] of [
      [125.5, 12550],
      [0.29, 29],
      [1234567.89, 123456789],
    ] as const) {
      const id = await requestPayout(sparkle, amount);
      const row = (await list(sparkle, `?search=${ref(id)}`)).body.data[0] as Row;
      expect(row.amount, String(amount)).toBe(minor);
    }
  });

  it('pages without overlap, and answers 422 for pageSize 101, pageSize 0 and pageNumber 0', async () => {
    const [first, second] = await Promise.all([
      list(sparkle, '?pageSize=10'),
      list(sparkle, '?pageSize=10&pageNumber=2'),
    ]);
    const ids = new Set(first.body.data.map((r) => r.id));
    expect(second.body.data.some((r) => ids.has(r.id))).toBe(false);
    for (const query of ['?pageSize=101', '?pageSize=0', '?pageNumber=0', '?pageSize=abc', '?status=3']) {
      const result = await list(sparkle, query);
      expect(result.status, query).toBe(422);
      expect(result.body.status).toBe(false);
    }
  });

  it('filters by status, and the three statuses add up to all payouts', async () => {
    const all = total(await list(sparkle, '?pageSize=1'));
    let sum = 0;
    for (const status of [0, 1, 2]) {
      const result = await list(sparkle, `?status=${status}&pageSize=100`);
      expect(result.status).toBe(200);
      expect(result.body.data.length).toBeGreaterThan(0);
      expect(result.body.data.every((r) => r.status === status)).toBe(true);
      sum += total(result);
    }
    expect(sum).toBe(all);
  });

  it('searches by provider name and by the Pay_ id prefix, case-insensitively', async () => {
    const sample = (await list(sparkle, '?pageSize=30')).body.data.find((r) => r.providerName) as Row;
    const byName = await list(
      sparkle,
      `?pageSize=100&search=${encodeURIComponent(sample.providerName?.toUpperCase() ?? '')}`,
    );
    expect(byName.body.data.length).toBeGreaterThan(0);
    expect(
      byName.body.data.every((r) => r.providerName?.toLowerCase().includes(sample.providerName?.toLowerCase() ?? '')),
    ).toBe(true);
    for (const search of [ref(sample.id), ref(sample.id).toLowerCase(), `Pay_${sample.id.slice(0, 5)}`]) {
      const byId = await list(sparkle, `?search=${encodeURIComponent(search)}`);
      expect(
        byId.body.data.map((r) => r.id),
        search,
      ).toContain(sample.id);
      expect(byId.body.data.every((r) => r.id.startsWith(search.slice(4).toLowerCase()))).toBe(true);
    }
    const none = await list(sparkle, '?search=Pay_zzzz');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(total(none)).toBe(0);
    const wildcard = await list(sparkle, `?search=${encodeURIComponent('%_')}`);
    expect(wildcard.body.data).toEqual([]);
  });

  it("shows only the caller's operator's payouts", async () => {
    const ondaIds = new Set((await list(onda, '?pageSize=100')).body.data.map((r) => r.id));
    const sparkleRows = (await list(sparkle, '?pageSize=100')).body.data;
    expect(sparkleRows.some((r) => ondaIds.has(r.id))).toBe(false);
  });

  it('sub-admin without payouts gets 403 on GET /payouts and PATCH /payouts; one with payouts may list', async () => {
    const read = await list(ops);
    expect(read.status).toBe(403);
    expect(read.body.data).toBeNull();
    const write = await decide(ops, { id: randomUUID(), status: 1, proof: [proof] });
    expect(write.status).toBe(403);
    expect((await list(finance, '?pageSize=5')).status).toBe(200);
  });
});

describe('PATCH /payouts', () => {
  it('accepts a pending payout: status, proof, decision time, note and a notification for the payouts module', async () => {
    const id = await requestPayout(sparkle);
    const result = await decide(sparkle, { id, status: 1, proof: [proof], note: ' Paid by bank transfer ' });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Payout accepted');
    expect(result.body.data).toMatchObject({ id, status: 1, proof: [proof], note: 'Paid by bank transfer' });
    expect(Date.parse(result.body.data.decidedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const listed = (await list(sparkle, `?search=${ref(id)}`)).body.data;
    expect(listed).toEqual([result.body.data]);

    const seen = await notificationsAbout(finance, id);
    expect(seen.filter((n) => n.title === `Payout ${ref(id)} accepted`)).toHaveLength(1);
    expect(seen.every((n) => n.pushType === 13)).toBe(true);
    // A sub-admin without payouts does not see payout notifications.
    expect(await notificationsAbout(ops, id)).toEqual([]);
  });

  it('rejects a pending payout with a note and keeps the status in the list', async () => {
    const id = await requestPayout(sparkle);
    const result = await decide(sparkle, { id, status: 2, proof: [proof], note: 'Bank details do not match' });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Payout rejected');
    expect(result.body.data.status).toBe(2);
    const seen = await notificationsAbout(sparkle, id);
    expect(seen.map((n) => n.title)).toContain(`Payout ${ref(id)} rejected`);
  });

  it("a decided payout answers 409 'already processed' and stays as decided", async () => {
    const id = await requestPayout(sparkle);
    expect((await decide(sparkle, { id, status: 1, proof: [proof] })).status).toBe(200);
    const again = await decide(sparkle, { id, status: 2, proof: [proof], note: 'changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payout is already processed');
    expect(again.body.data).toBeNull();
    const row = (await list(sparkle, `?search=${ref(id)}`)).body.data[0] as Row;
    expect(row.status).toBe(1);
    expect(row.note).toBe('Weekly earnings');
    // Seeded decided payouts answer the same.
    const seeded = (await list(sparkle, '?status=2&pageSize=1')).body.data[0] as Row;
    expect((await decide(sparkle, { id: seeded.id, status: 1, proof: [proof] })).status).toBe(409);
  });

  it('of eight concurrent decisions by two admins (each with its own Idempotency-Key), exactly one applies; the others answer 409 and change nothing', async () => {
    const id = await requestPayout(sparkle);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        decide(i % 2 === 0 ? sparkle : finance, { id, status: i % 3 === 0 ? 2 : 1, proof: [proof] }, randomUUID()),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.code).toBe('payout.already_processed');
    }
    const winner = answers.find((a) => a.status === 200)?.body.data as Row;
    const after = await detail(sparkle, id);
    expect(after.body.data.payout).toEqual(winner);
    expect(after.body.data.history).toHaveLength(1);
    expect(after.body.data.history[0]?.toStatus).toBe(winner.status);
    expect(
      (await notificationsAbout(sparkle, id)).filter(
        (n) => n.title?.startsWith(`Payout ${ref(id)} `) && !n.title.endsWith('requested'),
      ),
    ).toHaveLength(1);
  });

  it('of two concurrent decisions on one payout, one applies and the other answers 409', async () => {
    const id = await requestPayout(sparkle);
    const answers = await Promise.all([
      decide(sparkle, { id, status: 1, proof: [proof] }),
      decide(sparkle, { id, status: 2, proof: [proof] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.data as Row;
    expect((await list(sparkle, `?search=${ref(id)}`)).body.data[0]?.status).toBe(winner.status);
    expect(
      (await notificationsAbout(sparkle, id)).filter((n) => n.title?.startsWith(`Payout ${ref(id)}`)),
    ).toHaveLength(1);
  });

  it('honours the Idempotency-Key: a replay answers the first result and decides nothing twice', async () => {
    const id = await requestPayout(sparkle);
    const key = randomUUID();
    const body = { id, status: 1, proof: [proof], note: 'offline queue' };
    const first = await decide(sparkle, body, key);
    expect(first.status).toBe(200);
    const replay = await decide(sparkle, body, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(
      (await notificationsAbout(sparkle, id)).filter((n) => n.title === `Payout ${ref(id)} accepted`),
    ).toHaveLength(1);
    // The same key for another request is refused; without a key the decision is a conflict.
    const other = await decide(sparkle, { ...body, status: 2 }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('Idempotency-Key');
    expect((await decide(sparkle, body)).status).toBe(409);
    // A refused decision's answer is stored and replayed too.
    const conflictKey = randomUUID();
    const refused = await decide(sparkle, { ...body, status: 2 }, conflictKey);
    expect(refused.status).toBe(409);
    const refusedAgain = await decide(sparkle, { ...body, status: 2 }, conflictKey);
    expect(refusedAgain.status).toBe(409);
    expect(refusedAgain.headers.get('idempotent-replayed')).toBe('true');
  });

  it("refuses proof that is not this operator's upload (422 errors.proof) and changes nothing", async () => {
    const id = await requestPayout(sparkle);
    const foreign = await decide(sparkle, { id, status: 1, proof: [proof, ondaProof] });
    expect(foreign.status).toBe(422);
    // Only Onda's image is named (Sparkle's own is fine), and nothing says whose it is.
    expect(foreign.body.errors?.proof).toHaveLength(1);
    expect(foreign.body.errors?.proof?.[0]).toContain(ondaProof);
    const unknown = await decide(sparkle, {
      id,
      status: 1,
      proof: [`/uploads/${randomUUID()}.png`],
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['proof']);
    for (const bad of [[], ['https://evil.example/x.png'], [proof, proof], Array(6).fill(proof), 'x']) {
      const result = await decide(sparkle, { id, status: 1, proof: bad });
      expect(result.status, JSON.stringify(bad)).toBe(422);
      expect(
        Object.keys(result.body.errors ?? {}).some((k) => k.startsWith('proof')),
        JSON.stringify(bad),
      ).toBe(true);
    }
    for (const body of [
      { id, status: 0, proof: [proof] },
      { id, status: 3, proof: [proof] },
      { id, status: '1', proof: [proof] },
      { id, status: 1, proof: [proof], note: 'x'.repeat(501) },
      { id, status: 1, proof: [proof], note: 'a\u0000b' },
      { id: 'not-an-id', status: 1, proof: [proof] },
    ]) {
      expect((await decide(sparkle, body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await list(sparkle, `?search=${ref(id)}`)).body.data[0]).toMatchObject({
      status: 0,
      proof: [],
      decidedAt: null,
    });
  });

  it("another operator's payout id answers 404 like an unknown id and stays pending", async () => {
    const ondaPayout = await requestPayout(onda);
    const foreign = await decide(sparkle, { id: ondaPayout, status: 1, proof: [proof] });
    const unknown = await decide(sparkle, { id: randomUUID(), status: 1, proof: [proof] });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await list(onda, `?search=${ref(ondaPayout)}`)).body.data[0]?.status).toBe(0);
    expect((await list(sparkle, `?search=${ref(ondaPayout)}`)).body.data).toEqual([]);
  });
});

describe('GET /payouts/{id}', () => {
  it("shows a pending payout: the request, its provider, the provider's balance and no decision yet", async () => {
    const id = await requestPayout(sparkle, 42.42);
    const result = await detail(sparkle, id);
    expect(result.status).toBe(200);
    const data = result.body.data;
    expect(data.payout).toMatchObject({ id, amount: 4242, status: 0, proof: [], decidedAt: null });
    expect(data.currency).toBe('INR');
    expect(data.provider?.id).toBe(data.payout.providerId);
    expect(data.decidedBy).toBeNull();
    expect(data.history).toEqual([]);
    const { balance } = data;
    for (const value of Object.values(balance)) expect(Number.isInteger(value)).toBe(true);
    expect(balance.balanceMinor).toBe(balance.earnedMinor - balance.paidMinor);
    expect(balance.pendingMinor).toBeGreaterThanOrEqual(4242);
    // Earnings are the provider's ended bookings: the same sum the provider's page shows.
    const provider = await call<{ earnings: { totalMinor: number; completedBookings: number } }>(
      'GET',
      `/service-providers/${data.provider?.id}`,
      auth(sparkle),
    );
    expect(balance.earnedMinor).toBe(provider.body.data.earnings.totalMinor);
    expect(balance.deliveredBookings).toBe(provider.body.data.earnings.completedBookings);
  });

  it("records a decision under the deciding sub-admin's name, with time, status and proof; the balance drops by the amount paid", async () => {
    const id = await requestPayout(sparkle, 10.01);
    const before = (await detail(sparkle, id)).body.data.balance;
    const me = await call<{ user: { firstName: string; lastName: string; id: string } }>('GET', '/me', auth(finance));
    const decided = await decide(finance, { id, status: 1, proof: [proof], note: 'Paid' }, randomUUID());
    expect(decided.status).toBe(200);
    const after = (await detail(sparkle, id)).body.data;
    const name = `${me.body.data.user.firstName} ${me.body.data.user.lastName}`.trim();
    expect(name).toBe('Meera Iyer');
    expect(after.decidedBy).toEqual({ id: finance.user.id, name });
    expect(after.payout).toMatchObject({ status: 1, proof: [proof] });
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({
      fromStatus: 0,
      toStatus: 1,
      note: 'Paid',
      admin: { id: finance.user.id, name },
    });
    expect(
      Math.abs(Date.parse(after.history[0]?.createdAt ?? '') - Date.parse(after.payout.decidedAt ?? '')),
    ).toBeLessThan(1000);
    expect(after.balance.paidMinor - before.paidMinor).toBe(1001);
    expect(before.pendingMinor - after.balance.pendingMinor).toBe(1001);
    expect(before.balanceMinor - after.balance.balanceMinor).toBe(1001);
  });

  it("answers 404 alike for another operator's payout, an unknown id and a malformed id", async () => {
    const ondaPayout = await requestPayout(onda);
    const foreign = await detail(sparkle, ondaPayout);
    const unknown = await detail(sparkle, randomUUID());
    const malformed = await detail(sparkle, 'not-a-payout');
    for (const result of [foreign, unknown, malformed]) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual(unknown.body);
    }
    expect((await detail(onda, ondaPayout)).status).toBe(200);
  });

  it('sub-admin without payouts gets 403 on GET /payouts/{id} and /payouts/export; without a token 401', async () => {
    const id = await requestPayout(sparkle);
    expect((await detail(ops, id)).status).toBe(403);
    expect((await exportCsv(ops)).status).toBe(403);
    expect((await call('GET', `/payouts/${id}`)).status).toBe(401);
    expect((await detail(finance, id)).status).toBe(200);
  });
});

describe('GET /payouts/export', () => {
  it("writes every payout matching the filter as payouts.csv with exact decimal amounts, in the list's order", async () => {
    const id = await requestPayout(sparkle, 7.05);
    const file = await exportCsv(sparkle, '?status=0');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toContain('payouts.csv');
    const [header, ...lines] = Papa.parse<string[]>(file.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual([
      'id',
      'providerId',
      'firstName',
      'lastName',
      'providerName',
      'amount',
      'status',
      'statusLabel',
      'createdAt',
      'decidedAt',
      'note',
    ]);
    expect(lines).toHaveLength(Number(file.headers.get('x-total-count')));
    expect(lines.length).toBe(total(await list(sparkle, '?status=0&pageSize=1')));
    expect(lines.every((l) => l[6] === '0' && l[7] === 'Pending')).toBe(true);
    expect(lines[0]?.[0]).toBe(id);
    expect(lines[0]?.[5]).toBe('7.05');
    const ondaIds = new Set((await list(onda, '?pageSize=100')).body.data.map((r) => r.id));
    expect(lines.some((l) => ondaIds.has(l[0] as string))).toBe(false);
  });
});
