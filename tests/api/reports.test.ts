import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COMMISSION_BPS, REPORT_CSV_COLUMNS } from '../../src/shared/schemas/reports';
import { apiUrl, call, type Login, login, signIn } from './helpers';

// biome-ignore lint/suspicious/noExplicitAny: report rows differ per report
type AnyRow = Record<string, any>;
type Page = { data: AnyRow[]; total: number; totalCapped?: boolean };

let lotus: Login; // every module
let demo: Login; // another operator, every module
let ops: Login; // Sparkle sub-admin: dashboard and bookings only

const report = (session: Login, name: string, query = '') =>
  call<Page>('GET', `/reports/${name}${query}`, { token: session.accessToken });

async function exportCsv(session: Login, name: string, query = '') {
  const response = await fetch(`${apiUrl}/api/v1/reports/${name}/export${query}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded keeping a byte-order mark, so the test can see it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { status: response.status, headers: response.headers, text };
}

const parseCsv = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });

/** Every row of a report matching `query`, all pages. */
async function allRows(session: Login, name: string, query = ''): Promise<AnyRow[]> {
  const rows: AnyRow[] = [];
  for (let page = 1; page < 500; page++) {
    const result = await report(session, name, `?pageSize=100&pageNumber=${page}${query ? `&${query}` : ''}`);
    expect(result.status).toBe(200);
    rows.push(...result.body.data.data);
    if (result.body.data.data.length < 100) break;
  }
  return rows;
}

/** The bookings list's total for a query (an independent path: the bookings module's own SQL). */
async function bookingsTotal(session: Login, query: string): Promise<number> {
  const result = await call<{ total: number; totalCapped?: boolean }>('GET', `/orders?pageSize=1&${query}`, {
    token: session.accessToken,
  });
  expect(result.status).toBe(200);
  expect(result.body.data.totalCapped).toBeUndefined();
  return result.body.data.total;
}

/** Every booking of the operator as the bookings export writes it (status, product, quantity, price). */
async function bookingsCsv(session: Login, query = '') {
  const response = await fetch(`${apiUrl}/api/v1/orders/export${query}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status).toBe(200);
  return parseCsv(await response.text()).data;
}

const cents = (decimal: string | number) => Math.round(Number(decimal) * 100);
const commission = (revenue: number) => Math.round((revenue * REPORT_COMMISSION_BPS) / 10_000);

function expectSorted(values: number[], dir: 'asc' | 'desc') {
  const sorted = [...values].sort((a, b) => (dir === 'asc' ? a - b : b - a));
  expect(values).toEqual(sorted);
}

beforeAll(async () => {
  [lotus, demo, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@demo.test'),
    signIn('ops@sparkle.test'),
  ]);
});

describe('GET /reports/users', () => {
  it('counts each customer’s bookings like the bookings list does', async () => {
    const result = await report(lotus, 'users', '?sortBy=totalOrders&sortDir=desc&pageSize=5');
    expect(result.status).toBe(200);
    const { data, total } = result.body.data;
    expect(total).toBeGreaterThan(5);
    expect(data).toHaveLength(5);
    expectSorted(
      data.map((r) => r.totalOrders),
      'desc',
    );
    expect(data[0]?.totalOrders).toBeGreaterThan(0);
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(
        ['countryCode', 'email', 'id', 'name', 'phone', 'registrationDate', 'totalOrders'].sort(),
      );
      expect(row.totalOrders).toBe(await bookingsTotal(lotus, `customerId=${row.id}`));
    }
  });

  it('pages without repeating or skipping rows, and searches name, email or phone', async () => {
    const ten = (await report(lotus, 'users', '?sortBy=totalOrders&pageSize=10')).body.data.data;
    const first = (await report(lotus, 'users', '?sortBy=totalOrders&pageSize=5&pageNumber=1')).body.data.data;
    const second = (await report(lotus, 'users', '?sortBy=totalOrders&pageSize=5&pageNumber=2')).body.data.data;
    expect([...first, ...second].map((r) => r.id)).toEqual(ten.map((r) => r.id));

    const term = String(ten[0]?.name).split(' ')[0] ?? '';
    const found = await allRows(lotus, 'users', `search=${encodeURIComponent(term)}`);
    expect(found.length).toBeGreaterThan(0);
    for (const row of found)
      expect(`${row.name} ${row.email} ${row.phone}`.toLowerCase()).toContain(term.toLowerCase());
    expect((await report(lotus, 'users', '?search=%25%25no-such-customer')).body.data.total).toBe(0);
  });
});

