import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Login, signIn } from './helpers';

/**
 * The list contract every list shares, on bookings: server sort by a whitelist (422 otherwise) with a
 * total order, the CSV export of exactly the filtered and sorted rows, bulk status changes that report
 * per row, and saved views that only their owner can see or change.
 */

type Row = { id: string; status: number; orderPrice: number; orderDate: string; customerFirstName: string | null };
type List = { data: Row[]; total: number };
type Option = { id: string; label: string; sublabel: string | null };
type View = {
  id: string;
  screen: string;
  name: string;
  query: Record<string, unknown>;
  columns: string[] | null;
  isDefault: boolean;
};

let sparkle: Login;
let ops: Login;
let onda: Login;
let customer: Option;
let provider: Option;
let product: Option;

const auth = (s: Login) => ({ token: s.accessToken });

async function allPages(session: Login, query: string, pageSize = 100): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = -1;
  for (let page = 1; page < 200; page++) {
    const result = await call<List>('GET', `/orders?${query}&pageSize=${pageSize}&pageNumber=${page}`, auth(session));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    if (total === -1) total = result.body.data.total;
    expect(result.body.data.total).toBe(total);
    rows.push(...result.body.data.data);
    if (result.body.data.data.length < pageSize) break;
  }
  return { rows, total };
}

async function lookup(session: Login, path: string): Promise<Option> {
  const result = await call<Option[]>('GET', `/orders/lookups/${path}`, auth(session));
  expect(result.status).toBe(200);
  return result.body.data[0] as Option;
}

async function createBooking(): Promise<string> {
  const at = new Date(Date.now() + 3 * 86_400_000);
  at.setUTCHours(10, 0, 0, 0);
  const result = await call<{ id: string }>('POST', '/orders', {
    ...auth(sparkle),
    body: {
      customerId: customer.id,
      providerId: provider.id,
      productId: product.id,
      scheduledAt: at.toISOString(),
      productQuantity: 1,
      orderDiscountType: 2,
      orderDiscount: 0,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data.id;
}

const status = async (id: string) => (await call<Row>('GET', `/orders/${id}`, auth(sparkle))).body.data.status;

beforeAll(async () => {
  [sparkle, ops, onda] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
    signIn('admin@onda.test'),
  ]);
  customer = await lookup(sparkle, 'customers?limit=1');
  provider = await lookup(sparkle, 'providers?limit=1');
  product = await lookup(sparkle, `products?limit=1&providerId=${provider.id}`);
});

describe('list sort', () => {
  it('answers 422 on the sortBy field for a column the list does not declare sortable, and on a bad sortDir', async () => {
    for (const query of ['sortBy=password', 'sortBy=id;drop table orders', 'sortBy=merchantName', 'sortBy=']) {
      const result = await call('GET', `/orders?${query}`, auth(sparkle));
      expect(result.status, query).toBe(422);
      expect(Object.keys(result.body.errors ?? {}), query).toContain('sortBy');
    }
    const dir = await call('GET', '/orders?sortBy=orderPrice&sortDir=up', auth(sparkle));
    expect(dir.status).toBe(422);
    expect(Object.keys(dir.body.errors ?? {})).toContain('sortDir');
  });

  it('sorts by price both ways, ties by newest booking, and the export of the same query is in the same order', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const { rows, total } = await allPages(sparkle, `status=1&sortBy=orderPrice&sortDir=${dir}`);
      expect(rows.length).toBe(total);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1] as Row, rows[i] as Row];
        if (dir === 'asc') expect(a.orderPrice).toBeLessThanOrEqual(b.orderPrice);
        else expect(a.orderPrice).toBeGreaterThanOrEqual(b.orderPrice);
      }
    }
  });

  it('walks every row exactly once across pages for every sortable field, whatever the page size', async () => {
    for (const sortBy of ['orderDate', 'orderPrice', 'status', 'customerFirstName']) {
      for (const sortDir of ['asc', 'desc']) {
        const query = `startDate=2000-01-01&sortBy=${sortBy}&sortDir=${sortDir}`;
        const small = await allPages(sparkle, query, 37);
        const ids = small.rows.map((r) => r.id);
        expect(new Set(ids).size, `${sortBy} ${sortDir}`).toBe(ids.length);
        expect(ids.length, `${sortBy} ${sortDir}`).toBe(small.total);
        // Another page size gives the same order: the order is total, not an accident of paging.
        const large = await allPages(sparkle, query, 100);
        expect(large.rows.map((r) => r.id)).toEqual(ids);
      }
    }
  });

  it('orders by status and by customer name as asked', async () => {
    const byStatus = (await allPages(sparkle, 'search=a&sortBy=status&sortDir=desc')).rows.map((r) => r.status);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => b - a));
    const names = (await allPages(sparkle, 'search=a&sortBy=customerFirstName&sortDir=asc')).rows.map(
      (r) => r.customerFirstName ?? '',
    );
    // PostgreSQL orders by its collation: every name is at or after the previous in the database's own order,
    // checked here for the first letter (case-insensitively), which every collation agrees on for A–Z.
    const initials = names.map((n) => n.charAt(0).toLowerCase()).filter((c) => /[a-z]/.test(c));
    expect(initials).toEqual([...initials].sort());
  });
});

