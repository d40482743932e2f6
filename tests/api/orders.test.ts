import { beforeAll, describe, expect, it } from 'vitest';
import { generateOperator } from '../../server/db/seed/generate';
import { DEMO_OPERATORS } from '../../server/db/seed/operators';
import { allowedNextStatuses, BOOKING_STATUS } from '../../src/shared/schemas/orders';
import { call, type Login, signIn } from './helpers';

type Row = {
  id: string;
  subOrderId: string;
  status: number;
  orderPrice: number;
  orderDate: string;
  productName: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  CustomerPhoneNumber: string | null;
  providerPhoneNumber: string | null;
  merchantName: string | null;
};
type List = { data: Row[]; total: number };
type Option = { id: string; label: string; sublabel: string | null };
// biome-ignore lint/suspicious/noExplicitAny: the detail is read field by field
type Detail = any;

/** The transition model of the brief, written out independently of the shared code. */
const EXPECTED_NEXT: Record<number, number[]> = {
  0: [1, 7, 8, 9],
  1: [2, 7, 9],
  2: [3, 7, 9],
  3: [4, 7, 9],
  4: [5, 7, 9],
  5: [6],
  6: [],
  7: [],
  8: [],
  9: [],
};
/** Legal steps from Pending to each status. */
const PATH_TO: Record<number, number[]> = {
  0: [],
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [1, 2, 3, 4],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5, 6],
  7: [7],
  8: [8],
  9: [9],
};

let sparkle: Login;
let onda: Login;
let sparkleCustomers: Option[];
let sparkleProviders: Option[];
let sparkleProducts: Option[];
let ondaCustomer: Option;
let ondaProvider: Option;
let ondaProduct: Option;

const auth = (s: Login) => ({ token: s.accessToken });
const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const ref = (id: string) => `ORD_${id.slice(0, 8).toUpperCase()}`;
const price = (option: Option) => Number(option.sublabel?.split(' ').pop());

async function list(session: Login, query: string) {
  return call<List>('GET', `/orders?${query}`, auth(session));
}

async function allPages(session: Login, query: string): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const result = await list(session, `${query}&pageSize=100&pageNumber=${page}`);
    expect(result.status).toBe(200);
    if (total === -1) total = result.body.data.total;
    expect(result.body.data.total).toBe(total);
    rows.push(...result.body.data.data);
    if (result.body.data.data.length < 100) break;
  }
  return { rows, total };
}

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    customerId: (sparkleCustomers[0] as Option).id,
    providerId: (sparkleProviders[0] as Option).id,
    productId: (sparkleProducts[0] as Option).id,
    scheduledAt: inDays(2),
    productQuantity: 1,
    orderDiscountType: 2,
    orderDiscount: 0,
    ...overrides,
  };
}