describe('GET /reports/orders', () => {
  it('lists the bookings the bookings list has, under the same filters', async () => {
    const all = await report(lotus, 'orders');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(await bookingsTotal(lotus, ''));
    const row = all.body.data.data[0] as AnyRow;
    expect(row.products).toMatch(/ × \d+$/);
    expect(Number.isInteger(row.orderPrice)).toBe(true);
    expect(row.status).toBe(row.bookingStatus < 6 ? 'Active' : 'Inactive');

    const supplierId = all.body.data.data.find((r) => r.supplierId)?.supplierId as string;
    const range = 'startDate=2020-01-01&endDate=2100-12-31';
    const filtered = await report(lotus, 'orders', `?supplierId=${supplierId}&${range}`);
    expect(filtered.body.data.total).toBe(await bookingsTotal(lotus, `providerId=${supplierId}&${range}`));

    let active = 0;
    for (const status of [0, 1, 2, 3, 4, 5])
      active += await bookingsTotal(lotus, `providerId=${supplierId}&status=${status}`);
    const activeRows = await allRows(lotus, 'orders', `supplierId=${supplierId}&status=active`);
    expect(activeRows).toHaveLength(active);
    for (const r of activeRows) expect(r.status).toBe('Active');
  });

  it('searches the customer’s name or email, the supplier’s name and the product’s name — in every order', async () => {
    const all = await allRows(lotus, 'orders');
    // `products` is "<name> × <quantity>", "—" for a deleted product (which no search finds).
    const productName = (r: AnyRow) => String(r.products).replace(/ × \d+$/, '');
    const hasProduct = (r: AnyRow) => productName(r) !== '—';
    const matches = (term: string) => (r: AnyRow) =>
      [r.username, r.email, r.supplier, hasProduct(r) ? productName(r) : null].some((text) =>
        String(text ?? '')
          .toLowerCase()
          .includes(term.toLowerCase()),
      );
    const withSupplier = all.find((r) => r.supplier) as AnyRow;
    const terms = [
      String(all[0]?.username).split(' ')[0] as string, // a customer's first name
      String(all.find((r) => r.email)?.email)
        .split('@')[0]
        ?.toUpperCase() as string, // an email, in capitals
      String(withSupplier.supplier).split(' ').at(-1) as string, // a word of a supplier's name
      productName(all.find(hasProduct) as AnyRow).slice(0, 5), // the start of a product's name
    ];
    for (const term of terms) {
      const expected = all.filter(matches(term)).map((r) => r.id);
      expect(expected.length, term).toBeGreaterThan(0);
      const q = `search=${encodeURIComponent(term)}`;
      const found = await allRows(lotus, 'orders', q);
      expect(found.map((r) => r.id).sort(), term).toEqual([...expected].sort());
      // The total counts the matches once each, whichever of the customer, supplier and product match.
      expect((await report(lotus, 'orders', `?${q}&pageSize=1`)).body.data.total, term).toBe(expected.length);
      // The walks of the text sorts filter the same bookings.
      for (const sortBy of ['supplier', 'username', 'products']) {
        const walked = await allRows(lotus, 'orders', `${q}&sortBy=${sortBy}&sortDir=desc`);
        expect(walked.map((r) => r.id).sort(), `${term} by ${sortBy}`).toEqual([...expected].sort());
      }
    }
    // A term in many customers', suppliers' and products' names counts a booking that matches twice once.
    const common = all.filter(matches('an'));
    expect(common.filter((r) => matches('an')({ ...r, username: '', email: '' })).length).toBeGreaterThan(0);
    expect((await report(lotus, 'orders', '?search=an&pageSize=1')).body.data.total).toBe(common.length);
    // `%` is a literal, and a term nobody has matches nothing.
    expect((await report(lotus, 'orders', '?search=%25%25')).body.data.total).toBe(0);
    expect((await report(lotus, 'orders', '?search=zz-no-such-thing')).body.data.total).toBe(0);
  });

  it('sorts by price on the server and refuses an unknown column or a reversed range (422)', async () => {
    const rows = (await report(lotus, 'orders', '?sortBy=orderPrice&sortDir=asc&pageSize=50')).body.data.data;
    expectSorted(
      rows.map((r) => r.orderPrice),
      'asc',
    );
    const bad = await report(lotus, 'orders', '?sortBy=password');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.sortBy).toBeDefined();
    const reversed = await report(lotus, 'orders', '?startDate=2026-05-01&endDate=2026-04-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors?.endDate).toBeDefined();
    expect((await report(lotus, 'orders', '?status=open')).status).toBe(422);
    expect((await report(lotus, 'orders', '?pageSize=1000')).status).toBe(422);
  });
});

