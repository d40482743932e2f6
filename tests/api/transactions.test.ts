import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula } from '../../src/shared/csv';
import { minorToDecimal } from '../../src/shared/schemas/transactions';
import { apiUrl, call, type Login, signIn } from './helpers';

type Row = {
  id: string;
  orderId: string;
  amount: number;
  discount: number | null;
  type: number;
  status: number;
  createdAt: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  providerName: string | null;
};
type Page = { data: Row[]; total: number; totalCapped?: boolean };

let sparkle: Login;
let lotus: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let finance: Login; // Sparkle sub-admin: transactions, payouts

const list = (session: Login, query = '') => call<Page>('GET', `/transactions${query}`, { token: session.accessToken });

async function exportCsv(session: Login, query = '') {
  const response = await fetch(`${apiUrl}/api/v1/transactions/export${query}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every row matching `query`, all pages. */
async function allRows(session: Login, query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page < 500; page++) {
    const result = await list(session, `?pageSize=100&pageNumber=${page}${query ? `&${query}` : ''}`);
    expect(result.status).toBe(200);
    rows.push(...result.body.data.data);
    if (result.body.data.data.length < 100) break;
  }
  return rows;
}

beforeAll(async () => {
  [sparkle, lotus, ops, finance] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('admin@lotus.test'),
    signIn('ops@sparkle.test'),
    signIn('finance@sparkle.test'),
  ]);
});

describe('GET /transactions', () => {
  it('answers data.data + data.total, newest first, with amounts and discounts as integer minor units', async () => {
    const result = await list(sparkle, '?type=1');
    expect(result.status).toBe(200);
    const { data, total, totalCapped } = result.body.data;
    expect(total).toBeGreaterThan(100);
    expect(totalCapped).toBeUndefined();
    expect(data).toHaveLength(10);
    const times = data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'amount',
          'createdAt',
          'customerFirstName',
          'customerLastName',
          'discount',
          'id',
          'orderId',
          'providerName',
          'status',
          'type',
        ].sort(),
      );
      expect(Number.isInteger(row.amount)).toBe(true);
      expect(row.discount === null || Number.isInteger(row.discount)).toBe(true);
    }
    // Some seeded transactions have a discount, some none.
    const many = await allRows(sparkle, 'status=1');
    expect(many.some((r) => r.discount === null)).toBe(true);
    expect(many.some((r) => r.discount !== null && r.discount > 0)).toBe(true);
  });

  it('pages without overlap or gaps and answers 422 for bad paging, status, type or sort', async () => {
    const [first, second, both] = await Promise.all([
      list(sparkle, '?pageSize=5'),
      list(sparkle, '?pageSize=5&pageNumber=2'),
      list(sparkle, '?pageSize=10'),
    ]);
    expect([...first.body.data.data, ...second.body.data.data].map((r) => r.id)).toEqual(
      both.body.data.data.map((r) => r.id),
    );
    expect(first.body.data.total).toBe(both.body.data.total);
    for (const bad of [
      'pageSize=101',
      'pageNumber=0',
      'pageSize=abc',
      'status=4',
      'status=-2',
      'status=x',
      'type=0',
      'sortBy=id',
      'sortBy=amount;drop',
      'sortDir=up',
    ]) {
      const result = await list(sparkle, `?${bad}`);
      expect(result.status, bad).toBe(422);
      expect(result.body.status).toBe(false);
    }
  });

  it('filters by each status on the server, and -1 (or none) lists them all', async () => {
    const all = (await list(sparkle)).body.data.total;
    expect((await list(sparkle, '?status=-1')).body.data.total).toBe(all);
    let sum = 0;
    for (const status of [0, 1, 2, 3]) {
      const result = await list(sparkle, `?status=${status}&pageSize=100`);
      expect(result.status).toBe(200);
      // Seeded in every status.
      expect(result.body.data.total, `status ${status}`).toBeGreaterThan(0);
      expect(result.body.data.data.every((r) => r.status === status)).toBe(true);
      sum += result.body.data.total;
    }
    expect(sum).toBe(all);
  });

  it('searches by customer name, booking ref and transaction ref, taking % and _ literally', async () => {
    const sample = (await list(sparkle, '?pageSize=50&status=1')).body.data.data;
    const row = sample.find((r) => r.customerLastName) as Row;
    const name = `${row.customerFirstName} ${row.customerLastName}`;
    const byName = await allRows(sparkle, `search=${encodeURIComponent(name.toUpperCase())}`);
    expect(byName.map((r) => r.id)).toContain(row.id);
    expect(byName.every((r) => `${r.customerFirstName} ${r.customerLastName}`.includes(name))).toBe(true);

    const tnx = await list(sparkle, `?search=Tnx_${row.id.slice(0, 8).toUpperCase()}`);
    expect(tnx.body.data.data.map((r) => r.id)).toEqual([row.id]);

    const ord = await list(sparkle, `?search=ORD_${row.orderId.slice(0, 8)}`);
    expect(ord.body.data.data.length).toBeGreaterThan(0);
    expect(ord.body.data.data.every((r) => r.orderId === row.orderId)).toBe(true);
    expect(ord.body.data.data.map((r) => r.id)).toContain(row.id);

    for (const literal of ['%', '_', '\\', 'Tnx_zz', 'ORD_%']) {
      const result = await list(sparkle, `?search=${encodeURIComponent(literal)}`);
      expect(result.status, literal).toBe(200);
      expect(result.body.data.total, literal).toBe(0);
    }
  });

  it('sorts by a whitelisted column in both directions with a stable order', async () => {
    const asc = (await list(sparkle, '?sortBy=amount&sortDir=asc&pageSize=100')).body.data.data;
    const amounts = asc.map((r) => r.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const desc = (await list(sparkle, '?sortBy=amount&sortDir=desc&pageSize=100')).body.data.data;
    expect(desc[0]?.amount).toBeGreaterThanOrEqual(desc[desc.length - 1]?.amount ?? 0);
    // Paging through a sort with ties neither repeats nor skips a row.
    const [p1, p2, p12] = await Promise.all([
      list(sparkle, '?sortBy=status&pageSize=20'),
      list(sparkle, '?sortBy=status&pageSize=20&pageNumber=2'),
      list(sparkle, '?sortBy=status&pageSize=40'),
    ]);
    expect([...p1.body.data.data, ...p2.body.data.data].map((r) => r.id)).toEqual(p12.body.data.data.map((r) => r.id));
  });

  it("never lists another operator's transactions", async () => {
    const [mine, theirs] = await Promise.all([allRows(sparkle, 'status=3'), allRows(lotus, 'status=3')]);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    const lotusIds = new Set(theirs.map((r) => r.id));
    expect(mine.some((r) => lotusIds.has(r.id))).toBe(false);
    const probe = mine[0] as Row;
    const search = await list(lotus, `?search=Tnx_${probe.id.slice(0, 8)}`);
    expect(search.body.data.total).toBe(0);
    const exported = await exportCsv(lotus, `?search=Tnx_${probe.id.slice(0, 8)}`);
    expect(exported.headers.get('x-total-count')).toBe('0');
  });

  it('answers 401 without a token and 403 without the transactions module; the finance sub-admin may list', async () => {
    const anonymous = await call('GET', '/transactions');
    expect(anonymous.status).toBe(401);
    const anonymousExport = await fetch(`${apiUrl}/api/v1/transactions/export`);
    expect(anonymousExport.status).toBe(401);
    expect((await list(ops)).status).toBe(403);
    expect((await exportCsv(ops)).status).toBe(403);
    expect((await list(finance)).status).toBe(200);
  });
});

describe('GET /transactions/export', () => {
  it('writes the filtered rows in the list order, money as exact decimals, and no live formula cell', async () => {
    const query = 'status=2&sortBy=amount&sortDir=desc';
    const [rows, file] = await Promise.all([allRows(sparkle, query), exportCsv(sparkle, `?${query}`)]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toContain('transactions.csv');
    expect(Number(file.headers.get('x-total-count'))).toBe(rows.length);
    const parsed = Papa.parse<string[]>(file.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const [header, ...lines] = parsed;
    expect(header).toEqual([
      'id',
      'orderId',
      'customerFirstName',
      'customerLastName',
      'providerName',
      'amount',
      'discount',
      'type',
      'status',
      'statusLabel',
      'createdAt',
    ]);
    expect(lines.map((l) => l[0])).toEqual(rows.map((r) => r.id));
    lines.forEach((line, i) => {
      const row = rows[i] as Row;
      expect(line[5]).toBe(minorToDecimal(row.amount));
      expect(line[6]).toBe(row.discount === null ? '' : minorToDecimal(row.discount));
      expect(line[8]).toBe('2');
      expect(line[9]).toBe('Pending');
      for (const cell of line) expect(isLiveFormula(cell), cell).toBe(false);
    });
  });
});