async function createBooking(overrides: Record<string, unknown> = {}, session = sparkle): Promise<Detail> {
  const result = await call<Detail>('POST', '/orders', { ...auth(session), body: bookingBody(overrides) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data;
}

async function setStatus(id: string, status: number, note?: string, session = sparkle) {
  return call<Detail>('PATCH', `/orders/${id}/status`, { ...auth(session), body: { status, note } });
}

async function walk(id: string, steps: number[]) {
  for (const step of steps) {
    const result = await setStatus(id, step);
    expect(result.status, `step to ${step}: ${result.body.message}`).toBe(200);
  }
}

async function lookup(session: Login, kind: 'customers' | 'providers' | 'products', query = 'limit=10') {
  const result = await call<Option[]>('GET', `/orders/lookups/${kind}?${query}`, auth(session));
  expect(result.status).toBe(200);
  return result.body.data;
}

beforeAll(async () => {
  [sparkle, onda] = await Promise.all([signIn('admin@sparkle.test'), signIn('admin@onda.test')]);
  [sparkleCustomers, sparkleProviders] = await Promise.all([
    lookup(sparkle, 'customers'),
    lookup(sparkle, 'providers'),
  ]);
  // Products the first provider can deliver (some products are offered by one provider only).
  sparkleProducts = await lookup(sparkle, 'products', `limit=10&providerId=${(sparkleProviders[0] as Option).id}`);
  const [oc, op] = await Promise.all([lookup(onda, 'customers'), lookup(onda, 'providers')]);
  const opr = await lookup(onda, 'products', `providerId=${(op[0] as Option).id}`);
  ondaCustomer = oc[0] as Option;
  ondaProvider = op[0] as Option;
  ondaProduct = opr[0] as Option;
});

describe('bookings list: paging', () => {
  it('the unfiltered total equals the sum of the totals per status and grows by one with a new booking', async () => {
    const before = (await list(sparkle, 'pageNumber=1&pageSize=1')).body.data.total;
    const perStatus = await Promise.all(
      Array.from({ length: 10 }, (_, status) => list(sparkle, `pageNumber=1&pageSize=1&status=${status}`)),
    );
    expect(perStatus.reduce((sum, r) => sum + r.body.data.total, 0)).toBe(before);
    const created = await call<{ id: string }>('POST', '/orders', { ...auth(sparkle), body: bookingBody() });
    expect(created.status).toBe(201);
    expect((await list(sparkle, 'pageNumber=1&pageSize=1')).body.data.total).toBe(before + 1);
  });

  it('pages with a consistent total, a partial last page and an empty page past the end', async () => {
    const first = await list(sparkle, 'pageNumber=1&pageSize=10');
    expect(first.status).toBe(200);
    const { total } = first.body.data;
    expect(total).toBeGreaterThanOrEqual(400);
    expect(first.body.data.data).toHaveLength(10);

    const lastPage = Math.ceil(total / 7);
    const last = await list(sparkle, `pageNumber=${lastPage}&pageSize=7`);
    expect(last.body.data.total).toBe(total);
    expect(last.body.data.data).toHaveLength(total - 7 * (lastPage - 1));

    const past = await list(sparkle, `pageNumber=${lastPage + 1}&pageSize=7`);
    expect(past.body.data).toEqual({ data: [], total });

    const big = await list(sparkle, 'pageSize=100');
    expect(big.body.data.data).toHaveLength(100);
    // Defaults: page 1 of 10.
    const defaults = await call<List>('GET', '/orders', auth(sparkle));
    expect(defaults.body.data.data.map((r) => r.id)).toEqual(first.body.data.data.map((r) => r.id));
  });

  it('walks every row exactly once across pages', async () => {
    const { rows, total } = await allPages(sparkle, 'status=6');
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['pageNumber=0', 'pageNumber'],
    ['pageNumber=-3', 'pageNumber'],
    ['pageNumber=abc', 'pageNumber'],
    ['pageSize=1.5', 'pageSize'],
    ['pageSize=', 'pageSize'],
    ['pageNumber=99999999999999999999', 'pageNumber'],
    ['status=10', 'status'],
    ['status=-2', 'status'],
    ['status=pending', 'status'],
    ['startDate=yesterday', 'startDate'],
    ['endDate=2026-13-45', 'endDate'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'endDate'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers %s with 422 on %s, never 500', async (query, field) => {
    const result = await list(sparkle, query);
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toContain(field);
  });

  it('lists newest first and gives subOrderId = id', async () => {
    const { data } = (await list(sparkle, 'pageSize=100')).body.data;
    for (let i = 1; i < data.length; i++) {
      expect(Date.parse((data[i - 1] as Row).orderDate)).toBeGreaterThanOrEqual(Date.parse((data[i] as Row).orderDate));
    }
    for (const row of data) expect(row.subOrderId).toBe(row.id);
  });
});

describe('bookings list: filters and search', () => {
  it('filters by status; -1 means all', async () => {
    const all = (await list(sparkle, 'pageSize=1')).body.data.total;
    expect((await list(sparkle, 'pageSize=1&status=-1')).body.data.total).toBe(all);
    let sum = 0;
    for (const status of Object.keys(BOOKING_STATUS).map(Number)) {
      const result = await list(sparkle, `pageSize=100&status=${status}`);
      expect(result.status).toBe(200);
      for (const row of result.body.data.data) expect(row.status).toBe(status);
      sum += result.body.data.total;
    }
    expect(sum).toBe(all);
  });

  it('filters by a date range on the booking time, both ends inclusive', async () => {
    const { data } = (await list(sparkle, 'pageSize=100')).body.data;
    const newer = (data[20] as Row).orderDate;
    const older = (data[60] as Row).orderDate;
    const expected = data.filter((r) => r.orderDate >= older && r.orderDate <= newer).map((r) => r.id);
    const { rows, total } = await allPages(sparkle, `startDate=${older}&endDate=${newer}`);
    expect(rows).toHaveLength(total);
    // Every row in range; every row of the window in range is there (rows beyond the window can only be ties).
    for (const row of rows) expect(row.orderDate >= older && row.orderDate <= newer).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(expected));
    expect(total).toBeGreaterThanOrEqual(41);
  });

  it('takes a date-only endDate as the whole day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const todays = await allPages(sparkle, `startDate=${today}&endDate=${today}`);
    const since = await allPages(sparkle, `startDate=${today}`);
    expect(todays.total).toBe(since.total);
    for (const row of todays.rows) expect(row.orderDate.slice(0, 10)).toBe(today);
  });

  it('combines status, date range and search: every row matches and the total is the number of rows', async () => {
    const sample = (await list(sparkle, 'pageSize=50&status=6')).body.data.data;
    const product = (sample[0] as Row).productName as string;
    const term = product.slice(0, Math.min(product.length, 8)).toLowerCase();
    const start = new Date(Date.now() - 200 * 86_400_000).toISOString();
    const end = new Date().toISOString();
    const query = `status=6&startDate=${start}&endDate=${end}&search=${encodeURIComponent(term)}`;
    const { rows, total } = await allPages(sparkle, query);
    expect(total).toBeGreaterThan(0);
    expect(rows).toHaveLength(total);
    for (const row of rows) {
      expect(row.status).toBe(6);
      expect(row.orderDate >= start && row.orderDate <= end).toBe(true);
      const haystack = [
        row.productName,
        `${row.customerFirstName} ${row.customerLastName}`,
        row.merchantName,
        row.CustomerPhoneNumber,
        row.providerPhoneNumber,
      ]
        .join('|')
        .toLowerCase();
      expect(haystack.includes(term) || row.id.startsWith(term)).toBe(true);
    }
    // Narrower than each filter alone.
    expect(total).toBeLessThanOrEqual((await list(sparkle, 'status=6&pageSize=1')).body.data.total);
    expect(total).toBeLessThanOrEqual(
      (await list(sparkle, `search=${encodeURIComponent(term)}&pageSize=1`)).body.data.total,
    );
  });

  it('finds a booking by its ORD_ reference, with or without the prefix, in any case', async () => {
    const target = (await list(sparkle, 'pageSize=1&pageNumber=37')).body.data.data[0] as Row;
    for (const term of [ref(target.id), ref(target.id).toLowerCase(), target.id.slice(0, 8), target.id]) {
      const result = await list(sparkle, `search=${encodeURIComponent(term)}`);
      expect(result.status).toBe(200);
      expect(result.body.data.data.map((r) => r.id)).toContain(target.id);
      if (term.startsWith('ORD_') || term.startsWith('ord_')) {
        for (const row of result.body.data.data) expect(row.id.startsWith(target.id.slice(0, 8))).toBe(true);
      }
    }
    expect((await list(sparkle, 'search=ORD_zzzz')).body.data).toEqual({ data: [], total: 0 });
  });

  it('finds bookings by customer phone and by product name', async () => {
    const rows = (await list(sparkle, 'pageSize=30&pageNumber=3')).body.data.data;
    const withPhone = rows.find((r) => r.CustomerPhoneNumber) as Row;
    const phone = withPhone.CustomerPhoneNumber as string;
    const byPhone = await allPages(sparkle, `search=${phone}`);
    expect(byPhone.rows.map((r) => r.id)).toContain(withPhone.id);
    for (const row of byPhone.rows) {
      expect(
        row.CustomerPhoneNumber?.includes(phone) ||
          row.providerPhoneNumber?.includes(phone) ||
          row.id.startsWith(phone),
      ).toBe(true);
    }

    const target = rows[5] as Row;
    const name = (target.productName as string).toUpperCase();
    const byName = await allPages(sparkle, `search=${encodeURIComponent(name)}`);
    expect(byName.rows.map((r) => r.id)).toContain(target.id);
    for (const row of byName.rows) {
      const text = [row.productName, row.merchantName, `${row.customerFirstName} ${row.customerLastName}`]
        .join('|')
        .toUpperCase();
      expect(text.includes(name)).toBe(true);
    }
  });

  it('finds bookings by customer full name and provider name', async () => {
    const rows = (await list(sparkle, 'pageSize=20&pageNumber=5')).body.data.data;
    const target = rows[3] as Row;
    const fullName = `${target.customerFirstName} ${target.customerLastName}`;
    const byCustomer = await allPages(sparkle, `search=${encodeURIComponent(fullName.toLowerCase())}`);
    expect(byCustomer.rows.map((r) => r.id)).toContain(target.id);
    const byProvider = await allPages(sparkle, `search=${encodeURIComponent(target.merchantName as string)}`);
    expect(byProvider.rows.map((r) => r.id)).toContain(target.id);
  });

  it('keeps one customer’s or one provider’s bookings; another operator’s ids match nothing', async () => {
    const customer = sparkleCustomers[2] as Option;
    const provider = sparkleProviders[0] as Option;
    const booking = await createBooking({ customerId: customer.id, providerId: provider.id });
    const byCustomer = await allPages(sparkle, `customerId=${customer.id}`);
    expect(byCustomer.rows.map((r) => r.id)).toContain(booking.id);
    expect(byCustomer.total).toBe(byCustomer.rows.length);
    for (const row of byCustomer.rows) expect(`${row.customerFirstName} ${row.customerLastName}`).toBe(customer.label);
    const all = (await list(sparkle, 'pageSize=1')).body.data.total;
    expect(byCustomer.total).toBeLessThan(all);

    const byProvider = await allPages(sparkle, `providerId=${provider.id}&status=0`);
    expect(byProvider.rows.map((r) => r.id)).toContain(booking.id);
    for (const row of byProvider.rows) expect(row.status).toBe(0);
    const both = await allPages(sparkle, `providerId=${provider.id}&customerId=${customer.id}`);
    expect(both.rows.map((r) => r.id)).toContain(booking.id);
    expect(both.total).toBeLessThanOrEqual(byCustomer.total);

    for (const query of [`customerId=${ondaCustomer.id}`, `providerId=${ondaProvider.id}`]) {
      expect((await list(sparkle, query)).body.data).toEqual({ data: [], total: 0 });
    }
    const bad = await list(sparkle, 'customerId=nope');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('customerId');
  });

  it('takes LIKE wildcards literally and answers no match with an empty page', async () => {
    for (const term of ['%', '_', '\\', 'zzzz-no-such-thing']) {
      const result = await list(sparkle, `search=${encodeURIComponent(term)}`);
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({ data: [], total: 0 });
    }
    // Blank search = no search.
    const all = (await list(sparkle, 'pageSize=1')).body.data.total;
    expect((await list(sparkle, 'pageSize=1&search=%20%20')).body.data.total).toBe(all);
  });
});

describe('create a booking', () => {
  it('creates a Pending booking priced from the product, with history and a notification', async () => {
    const product = sparkleProducts[1] as Option;
    const created = await createBooking({
      productId: product.id,
      productQuantity: 3,
      orderDiscountType: 1,
      orderDiscount: 10,
      notes: '  Gate code 4411  ',
      address: 'Flat 12, MG Road',
    });
    const unit = price(product);
    expect(created.status).toBe(0);
    expect(created.unitPrice).toBe(unit);
    expect(created.productQuantity).toBe(3);
    expect(created.orderPrice).toBeCloseTo(Math.round(unit * 300 * 0.9) / 100, 2);
    expect(created.price).toMatchObject({ unitPrice: unit, quantity: 3, subtotal: unit * 3, discountType: 1 });
    expect(created.notes).toBe('Gate code 4411');
    expect(created.address).toBe('Flat 12, MG Road');
    expect(created.customer.id).toBe((sparkleCustomers[0] as Option).id);
    expect(created.provider.id).toBe((sparkleProviders[0] as Option).id);
    expect(created.product).toMatchObject({ id: product.id, name: product.label, basePrice: unit });
    expect([...created.allowedNextStatuses].sort()).toEqual([1, 7, 8, 9]);
    expect(created.editable).toBe(true);
    expect(created.history).toHaveLength(1);
    expect(created.history[0]).toMatchObject({ fromStatus: null, toStatus: 0, changedBy: { id: sparkle.user.id } });

    const detail = await call<Detail>('GET', `/orders/${created.id}`, auth(sparkle));
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(created);
    const first = (await list(sparkle, 'pageSize=5')).body.data.data.map((r) => r.id);
    expect(first).toContain(created.id);

    const notifications = await call('GET', '/notifications?pageSize=50', auth(sparkle));
    if (notifications.status !== 404) {
      expect(notifications.status).toBe(200);
      const mine = notifications.body.data.notifications.find(
        (n: { subOrderId: string | null }) => n.subOrderId === created.id,
      );
      expect(mine).toMatchObject({ pushType: 11, title: `New booking ${ref(created.id)}` });
    }
  });

  it('answers missing and malformed fields with 422 per field', async () => {
    const empty = await call('POST', '/orders', { ...auth(sparkle), body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(
      [
        'customerId',
        'orderDiscount',
        'orderDiscountType',
        'productId',
        'productQuantity',
        'providerId',
        'scheduledAt',
      ].sort(),
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ customerId: 'nope' }, 'customerId'],
      [{ scheduledAt: inDays(-1) }, 'scheduledAt'],
      [{ scheduledAt: 'tomorrow' }, 'scheduledAt'],
      [{ scheduledAt: '2099-01-01' }, 'scheduledAt'],
      [{ productQuantity: 0 }, 'productQuantity'],
      [{ productQuantity: 101 }, 'productQuantity'],
      [{ productQuantity: 1.5 }, 'productQuantity'],
      [{ orderDiscountType: 3 }, 'orderDiscountType'],
      [{ orderDiscount: -1 }, 'orderDiscount'],
      [{ orderDiscount: 1.234 }, 'orderDiscount'],
      [{ orderDiscountType: 1, orderDiscount: 101 }, 'orderDiscount'],
      [{ orderDiscountType: 2, orderDiscount: 10_000_000 }, 'orderDiscount'],
      [{ notes: 'n'.repeat(1001) }, 'notes'],
      [{ address: 'a'.repeat(501) }, 'address'],
      [{ customerId: '00000000-0000-4000-8000-000000000000' }, 'customerId'],
      [{ providerId: '00000000-0000-4000-8000-000000000000' }, 'providerId'],
      [{ productId: '00000000-0000-4000-8000-000000000000' }, 'productId'],
    ];
    for (const [override, field] of cases) {
      const result = await call('POST', '/orders', { ...auth(sparkle), body: bookingBody(override) });
      expect(result.status, JSON.stringify(override)).toBe(422);
      expect(Object.keys(result.body.errors ?? {}), JSON.stringify(override)).toEqual([field]);
    }
  });

  it('refuses another operator’s customer, provider and product with 422 on that field', async () => {
    for (const [field, id] of [
      ['customerId', ondaCustomer.id],
      ['providerId', ondaProvider.id],
      ['productId', ondaProduct.id],
    ] as const) {
      const result = await call('POST', '/orders', { ...auth(sparkle), body: bookingBody({ [field]: id }) });
      expect(result.status).toBe(422);
      expect(Object.keys(result.body.errors ?? {})).toEqual([field]);
    }
  });

  it('gives the pickers scoped, searchable options', async () => {
    const customer = sparkleCustomers[2] as Option;
    const found = await lookup(sparkle, 'customers', `search=${encodeURIComponent(customer.label)}&limit=50`);
    expect(found.map((o) => o.id)).toContain(customer.id);
    const phone = (customer.sublabel as string).split(' ').pop() as string;
    expect((await lookup(sparkle, 'customers', `search=${phone}`)).map((o) => o.id)).toContain(customer.id);
    expect(await lookup(sparkle, 'products', 'limit=3')).toHaveLength(3);
    const ondaIds = new Set((await lookup(onda, 'customers', 'limit=50')).map((o) => o.id));
    for (const o of await lookup(sparkle, 'customers', 'limit=50')) expect(ondaIds.has(o.id)).toBe(false);
    const bad = await call('GET', '/orders/lookups/products?limit=51', auth(sparkle));
    expect(bad.status).toBe(422);
  });
});

describe('booking detail', () => {
  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '12345']) {
      const result = await call('GET', `/orders/${id}`, auth(sparkle));
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ status: false, data: null });
    }
  });
});

