import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula, readCsvCell } from '../../src/shared/csv';
import { apiUrl, call, type Login, signIn } from './helpers';

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  phone: string | null;
  image: string | null;
  status: boolean;
  createdAt: string;
  bookings: number;
};
type Detail = Row & {
  countryCode: string | null;
  phoneNumber: string | null;
  totals: {
    bookings: number;
    byStatus: { status: number; count: number }[];
    completed: number;
    spendMinor: number;
    currency: string;
    lastBookingAt: string | null;
  };
};
type Booking = { id: string; status: number; orderPrice: number; orderDate: string };

// Status changes run on Lotus, whose customers no other API test blocks; each is put back.
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let finance: Login; // Sparkle sub-admin: transactions, payouts

const auth = (s: Login) => ({ token: s.accessToken });
const list = (session: Login, query = '') =>
  call<{ data: Row[]; total: number }>('GET', `/customers${query}`, auth(session));
const ids = (rows: Row[]) => rows.map((r) => r.id);

async function exportCsv(session: Login, query = '') {
  const response = await fetch(`${apiUrl}/api/v1/customers/export${query}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every customer matching `query`, all pages of 100. */
async function allPages(session: Login, query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page < 100; page++) {
    const result = await list(session, `?pageSize=100&pageNumber=${page}${query}`);
    expect(result.status).toBe(200);
    rows.push(...result.body.data.data);
    if (result.body.data.data.length < 100) break;
  }
  return rows;
}

beforeAll(async () => {
  [lotus, sparkle, ops, finance] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
    signIn('finance@sparkle.test'),
  ]);
});

describe('GET /customers', () => {
  it('answers data.data and data.total, 10 newest first, phones in international format and booking counts', async () => {
    const result = await list(sparkle);
    expect(result.status).toBe(200);
    const { data, total } = result.body.data;
    expect(total).toBeGreaterThan(100);
    expect(data).toHaveLength(10);
    const times = data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const withPhone = data.find((r) => r.phone) as Row;
    // libphonenumber's international format: +<dial code> then the number in groups.
    expect(withPhone.phone).toMatch(/^\+\d{1,4}( \d+)+$/);
    expect(data.every((r) => Number.isInteger(r.bookings) && r.bookings >= 0)).toBe(true);
    expect(data[0]?.name).toBe(`${data[0]?.firstName} ${data[0]?.lastName}`.trim());
  });

  it('pages without overlap and answers 422 for out-of-range paging, an unknown sort or status', async () => {
    const [first, second] = await Promise.all([
      list(sparkle, '?pageSize=20'),
      list(sparkle, '?pageSize=20&pageNumber=2'),
    ]);
    expect(first.body.data.data).toHaveLength(20);
    expect(first.body.data.total).toBe(second.body.data.total);
    const seen = new Set(ids(first.body.data.data));
    expect(second.body.data.data.some((r) => seen.has(r.id))).toBe(false);
    for (const query of [
      '?pageSize=101',
      '?pageNumber=0',
      '?pageSize=-1',
      '?pageSize=abc',
      '?sortBy=bookings',
      '?sortBy=password',
      '?sortDir=up',
      '?status=2',
      '?status=all',
    ]) {
      const refused = await list(sparkle, query);
      expect(refused.status, query).toBe(422);
      expect(refused.body.errors, query).toBeDefined();
    }
  });

  it('filters by status on the server: active and blocked add up to all', async () => {
    const [all, active, blocked] = await Promise.all([
      list(sparkle, '?pageSize=100'),
      list(sparkle, '?pageSize=100&status=1'),
      list(sparkle, '?pageSize=100&status=0'),
    ]);
    expect(active.body.data.data.every((r) => r.status)).toBe(true);
    expect(blocked.body.data.data.every((r) => !r.status)).toBe(true);
    expect(blocked.body.data.total).toBeGreaterThan(0);
    expect(active.body.data.total + blocked.body.data.total).toBe(all.body.data.total);
  });

  it('searches the full name, email and phone as shown, case-insensitively; % and _ are literal', async () => {
    const sample = (await list(sparkle, '?pageSize=50')).body.data.data.find(
      (r) => r.email && r.phone && r.lastName,
    ) as Row;
    const byName = await list(sparkle, `?search=${encodeURIComponent(sample.name.toUpperCase())}`);
    expect(ids(byName.body.data.data)).toContain(sample.id);
    expect(byName.body.data.data.every((r) => r.name.toLowerCase().includes(sample.name.toLowerCase()))).toBe(true);
    const byEmail = await list(sparkle, `?search=${encodeURIComponent(sample.email ?? '')}`);
    expect(ids(byEmail.body.data.data)).toEqual([sample.id]);
    // The phone as the list shows it (dial code and groups), and the number's last digits alone.
    const byPhone = await list(sparkle, `?search=${encodeURIComponent(sample.phone ?? '')}`);
    expect(ids(byPhone.body.data.data)).toContain(sample.id);
    const tail = (sample.phone ?? '').replace(/\D/g, '').slice(-7);
    expect(ids((await list(sparkle, `?search=${tail}`)).body.data.data)).toContain(sample.id);
    for (const term of ['%', '_', '%_%', '\\']) {
      const none = await list(sparkle, `?search=${encodeURIComponent(term)}`);
      expect(none.status, term).toBe(200);
      expect(none.body.data, term).toEqual({ data: [], total: 0 });
    }
  });

  it('sorts by name, email and date each way in a total, stable order (one direction is the other reversed)', async () => {
    const everyone = await allPages(sparkle);
    for (const field of ['name', 'email', 'createdAt']) {
      const asc = await allPages(sparkle, `&sortBy=${field}&sortDir=asc`);
      const desc = await allPages(sparkle, `&sortBy=${field}&sortDir=desc`);
      expect(asc, field).toHaveLength(everyone.length);
      expect(new Set(ids(asc)).size, field).toBe(everyone.length);
      expect(ids(desc), field).toEqual(ids(asc).reverse());
      // The same page twice comes back the same.
      const again = await list(sparkle, `?pageSize=100&pageNumber=2&sortBy=${field}&sortDir=asc`);
      expect(ids(again.body.data.data), field).toEqual(ids(asc).slice(100, 200));
    }
    const byDate = await allPages(sparkle, '&sortBy=createdAt&sortDir=asc');
    const times = byDate.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const byName = await allPages(sparkle, '&sortBy=name');
    // Without a direction, names sort A → Z: the first and last names differ in the expected direction.
    expect(byName[0]?.firstName.localeCompare(byName.at(-1)?.firstName ?? '', 'en')).toBeLessThanOrEqual(0);
  });
});

describe('GET /customers/export', () => {
  it('writes customers.csv of every matching customer in the list’s order, with X-Total-Count', async () => {
    const query = '?status=1&sortBy=name&sortDir=desc';
    const file = await exportCsv(sparkle, query);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="customers.csv"');
    const parsed = Papa.parse<Record<string, string>>(file.text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual([
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'status',
      'bookings',
      'createdAt',
    ]);
    const shown = await allPages(sparkle, '&status=1&sortBy=name&sortDir=desc');
    expect(Number(file.headers.get('x-total-count'))).toBe(shown.length);
    expect(parsed.data.map((r) => r.id)).toEqual(ids(shown));
    expect(parsed.data.every((r) => r.status === '1')).toBe(true);
    const first = shown[0] as Row;
    // A phone starts with + (a formula to a spreadsheet): it is written with a leading apostrophe.
    expect(readCsvCell(parsed.data[0]?.phone ?? '')).toBe(first.phone ?? '');
    expect(parsed.data[0]?.bookings).toBe(String(first.bookings));
    for (const row of parsed.data) for (const cell of Object.values(row)) expect(isLiveFormula(cell)).toBe(false);
    const none = await exportCsv(sparkle, `?search=${encodeURIComponent('%_%')}`);
    expect(none.headers.get('x-total-count')).toBe('0');
    expect((await exportCsv(sparkle, '?sortBy=nope')).status).toBe(422);
  });
});

describe('GET /customers/{id}', () => {
  it('gives contact and booking totals that match the bookings list filtered by customerId', async () => {
    const sample = (await list(sparkle, '?pageSize=100')).body.data.data
      .filter((r) => r.bookings > 0)
      .sort((a, b) => b.bookings - a.bookings)[0] as Row;
    expect(sample.bookings).toBeLessThanOrEqual(100);
    const detail = await call<Detail>('GET', `/customers/${sample.id}`, auth(sparkle));
    expect(detail.status).toBe(200);
    const { totals, ...contact } = detail.body.data;
    expect(contact).toMatchObject({ id: sample.id, name: sample.name, phone: sample.phone, status: sample.status });
    expect(totals.currency).toBe('INR');

    const bookings = await call<{ data: Booking[]; total: number }>(
      'GET',
      `/orders?customerId=${sample.id}&pageSize=100`,
      auth(sparkle),
    );
    expect(bookings.status).toBe(200);
    const rows = bookings.body.data.data;
    expect(totals.bookings).toBe(bookings.body.data.total);
    expect(totals.bookings).toBe(sample.bookings);
    expect(rows).toHaveLength(totals.bookings);
    const byStatus = new Map<number, number>();
    for (const b of rows) byStatus.set(b.status, (byStatus.get(b.status) ?? 0) + 1);
    expect(totals.byStatus).toEqual(
      [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })),
    );
    const ended = rows.filter((b) => b.status === 6);
    expect(totals.completed).toBe(ended.length);
    expect(Number.isInteger(totals.spendMinor)).toBe(true);
    expect(totals.spendMinor).toBe(ended.reduce((sum, b) => sum + Math.round(b.orderPrice * 100), 0));
    expect(totals.lastBookingAt).toBe(
      rows
        .map((b) => b.orderDate)
        .sort()
        .at(-1),
    );
  });

  it("another operator's customer answers 404 exactly like an unknown or malformed id", async () => {
    const theirs = (await list(sparkle, '?pageSize=1')).body.data.data[0] as Row;
    const answers = [];
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      const result = await call('GET', `/customers/${id}`, auth(lotus));
      expect(result.status, id).toBe(404);
      answers.push({ ...result.body, requestId: undefined });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[0]).toMatchObject({ code: 'customer.not_found', data: null });
  });
});

describe('PUT /customers/{id}/status', () => {
  it('blocks and unblocks a customer; the list, its tabs and the detail follow', async () => {
    const target = (await list(lotus, '?pageSize=20&status=1')).body.data.data[3] as Row;
    const off = await call<Row>('PUT', `/customers/${target.id}/status`, { ...auth(lotus), body: { status: 0 } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'customer.deactivated' });
    expect(off.body.data).toMatchObject({ id: target.id, status: false, name: target.name, bookings: target.bookings });
    try {
      const blocked = await list(lotus, `?status=0&search=${encodeURIComponent(target.email ?? target.name)}`);
      expect(ids(blocked.body.data.data)).toContain(target.id);
      expect((await call<Detail>('GET', `/customers/${target.id}`, auth(lotus))).body.data.status).toBe(false);
      for (const body of [{ status: true }, { status: '1' }, {}, { status: 2 }, { status: null }]) {
        const refused = await call('PUT', `/customers/${target.id}/status`, { ...auth(lotus), body });
        expect(refused.status, JSON.stringify(body)).toBe(422);
        expect(refused.body.errors?.status, JSON.stringify(body)).toBeDefined();
      }
    } finally {
      const on = await call<Row>('PUT', `/customers/${target.id}/status`, { ...auth(lotus), body: { status: 1 } });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ code: 'customer.activated', data: { status: true } });
    }
  });

  it("another operator's customer answers 404 and keeps its status", async () => {
    const theirs = (await list(sparkle, '?pageSize=5&status=1')).body.data.data[0] as Row;
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      const result = await call('PUT', `/customers/${id}/status`, { ...auth(lotus), body: { status: 0 } });
      expect(result.status, id).toBe(404);
      expect(result.body.code).toBe('customer.not_found');
    }
    const after = await call<Detail>('GET', `/customers/${theirs.id}`, auth(sparkle));
    expect(after.body.data.status).toBe(true);
  });
});

describe('customers permissions', () => {
  it('answers 401 without a token and 403 to a sub-admin without the customer module', async () => {
    const some = (await list(sparkle, '?pageSize=1')).body.data.data[0] as Row;
    const someId = some.id;
    const routes: [string, string, unknown?][] = [
      ['GET', '/customers'],
      ['GET', '/customers/export'],
      ['GET', `/customers/${someId}`],
      ['PUT', `/customers/${someId}/status`, { status: 0 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const session of [ops, finance]) {
        expect(session.modules).not.toContain('customer');
        expect((await call(method, path, { ...auth(session), body })).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await call<Detail>('GET', `/customers/${someId}`, auth(sparkle))).body.data.status).toBe(some.status);
  });
});