describe('GET /reports/suppliers', () => {
  it('computes orders, delivered, revenue and commission as the bookings list’s own figures', async () => {
    const result = await report(lotus, 'suppliers', '?pageSize=3');
    expect(result.status).toBe(200);
    const rows = result.body.data.data;
    expect(rows).toHaveLength(3);
    expectSorted(
      rows.map((r) => r.revenue),
      'desc',
    );
    for (const row of rows) {
      expect(row.orders).toBe(await bookingsTotal(lotus, `providerId=${row.id}`));
      expect(row.delivered).toBe(await bookingsTotal(lotus, `providerId=${row.id}&status=6`));
      const delivered = await bookingsCsv(lotus, `?providerId=${row.id}&status=6`);
      expect(delivered).toHaveLength(row.delivered);
      expect(row.revenue).toBe(delivered.reduce((sum, b) => sum + cents(b.orderPrice ?? 0), 0));
      expect(row.revenue).toBeGreaterThan(0);
      expect(row.commission).toBe(commission(row.revenue));
    }
  });

  it('filters on the registration date', async () => {
    const all = await allRows(lotus, 'suppliers');
    const dates = all.map((r) => r.registered as string).sort();
    const middle = (dates[Math.floor(dates.length / 2)] as string).slice(0, 10);
    const after = await allRows(lotus, 'suppliers', `startDate=${middle}`);
    expect(after.length).toBe(all.filter((r) => r.registered.slice(0, 10) >= middle).length);
    const upTo = await allRows(lotus, 'suppliers', `endDate=${middle}`);
    expect(upTo.length).toBe(all.filter((r) => r.registered.slice(0, 10) <= middle).length);
  });
});