describe('list export', () => {
  it('exports exactly the filtered rows in the list’s order, with the count in X-Total-Count', async () => {
    const query = 'status=1&sortBy=orderPrice&sortDir=asc';
    const { rows, total } = await allPages(sparkle, query);
    const result = await call<string>('GET', `/orders/export?${query}`, auth(sparkle));
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(result.headers.get('content-disposition')).toContain('bookings.csv');
    expect(Number(result.headers.get('x-total-count'))).toBe(total);
    const parsed = Papa.parse<Record<string, string>>(result.body.data.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(parsed.data.every((r) => r.status === '1')).toBe(true);
  });

  it('exports nothing of another operator and refuses a bad sort with 422', async () => {
    const mine = await call<string>('GET', '/orders/export?search=zzzz-no-such-booking', auth(onda));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-total-count')).toBe('0');
    expect((await call('GET', '/orders/export?sortBy=nope', auth(sparkle))).status).toBe(422);
  });
});

describe('bulk status change', () => {
  it('applies what the transition model allows and reports each refused booking with its code and reason', async () => {
    const [a, b, cancelled] = [await createBooking(), await createBooking(), await createBooking()];
    expect((await call('PATCH', `/orders/${cancelled}/status`, { ...auth(sparkle), body: { status: 7 } })).status).toBe(
      200,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = await call<{
      applied: { id: string; fromStatus: number; toStatus: number }[];
      refused: { id: string; code: string; params: Record<string, unknown>; message: string }[];
    }>('POST', '/orders/bulk/status', { ...auth(sparkle), body: { status: 1, ids: [a, b, cancelled, unknown] } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.applied.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(result.body.data.applied.every((r) => r.fromStatus === 0 && r.toStatus === 1)).toBe(true);
    const refused = Object.fromEntries(result.body.data.refused.map((r) => [r.id, r]));
    expect(refused[cancelled]?.code).toBe('booking.transition_refused');
    expect(refused[cancelled]?.params).toMatchObject({ from: 7, to: 1 });
    expect(refused[cancelled]?.message).toBeTruthy();
    expect(refused[unknown]?.code).toBe('booking.not_found');
    expect([await status(a), await status(b), await status(cancelled)]).toEqual([1, 1, 7]);
  });

  it('treats another operator’s booking as unknown and changes nothing of it', async () => {
    const theirs = (await call<List>('GET', '/orders?pageSize=1&status=0', auth(onda))).body.data.data[0] as Row;
    const result = await call('POST', '/orders/bulk/status', {
      ...auth(sparkle),
      body: { status: 7, ids: [theirs.id] },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.applied).toEqual([]);
    expect(result.body.data.refused[0].code).toBe('booking.not_found');
    const after = await call<Row>('GET', `/orders/${theirs.id}`, auth(onda));
    expect(after.body.data.status).toBe(0);
  });

  it('applies to every booking matching a filter, and reports every matching booking it refuses', async () => {
    const mine = await createBooking();
    const ref = `ORD_${mine.slice(0, 8)}`;
    const result = await call('POST', '/orders/bulk/status', {
      ...auth(sparkle),
      body: { status: 8, filter: { search: ref, status: 0 } },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.applied.map((r: { id: string }) => r.id)).toContain(mine);
    expect(await status(mine)).toBe(8);
    // No booking may move back to Pending: every booking of the operator is matched and refused, none changes.
    const { total } = (await call<List>('GET', '/orders?pageSize=1', auth(sparkle))).body.data;
    expect(total).toBeLessThanOrEqual(1000);
    const all = await call('POST', '/orders/bulk/status', { ...auth(sparkle), body: { status: 0, filter: {} } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.applied).toEqual([]);
    expect(all.body.data.refused).toHaveLength(total);
    for (const refusal of all.body.data.refused as { code: string; params: { status?: number } }[]) {
      // Pending ones are already there; the others may not go back.
      if (refusal.code === 'booking.already_in_status') expect(refusal.params.status).toBe(0);
      else expect(refusal.code).toBe('booking.transition_refused');
    }
  });

  it('refuses more than 1000 selected bookings at once with 422', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const result = await call('POST', '/orders/bulk/status', { ...auth(sparkle), body: { status: 7, ids } });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toContain('ids');
  });

  it('needs exactly one of ids and filter', async () => {
    for (const body of [{ status: 1 }, { status: 1, ids: [], filter: {} }, { status: 1, ids: [] }]) {
      const result = await call('POST', '/orders/bulk/status', { ...auth(sparkle), body });
      expect(result.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('saved views', () => {
  const create = (session: Login, body: Record<string, unknown>) =>
    call<View>('POST', '/saved-views', { ...auth(session), body: { screen: 'bookings', ...body } });
  const list = async (session: Login) =>
    (await call<View[]>('GET', '/saved-views?screen=bookings', auth(session))).body.data;

  it('keeps a user’s views on the server: create, list by name, rename, one default, delete', async () => {
    const first = await create(sparkle, {
      name: 'Accepted by price',
      query: { status: 1, sortBy: 'orderPrice', sortDir: 'asc', pageSize: 20 },
      columns: ['id', 'orderPrice', 'status'],
      isDefault: true,
    });
    expect(first.status).toBe(201);
    const second = await create(sparkle, { name: 'Cancelled', query: { status: 7 }, isDefault: true });
    expect(second.status).toBe(201);
    let views = await list(sparkle);
    expect(views.map((v) => v.name)).toEqual(expect.arrayContaining(['Accepted by price', 'Cancelled']));
    // A new default replaces the previous one.
    expect(views.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['Cancelled']);
    expect(views.find((v) => v.name === 'Accepted by price')?.columns).toEqual(['id', 'orderPrice', 'status']);

    const renamed = await call<View>('PATCH', `/saved-views/${first.body.data.id}`, {
      ...auth(sparkle),
      body: { name: 'Accepted, cheapest first', isDefault: true },
    });
    expect(renamed.status).toBe(200);
    views = await list(sparkle);
    expect(views.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['Accepted, cheapest first']);

    const taken = await call('PATCH', `/saved-views/${first.body.data.id}`, {
      ...auth(sparkle),
      body: { name: 'Cancelled' },
    });
    expect(taken.status).toBe(409);
    expect((await create(sparkle, { name: 'Cancelled', query: {} })).status).toBe(409);

    for (const view of [first, second]) {
      expect((await call('DELETE', `/saved-views/${view.body.data.id}`, auth(sparkle))).status).toBe(200);
    }
    expect((await list(sparkle)).map((v) => v.id)).not.toContain(first.body.data.id);
  });

  it('hides a view from another user of the same operator and from another operator: 404 to read, change or delete', async () => {
    const mine = await create(sparkle, { name: `Private ${Date.now()}`, query: { status: 2 } });
    expect(mine.status).toBe(201);
    const id = mine.body.data.id;
    for (const other of [ops, onda]) {
      expect((await list(other)).map((v) => v.id)).not.toContain(id);
      const patch = await call('PATCH', `/saved-views/${id}`, { ...auth(other), body: { name: 'Mine now' } });
      expect(patch.status, other.user.email).toBe(404);
      expect((await call('DELETE', `/saved-views/${id}`, auth(other))).status, other.user.email).toBe(404);
    }
    const still = (await list(sparkle)).find((v) => v.id === id);
    expect(still?.name).toBe(mine.body.data.name);
    // The same name is free for another user.
    expect((await create(ops, { name: mine.body.data.name, query: {} })).status).toBe(201);
  });

  it('validates the screen, the name and the query', async () => {
    const bad = [
      { screen: 'passwords', name: 'x', query: {} },
      { name: '', query: {} },
      { name: 'x'.repeat(61), query: {} },
      { name: 'x', query: { 'bad key': 1 } },
      { name: 'x', query: { status: { nested: true } } },
    ];
    for (const body of bad) {
      const result = await call('POST', '/saved-views', { ...auth(sparkle), body: { screen: 'bookings', ...body } });
      expect(result.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call('GET', '/saved-views?screen=nope', auth(sparkle))).status).toBe(422);
  });
});

describe('every list sorts by its whitelist through the same helper', () => {
  /** All rows of a bare-array list (merchants, payouts) with the total from X-Total-Count. */
  async function bareList<T>(path: string, query: string): Promise<{ rows: T[]; total: number }> {
    const rows: T[] = [];
    let total = -1;
    for (let page = 1; page < 100; page++) {
      const result = await call<T[]>('GET', `${path}?${query}&pageSize=50&pageNumber=${page}`, auth(sparkle));
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      total = Number(result.headers.get('x-total-count'));
      rows.push(...result.body.data);
      if (result.body.data.length < 50) break;
    }
    return { rows, total };
  }

  it('merchants: 422 on an unknown sortBy; by rating both ways with a total order; status filters', async () => {
    expect((await call('GET', '/merchants?sortBy=password', auth(sparkle))).status).toBe(422);
    expect((await call('GET', '/merchants?status=2', auth(sparkle))).status).toBe(422);
    type M = { id: string; rating: number | null; status: boolean; name: string };
    const desc = await bareList<M>('/merchants', 'sortBy=rating&sortDir=desc');
    expect(desc.rows.length).toBe(desc.total);
    expect(new Set(desc.rows.map((r) => r.id)).size).toBe(desc.total);
    const ratings = desc.rows.map((r) => r.rating).filter((r): r is number => r !== null);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const active = await bareList<M>('/merchants', 'status=1');
    const inactive = await bareList<M>('/merchants', 'status=0');
    expect(active.rows.every((r) => r.status)).toBe(true);
    expect(inactive.rows.every((r) => !r.status)).toBe(true);
    expect(active.total + inactive.total).toBe(desc.total);
  });

  it('merchants: the export holds the filtered rows in the list’s order', async () => {
    type M = { id: string };
    const { rows } = await bareList<M>('/merchants', 'status=1&sortBy=name&sortDir=asc');
    const result = await call<string>('GET', '/merchants/export?status=1&sortBy=name&sortDir=asc', auth(sparkle));
    expect(result.status).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(result.body.data.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(Number(result.headers.get('x-total-count'))).toBe(rows.length);
  });

  it('payouts: 422 on an unknown sortBy; by amount with a total order', async () => {
    const finance = await signIn('finance@sparkle.test');
    expect((await call('GET', '/payouts?sortBy=proof', auth(finance))).status).toBe(422);
    const result = await call<{ id: string; amount: number }[]>(
      'GET',
      '/payouts?sortBy=amount&sortDir=asc&pageSize=100',
      auth(finance),
    );
    expect(result.status).toBe(200);
    const amounts = result.body.data.map((r) => r.amount);
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});