describe('status transitions', () => {
  it('shares the transition model with the console', () => {
    for (let s = 0; s <= 9; s++) expect([...allowedNextStatuses(s)].sort()).toEqual(EXPECTED_NEXT[s]);
    expect(allowedNextStatuses(42)).toEqual([]);
  });

  it('allows exactly the transitions of the model (full 10 × 10 matrix)', { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    // Each from-status has its own bookings, so the ten rows of the matrix run side by side.
    const row = async (from: number) => {
      const allowed = EXPECTED_NEXT[from] as number[];
      // One booking for the refused targets (they change nothing), one per allowed target.
      const base = await createBooking();
      await walk(base.id, PATH_TO[from] as number[]);
      for (let to = 0; to <= 9; to++) {
        if (allowed.includes(to)) continue;
        const result = await setStatus(base.id, to);
        outcomes.push(`${from}->${to}:${result.status}`);
        expect(result.status, `${from} -> ${to}`).toBe(409);
        const fromLabel = BOOKING_STATUS[from as keyof typeof BOOKING_STATUS];
        const toLabel = BOOKING_STATUS[to as keyof typeof BOOKING_STATUS];
        if (from === to) expect(result.body.message).toContain(fromLabel);
        else expect(result.body.message).toBe(`A booking that is ${fromLabel} cannot become ${toLabel}`);
      }
      const unchanged = await call<Detail>('GET', `/orders/${base.id}`, auth(sparkle));
      expect(unchanged.body.data.status).toBe(from);
      expect(unchanged.body.data.history).toHaveLength(1 + (PATH_TO[from] as number[]).length);
      expect([...unchanged.body.data.allowedNextStatuses].sort()).toEqual(allowed);
      expect(unchanged.body.data.editable).toBe(from < 5);

      for (const [i, to] of allowed.entries()) {
        const booking = i === 0 ? base : await createBooking();
        if (i > 0) await walk(booking.id, PATH_TO[from] as number[]);
        const result = await setStatus(booking.id, to);
        outcomes.push(`${from}->${to}:${result.status}`);
        expect(result.status, `${from} -> ${to}: ${result.body.message}`).toBe(200);
        expect(result.body.data.status).toBe(to);
        expect(result.body.data.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to });
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(row));
    expect(outcomes).toHaveLength(100);
  });

  it('records who changed the status and the note, and notifies the admins', async () => {
    const booking = await createBooking();
    const result = await setStatus(booking.id, 1, '  Confirmed with the customer by phone  ');
    expect(result.status).toBe(200);
    expect(result.body.message).toBeTruthy();
    const entry = result.body.data.history.at(-1);
    expect(entry).toMatchObject({
      fromStatus: 0,
      toStatus: 1,
      note: 'Confirmed with the customer by phone',
      changedBy: { id: sparkle.user.id, name: `${sparkle.user.firstName} ${sparkle.user.lastName}` },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(Date.parse(result.body.data.history[0].createdAt));

    const notifications = await call('GET', '/notifications?pageSize=50', auth(sparkle));
    if (notifications.status !== 404) {
      const titles = notifications.body.data.notifications
        .filter((n: { subOrderId: string | null }) => n.subOrderId === booking.id)
        .map((n: { title: string; pushType: number }) => `${n.pushType} ${n.title}`);
      expect(titles).toContain(`11 Booking ${ref(booking.id)} is now Accepted`);
    }
  });

  it('applies only one of two concurrent changes; the other gets 409', async () => {
    const booking = await createBooking();
    const results = await Promise.all([setStatus(booking.id, 1), setStatus(booking.id, 8)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const detail = (await call<Detail>('GET', `/orders/${booking.id}`, auth(sparkle))).body.data;
    expect(detail.history).toHaveLength(2);
    const winner = results.find((r) => r.status === 200)?.body.data.status;
    expect(detail.status).toBe(winner);
  });

  it('validates the status body', async () => {
    const booking = await createBooking();
    for (const body of [{ status: 10 }, { status: -1 }, { status: '1' }, {}, { status: 1, note: 'n'.repeat(501) }]) {
      const result = await call('PATCH', `/orders/${booking.id}/status`, { ...auth(sparkle), body });
      expect(result.status, JSON.stringify(body)).toBe(422);
    }
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await setStatus('garbage', 1)).status).toBe(404);
  });
});

describe('edit a booking', () => {
  it('recomputes the price and records what changed', async () => {
    const product = sparkleProducts[0] as Option;
    const booking = await createBooking({ productQuantity: 1 });
    const unit = price(product);
    const discount = Math.min(50, unit);
    const result = await call<Detail>('PATCH', `/orders/${booking.id}`, {
      ...auth(sparkle),
      body: { productQuantity: 3, orderDiscountType: 2, orderDiscount: discount },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.productQuantity).toBe(3);
    expect(result.body.data.orderPrice).toBeCloseTo(unit * 3 - discount, 2);
    expect(result.body.data.price).toMatchObject({ subtotal: unit * 3, discountAmount: discount });
    const entry = result.body.data.history.at(-1);
    expect(entry).toMatchObject({ fromStatus: 0, toStatus: 0, changedBy: { id: sparkle.user.id } });
    expect(entry.note).toMatch(/quantity 1 → 3/i);
    expect(entry.note).toMatch(/price/);

    // Percentage discount on the new quantity.
    const pct = await call<Detail>('PATCH', `/orders/${booking.id}`, {
      ...auth(sparkle),
      body: { orderDiscountType: 1, orderDiscount: 20 },
    });
    expect(pct.status).toBe(200);
    expect(pct.body.data.orderPrice).toBeCloseTo(Math.round(unit * 300 * 0.8) / 100, 2);
  });

  it('reschedules and changes the provider, described in the history note', async () => {
    const booking = await createBooking();
    await walk(booking.id, [1, 2]);
    const provider = sparkleProviders[1] as Option;
    const when = inDays(5, 14);
    const result = await call<Detail>('PATCH', `/orders/${booking.id}`, {
      ...auth(sparkle),
      body: { scheduledAt: when, providerId: provider.id, notes: 'Bring a ladder' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.scheduledAt).toBe(when);
    expect(result.body.data.provider.id).toBe(provider.id);
    expect(result.body.data.merchantName).toBe(provider.label);
    expect(result.body.data.notes).toBe('Bring a ladder');
    expect(result.body.data.status).toBe(2);
    const note = result.body.data.history.at(-1).note as string;
    expect(note).toContain(`Rescheduled to ${when.slice(0, 16).replace('T', ' ')}`);
    expect(note).toContain(`provider changed to ${provider.label}`);
    expect(result.body.data.history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 2 });

    // The same values again change nothing and add no history.
    const again = await call<Detail>('PATCH', `/orders/${booking.id}`, {
      ...auth(sparkle),
      body: { notes: 'Bring a ladder' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.history).toHaveLength(result.body.data.history.length);
  });

  it('answers bad fields with 422 per field', async () => {
    const booking = await createBooking();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '_'],
      [{ scheduledAt: inDays(-2) }, 'scheduledAt'],
      [{ productQuantity: 0 }, 'productQuantity'],
      [{ orderDiscountType: 1, orderDiscount: 101 }, 'orderDiscount'],
      [{ orderDiscount: 10_000_000 }, 'orderDiscount'],
      [{ providerId: 'x' }, 'providerId'],
      [{ providerId: ondaProvider.id }, 'providerId'],
      [{ providerId: '00000000-0000-4000-8000-000000000000' }, 'providerId'],
      [{ notes: 'n'.repeat(1001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const result = await call('PATCH', `/orders/${booking.id}`, { ...auth(sparkle), body });
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(result.body.errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const detail = (await call<Detail>('GET', `/orders/${booking.id}`, auth(sparkle))).body.data;
    expect(detail.history).toHaveLength(1);
    expect(detail.orderPrice).toBe(booking.orderPrice);
  });

  it('refuses edits once the booking has started or ended (409)', async () => {
    const started = await createBooking();
    await walk(started.id, [1, 2, 3, 4, 5]);
    const cancelled = await createBooking();
    await walk(cancelled.id, [7]);
    for (const id of [started.id, cancelled.id]) {
      const result = await call('PATCH', `/orders/${id}`, { ...auth(sparkle), body: { notes: 'late change' } });
      expect(result.status).toBe(409);
      expect(result.body.message).toMatch(/can no longer be edited/);
    }
  });
});

describe('tenancy and access', () => {
  it('answers 404 to another operator’s booking on read, status change and edit, and changes nothing', async () => {
    const ondaBooking = (await list(onda, 'pageSize=1&status=0')).body.data.data[0] as Row;
    expect((await call('GET', `/orders/${ondaBooking.id}`, auth(sparkle))).status).toBe(404);
    expect((await setStatus(ondaBooking.id, 1, undefined, sparkle)).status).toBe(404);
    const edit = await call('PATCH', `/orders/${ondaBooking.id}`, { ...auth(sparkle), body: { notes: 'x' } });
    expect(edit.status).toBe(404);
    const own = await call<Detail>('GET', `/orders/${ondaBooking.id}`, auth(onda));
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe(0);
    expect(own.body.data.notes).not.toBe('x');
    // Not findable by reference from the other operator either.
    expect((await list(sparkle, `search=${ref(ondaBooking.id)}`)).body.data.total).toBe(0);
  });

  it('never lists another operator’s bookings', async () => {
    const [ondaRows, sparkleRows] = await Promise.all([allPages(onda, 'status=-1'), allPages(sparkle, 'status=-1')]);
    expect(ondaRows.rows).toHaveLength(ondaRows.total);
    const sparkleIds = new Set(sparkleRows.rows.map((r) => r.id));
    for (const row of ondaRows.rows) expect(sparkleIds.has(row.id)).toBe(false);
  });

  it('needs a token (401) and the caller’s own operator (403)', async () => {
    expect((await call('GET', '/orders')).status).toBe(401);
    expect((await call('GET', '/orders/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    expect((await call('POST', '/orders', { body: {} })).status).toBe(401);
    expect((await call('GET', '/orders/lookups/customers')).status).toBe(401);
    const crossed = await call('GET', '/orders', { ...auth(sparkle), operatorId: onda.user.operatorId });
    expect(crossed.status).toBe(403);
  });

  it('refuses a sub-admin without the bookings module (403) and lets ops@sparkle.test in', async () => {
    const spec = DEMO_OPERATORS.find((o) => o.key === 'sparkle');
    if (!spec) throw new Error('no sparkle operator in the seed');
    const rows = generateOperator(spec, { now: new Date(), bookings: 0, passwordHash: 'x' });
    const withoutBookings = rows.admins
      .filter((a) => a.role === 'SUB_ADMIN' && a.isActive && !(a.permissions ?? []).includes('bookings'))
      .map((a) => a.email)
      .sort();
    expect(withoutBookings.length).toBeGreaterThan(0);
    const outsider = await signIn(withoutBookings[0] as string);
    expect(outsider.modules).not.toContain('bookings');
    expect((await call('GET', '/orders', auth(outsider))).status).toBe(403);
    expect((await call('GET', '/orders/lookups/customers', auth(outsider))).status).toBe(403);
    expect((await call('POST', '/orders', { ...auth(outsider), body: bookingBody() })).status).toBe(403);

    const ops = await signIn('ops@sparkle.test');
    const listed = await call<List>('GET', '/orders?pageSize=5', auth(ops));
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe((await list(sparkle, 'pageSize=1')).body.data.total);
    const booking = await createBooking({}, ops);
    const accepted = await setStatus(booking.id, 1, undefined, ops);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.history.at(-1).changedBy.id).toBe(ops.user.id);
  });

  it('publishes the bookings endpoints in the OpenAPI document', async () => {
    const doc = await call('GET', '/openapi.json');
    const paths = Object.keys((doc.body as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/orders',
        '/api/v1/orders/{id}',
        '/api/v1/orders/{id}/status',
        '/api/v1/orders/lookups/customers',
      ]),
    );
  });
});