describe('GET /reports/agents', () => {
  it('gives each agent its merchant’s bookings in the date range', async () => {
    const withSupplier = (await allRows(lotus, 'agents')).filter((r) => r.supplierId);
    expect(withSupplier.length).toBeGreaterThan(0);
    const agent = withSupplier[0] as AnyRow;
    const range = 'startDate=2020-01-01&endDate=2100-01-01';
    const rows = await allRows(lotus, 'agents', `supplierId=${agent.supplierId}&${range}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.supplierId).toBe(agent.supplierId);
      expect(row.totalOrders).toBe(await bookingsTotal(lotus, `providerId=${agent.supplierId}&${range}`));
      expect(row.delivered).toBe(await bookingsTotal(lotus, `providerId=${agent.supplierId}&status=6&${range}`));
    }
    // A range before any booking: every agent at zero.
    const empty = await allRows(lotus, 'agents', 'startDate=2000-01-01&endDate=2000-01-02');
    for (const row of empty) expect([row.totalOrders, row.delivered, row.revenue]).toEqual([0, 0, 0]);
  });
});

describe('GET /reports/products', () => {
  it('sums units, revenue and demand like the bookings export does', async () => {
    const products = await allRows(lotus, 'products');
    const bookings = await bookingsCsv(lotus);
    const names = new Map<string, number>();
    for (const p of products) names.set(p.productName, (names.get(p.productName) ?? 0) + 1);
    let checked = 0;
    for (const product of products.slice(0, 10)) {
      if (names.get(product.productName) !== 1) continue; // the export names products, not ids
      const mine = bookings.filter((b) => b.productName === product.productName);
      const delivered = mine.filter((b) => b.status === '6');
      const sold = delivered.reduce((n, b) => n + Number(b.productQuantity), 0);
      const revenue = delivered.reduce((n, b) => n + cents(b.orderPrice ?? 0), 0);
      expect(product.totalSold).toBe(sold);
      expect(product.totalRevenue).toBe(revenue);
      expect(product.demand).toBe(
        mine.filter((b) => Number(b.status) <= 6).reduce((n, b) => n + Number(b.productQuantity), 0),
      );
      expect(product.profit).toBe(commission(revenue));
      if (sold > 0) {
        expect(product.averageSellingPrice).toBe(Math.round(revenue / sold));
        expect(product.averageCostPrice).toBe(Math.round((revenue - commission(revenue)) / sold));
        expect(product.sellingPriceRange.min).toBeLessThanOrEqual(product.sellingPriceRange.max);
      } else {
        expect(product.averageSellingPrice).toBeNull();
        expect(product.sellingPriceRange).toBeNull();
      }
      expect(product.totalCurrentSupply).toBeLessThanOrEqual(product.numberOfSuppliers);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('filters by a category of any level and sorts by units sold', async () => {
    const rows = await allRows(lotus, 'products', 'sortBy=totalSold&sortDir=desc');
    expectSorted(
      rows.map((r) => r.totalSold),
      'desc',
    );
    const categoryId = rows.find((r) => r.categoryId)?.categoryId as string;
    const inCategory = await allRows(lotus, 'products', `categoryId=${categoryId}`);
    expect(inCategory.length).toBe(rows.filter((r) => r.categoryId === categoryId).length);
    expect((await report(lotus, 'products', '?categoryId=nope')).status).toBe(422);
  });
});

describe('GET /reports/orders in the orders that walk customers, suppliers or products', () => {
  it.each([
    ['username', 'asc', 'username'],
    ['email', 'desc', 'email'],
    ['supplier', 'asc', 'supplier'],
    ['products', 'desc', 'products'],
  ] as const)(
    'by %s (%s): small pages, large pages and the export give the same rows in the same order',
    async (sortBy, sortDir, key) => {
      const query = `sortBy=${sortBy}&sortDir=${sortDir}&status=inactive`;
      const rows = await allRows(lotus, 'orders', query);
      expect(rows.length).toBeGreaterThan(150);
      // Pages of 2 (fewer than most customers' bookings): each walk step reads only the rows up to the end of the
      // page, which must not change the rows or their order.
      const small: AnyRow[] = [];
      for (let page = 1; page <= 60; page++)
        small.push(...(await report(lotus, 'orders', `?${query}&pageSize=2&pageNumber=${page}`)).body.data.data);
      expect(small.map((r) => r.id)).toEqual(rows.slice(0, 120).map((r) => r.id));
      const file = await exportCsv(lotus, 'orders', `?${query}`);
      expect(parseCsv(file.text).data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
      // Each customer's or supplier's bookings come together, newest first in an ascending order; a product's name
      // comes in one run (two products may share a name, and the row carries no product id).
      const group = (r: AnyRow) =>
        key === 'products'
          ? String(r.products).replace(/ × \d+$/, '')
          : key === 'supplier'
            ? String(r.supplierId)
            : String(r.user);
      const seen = new Set<string>();
      for (const [i, r] of rows.entries()) {
        const previous = rows[i - 1];
        if (previous && group(previous) === group(r)) {
          if (key === 'products') continue;
          const [a, b] = [Date.parse(previous.createdOn), Date.parse(r.createdOn)];
          if (sortDir === 'asc') expect(a).toBeGreaterThanOrEqual(b);
          else expect(a).toBeLessThanOrEqual(b);
        } else {
          expect(seen.has(group(r)), `${group(r)} comes back later`).toBe(false);
          seen.add(group(r));
        }
      }
    },
  );
});

describe('GET /reports/{name}/export', () => {
  it.each([
    ['users', 'sortBy=name'],
    ['orders', 'status=inactive&sortBy=createdOn&sortDir=asc'],
    ['suppliers', 'startDate=2020-01-01&sortBy=orders'],
    ['agents', 'sortBy=name&sortDir=desc'],
    ['products', 'sortBy=demand'],
  ] as const)('writes exactly the %s report’s filtered rows, in its order', async (name, query) => {
    const rows = await allRows(lotus, name, query);
    const file = await exportCsv(lotus, name, `?${query}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toContain(`report-${name}.csv`);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(file.text);
    expect(parsed.meta.fields).toEqual([...REPORT_CSV_COLUMNS[name]]);
    expect(parsed.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(Number(file.headers.get('x-total-count'))).toBe(rows.length);
  });

  it('escapes a name a spreadsheet would run as a formula, and keeps it from the other operator', async () => {
    const name = `=HYPERLINK("http://evil.test","report ${Date.now()}")`;
    const created = await call('POST', '/agents', {
      token: lotus.accessToken,
      body: { name, agentEmail: `report-${Date.now()}@agents.test`, agentPhone: '+91 98450 12345', merchantId: null },
    });
    expect(created.status).toBe(201);
    const file = await exportCsv(lotus, 'agents', '?search=evil.test');
    const cells = parseCsv(file.text).data;
    expect(cells.map((r) => r.name)).toContain(`'${name}`);
    expect((await report(demo, 'agents', '?search=evil.test')).body.data.total).toBe(0);
    expect((await exportCsv(demo, 'agents', '?search=evil.test')).text).not.toContain('evil.test');
  });
});

describe('tenancy and permissions', () => {
  it('never shows another operator’s rows', async () => {
    for (const name of ['users', 'orders', 'suppliers', 'agents', 'products']) {
      const mine = new Set((await allRows(lotus, name)).map((r) => r.id));
      const theirs = (await report(demo, name, '?pageSize=100')).body.data.data;
      expect(theirs.length).toBeGreaterThan(0);
      for (const row of theirs) expect(mine.has(row.id)).toBe(false);
    }
    // Another operator's supplier as a filter matches nothing.
    const foreign = (await report(demo, 'suppliers', '?pageSize=1')).body.data.data[0]?.id as string;
    expect((await report(lotus, 'orders', `?supplierId=${foreign}`)).body.data.total).toBe(0);
    expect((await report(lotus, 'agents', `?supplierId=${foreign}`)).body.data.total).toBe(0);
  });

  it('answers 401 without a token and 403 to a sub-admin without the reports module', async () => {
    expect((await call('GET', '/reports/users')).status).toBe(401);
    expect((await report(ops, 'users')).status).toBe(403);
    expect((await exportCsv(ops, 'products')).status).toBe(403);
  });
});

describe('booking aggregates (decision 013)', () => {
  type Option = { id: string };
  const find = async (name: string, id: string) => (await allRows(lotus, name)).find((r) => r.id === id) as AnyRow;
  const lookup = async (path: string) =>
    (await call<Option[]>('GET', `/orders/lookups/${path}`, { token: lotus.accessToken })).body.data;

  it('follow a booking created, delivered and cancelled in the same transaction as the write', async () => {
    const customer = (await lookup('customers?limit=5'))[0] as Option;
    const provider = (await lookup('providers?limit=5'))[0] as Option;
    const product = (await lookup(`products?limit=5&providerId=${provider.id}`))[0] as Option;
    const figures = async () => ({
      user: await find('users', customer.id),
      supplier: await find('suppliers', provider.id),
      product: await find('products', product.id),
    });
    const before = await figures();
    const create = async () => {
      const created = await call<{ id: string; orderPrice: number | string }>('POST', '/orders', {
        token: lotus.accessToken,
        body: {
          customerId: customer.id,
          providerId: provider.id,
          productId: product.id,
          scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          productQuantity: 3,
          orderDiscountType: 2,
          orderDiscount: 0,
        },
      });
      expect(created.status).toBe(201);
      return created.body.data;
    };
    const move = async (id: string, status: number) =>
      expect((await call('PATCH', `/orders/${id}/status`, { token: lotus.accessToken, body: { status } })).status).toBe(
        200,
      );

    const delivered = await create();
    const cancelled = await create();
    const opened = await figures();
    expect(opened.user.totalOrders).toBe(before.user.totalOrders + 2);
    expect(opened.supplier.orders).toBe(before.supplier.orders + 2);
    expect(opened.supplier.delivered).toBe(before.supplier.delivered);
    expect(opened.product.demand).toBe(before.product.demand + 6);
    expect(opened.product.totalSold).toBe(before.product.totalSold);

    for (const status of [1, 2, 3, 4, 5, 6]) await move(delivered.id, status);
    await move(cancelled.id, 7);
    const after = await figures();
    const price = cents(delivered.orderPrice);
    expect(after.user.totalOrders).toBe(before.user.totalOrders + 2);
    expect(after.supplier.orders).toBe(before.supplier.orders + 2);
    expect(after.supplier.delivered).toBe(before.supplier.delivered + 1);
    expect(after.supplier.revenue).toBe(before.supplier.revenue + price);
    expect(after.supplier.commission).toBe(commission(before.supplier.revenue + price));
    expect(after.product.demand).toBe(before.product.demand + 3);
    expect(after.product.totalSold).toBe(before.product.totalSold + 3);
    expect(after.product.totalRevenue).toBe(before.product.totalRevenue + price);
    expect(after.product.numberOfSuppliers).toBeGreaterThanOrEqual(1);
    const range = after.product.sellingPriceRange as { min: number; max: number };
    const unit = price / 3;
    expect(range.min).toBeLessThanOrEqual(unit);
    expect(range.max).toBeGreaterThanOrEqual(unit);

    // The Agent report's figures of that supplier, today only, through the date filter's day and part-day paths.
    const today = new Date().toISOString().slice(0, 10);
    const agents = await allRows(lotus, 'agents', `supplierId=${provider.id}&startDate=${today}&endDate=${today}`);
    const partDay = await allRows(
      lotus,
      'agents',
      `supplierId=${provider.id}&startDate=${today}T00:00:01Z&endDate=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    for (const row of [...agents, ...partDay]) expect(row.totalOrders).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /reports/options/{suppliers,categories} (the tabs’ filter dropdowns)', () => {
  type Option = { id: string; name: string; detail: string | null };
  const options = (session: Login, kind: string, query = '') =>
    call<{ options: Option[] }>('GET', `/reports/options/${kind}${query}`, { token: session.accessToken });
  const names = (list: Option[]) => list.map((o) => o.name);
  const byName = (a: string, b: string) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

  it('offers the operator’s suppliers by name — the Supplier report’s rows — searched, at most 50', async () => {
    const suppliers = await allRows(lotus, 'suppliers');
    const all = await options(lotus, 'suppliers');
    expect(all.status).toBe(200);
    const list = all.body.data.options;
    expect(list).toHaveLength(Math.min(50, suppliers.length));
    expect(names(list)).toEqual([...names(list)].sort(byName));
    const row = new Map(suppliers.map((r) => [r.id as string, r]));
    for (const option of list) {
      expect(Object.keys(option).sort()).toEqual(['detail', 'id', 'name']);
      expect(option.name).toBe(row.get(option.id)?.name);
      // The email (else the phone) tells two suppliers of one name apart.
      if (row.get(option.id)?.email) expect(option.detail).toBe(row.get(option.id)?.email);
    }

    const wanted = suppliers[suppliers.length - 1] as AnyRow;
    const term = String(wanted.name).slice(1, 6);
    const found = (await options(lotus, 'suppliers', `?search=${encodeURIComponent(term.toUpperCase())}`)).body.data
      .options;
    expect(found.map((o) => o.id)).toContain(wanted.id);
    for (const option of found) expect(option.name.toLowerCase()).toContain(term.toLowerCase());
    // %, _ and \ are taken literally.
    expect((await options(lotus, 'suppliers', '?search=%25%25')).body.data.options).toEqual([]);
  });

  it('resolves one supplier by its id (a link’s filter after a reload); another operator’s id is no option', async () => {
    const wanted = (await allRows(lotus, 'suppliers')).filter((r) => r.email).at(-1) as AnyRow;
    const one = await options(lotus, 'suppliers', `?id=${wanted.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.options).toEqual([{ id: wanted.id, name: wanted.name, detail: wanted.email }]);

    const foreign = (await report(demo, 'suppliers', '?pageSize=1')).body.data.data[0] as AnyRow;
    expect((await options(demo, 'suppliers', `?id=${foreign.id}`)).body.data.options).toHaveLength(1);
    expect((await options(lotus, 'suppliers', `?id=${foreign.id}`)).body.data.options).toEqual([]);
    expect(
      (await options(lotus, 'suppliers', `?search=${encodeURIComponent(foreign.name)}`)).body.data.options.map(
        (o) => o.id,
      ),
    ).not.toContain(foreign.id);
    expect((await options(lotus, 'suppliers', '?id=not-an-id')).status).toBe(422);
    expect((await options(lotus, 'suppliers', `?search=${'x'.repeat(101)}`)).status).toBe(422);
  });

  it('offers categories of every level named by their path; filtering the Product tab by one gives its products', async () => {
    const all = await options(lotus, 'categories');
    expect(all.status).toBe(200);
    const list = all.body.data.options;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(names(list)).toEqual([...names(list)].sort(byName));

    // A product's own category, by id: its path ends with the name the Product report shows.
    const product = (await allRows(lotus, 'products')).find((r) => r.categoryId) as AnyRow;
    const own = (await options(lotus, 'categories', `?id=${product.categoryId}`)).body.data.options;
    expect(own).toHaveLength(1);
    const path = (own[0] as Option).name.split(' › ');
    expect(path.at(-1)).toBe(product.categoryName);
    expect(path.length).toBeGreaterThan(1);
    expect((own[0] as Option).detail).toBeNull();

    // Its top-level category is an option too, found by name; the search matches anywhere in the path.
    const top = (await options(lotus, 'categories', `?search=${encodeURIComponent(path[0] as string)}`)).body.data
      .options;
    const topOption = top.find((o) => o.name === path[0]) as Option;
    expect(topOption).toBeDefined();
    for (const option of top) expect(option.name.toLowerCase()).toContain(String(path[0]).toLowerCase());
    expect(top.map((o) => o.name)).toContain((own[0] as Option).name);

    // The Product tab filtered by that top category: each product's category sits under it.
    const inTop = await allRows(lotus, 'products', `categoryId=${topOption.id}`);
    expect(inTop.map((r) => r.id)).toContain(product.id);
    for (const row of inTop) {
      const under = (await options(lotus, 'categories', `?id=${row.categoryId}`)).body.data.options[0] as Option;
      expect(`${under.name} › `.startsWith(`${topOption.name} › `)).toBe(true);
    }

    const foreign = (await options(demo, 'categories')).body.data.options[0] as Option;
    expect((await options(lotus, 'categories', `?id=${foreign.id}`)).body.data.options).toEqual([]);
  });

  it('are open to a sub-admin with reports but not merchants or catalogues; 403 without reports, 401 without a token', async () => {
    const reader = await teamMember(lotus, ['reports']);
    expect((await call('GET', '/merchants', { token: reader.accessToken })).status).toBe(403);
    expect((await call('GET', '/categories', { token: reader.accessToken })).status).toBe(403);
    const suppliers = await options(reader, 'suppliers');
    expect(suppliers.status).toBe(200);
    expect(suppliers.body.data.options).toEqual((await options(lotus, 'suppliers')).body.data.options);
    expect((await options(reader, 'categories')).status).toBe(200);

    expect((await options(ops, 'suppliers')).status).toBe(403);
    expect((await options(ops, 'categories')).status).toBe(403);
    expect((await call('GET', '/reports/options/suppliers')).status).toBe(401);
  });
});

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A new sub-admin of `owner`'s operator with only `modules`, signed in. */
async function teamMember(owner: Login, modules: string[]): Promise<Login> {
  const form = new FormData();
  form.set('file', new Blob([PNG]), 'image.png');
  form.set('flag', 'profile');
  const uploaded = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const profileImage = ((await uploaded.json()) as { data: { image: string } }).data.image;
  const tag = randomUUID().slice(0, 8);
  const email = `reports.${tag}@lotus.test`;
  const password = 'Team@2026x';
  const created = await call('POST', '/sub-admins', {
    token: owner.accessToken,
    body: {
      firstName: 'Report',
      lastName: `Reader ${tag}`,
      email,
      countryCode: '+91',
      countryCodeIso: 'IN',
      phoneNumber: '98450 12345',
      profileImage,
      password,
      confirmPassword: password,
      permissions: modules.map((module) => ({ module })),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const signedIn = await login(email, password);
  expect(signedIn.status).toBe(200);
  return signedIn.body.data;
}
