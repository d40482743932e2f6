import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula } from '../../src/shared/csv';
import { apiUrl, call, type Login, type Result, signIn } from './helpers';

type Row = {
  id: string;
  name: string;
  email: string | null;
  address: string | null;
  phone: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  businessType: string | null;
  workingHours: string | null;
  rating: number | null;
  servicable: boolean;
  verified: boolean;
  status: boolean;
  createdAt: string;
};
type ImportAnswer = {
  status: number;
  replayed: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read field by field
  body: Result<any>['body'];
};

// Mutations run on Lotus (and Demo for the odd one), whose providers no other API test relies on.
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let finance: Login; // Sparkle sub-admin: transactions, payouts

const auth = (s: Login) => ({ token: s.accessToken });
const HEADER =
  'id,name,firstName,lastName,email,countryCode,phoneNumber,address,businessType,workingHours,servicable,verified,status';

async function list(session: Login, query = '') {
  return call<Row[]>('GET', `/merchants${query}`, auth(session));
}

async function exportCsv(session: Login): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${apiUrl}/api/v1/merchants/export`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function importCsv(
  session: Login,
  content: string | Uint8Array<ArrayBuffer>,
  options: { key?: string; name?: string; field?: string; query?: string } = {},
): Promise<ImportAnswer> {
  const form = new FormData();
  form.set(options.field ?? 'file', new Blob([content], { type: 'text/csv' }), options.name ?? 'merchants.csv');
  const response = await fetch(`${apiUrl}/api/v1/merchants/import${options.query ?? ''}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
    },
    body: form,
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: await response.json(),
  };
}

/** Every merchant of `session`'s operator, all pages. */
async function allMerchants(session: Login): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page < 200; page++) {
    const result = await list(session, `?pageSize=100&pageNumber=${page}`);
    expect(result.status).toBe(200);
    rows.push(...result.body.data);
    if (result.body.data.length < 100) break;
  }
  return rows;
}

async function findById(session: Login, id: string): Promise<Row | undefined> {
  return (await allMerchants(session)).find((r) => r.id === id);
}

const csvLine = (cells: (string | number | boolean)[]) =>
  cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',');

beforeAll(async () => {
  [lotus, sparkle, ops, finance] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
    signIn('finance@sparkle.test'),
  ]);
});

describe('GET /merchants', () => {
  it('answers a bare array, newest first, the first 100 without paging, and the total in X-Total-Count', async () => {
    const result = await list(sparkle);
    expect(result.status).toBe(200);
    expect(Array.isArray(result.body.data)).toBe(true);
    const total = Number(result.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(100);
    expect(result.body.data).toHaveLength(100);
    const times = result.body.data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const row = result.body.data[0] as Row;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'email',
        'address',
        'phone',
        'businessType',
        'workingHours',
        'rating',
        'servicable',
        'status',
        'createdAt',
      ]),
    );
    expect(typeof row.status).toBe('boolean');
    const withPhone = result.body.data.find((r) => r.phoneNumber) as Row;
    // In international format (libphonenumber-js), formatted by the server: the same digits, grouped.
    expect(withPhone.phone?.startsWith(`${withPhone.countryCode} `)).toBe(true);
    expect(withPhone.phone?.replace(/\D/g, '')).toBe(
      `${withPhone.countryCode}${withPhone.phoneNumber}`.replace(/\D/g, ''),
    );
  });

  it('pages without overlap and answers 422 for pageSize 101 or pageNumber 0', async () => {
    const [first, second] = await Promise.all([
      list(sparkle, '?pageSize=5'),
      list(sparkle, '?pageSize=5&pageNumber=2'),
    ]);
    expect(first.body.data).toHaveLength(5);
    const ids = new Set(first.body.data.map((r) => r.id));
    expect(second.body.data.some((r) => ids.has(r.id))).toBe(false);
    for (const query of ['?pageSize=101', '?pageNumber=0', '?pageSize=-1']) {
      expect((await list(sparkle, query)).status, query).toBe(422);
    }
  });

  it('searches by name, email and phone number, case-insensitively', async () => {
    const sample = (await list(sparkle, '?pageSize=20')).body.data.find((r) => r.email && r.phoneNumber) as Row;
    const byName = await list(sparkle, `?search=${encodeURIComponent(sample.name.toUpperCase())}`);
    expect(byName.body.data.map((r) => r.id)).toContain(sample.id);
    const byEmail = await list(sparkle, `?search=${encodeURIComponent(sample.email ?? '')}`);
    expect(byEmail.body.data.map((r) => r.id)).toEqual([sample.id]);
    const byPhone = await list(sparkle, `?search=${sample.phoneNumber}`);
    expect(byPhone.body.data.map((r) => r.id)).toContain(sample.id);
    const none = await list(sparkle, `?search=${encodeURIComponent('%_')}`);
    expect(none.body.data).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('sub-admin without merchants gets 403 on every merchants route', async () => {
    const someId = (await list(sparkle, '?pageSize=1')).body.data[0]?.id as string;
    for (const session of [ops, finance]) {
      expect(session.modules).not.toContain('merchants');
      expect((await list(session)).status).toBe(403);
      expect((await exportCsv(session)).status).toBe(403);
      expect((await importCsv(session, `${HEADER}\n`)).status).toBe(403);
      expect(
        (await call('PATCH', `/merchants/${someId}/status`, { ...auth(session), body: { status: false } })).status,
      ).toBe(403);
      expect((await call('DELETE', `/merchants/${someId}`, auth(session))).status).toBe(403);
    }
    expect((await findById(sparkle, someId))?.id).toBe(someId);
  });
});

describe('merchant status and delete', () => {
  it('toggles a merchant’s status and deletes it; its payouts stay', async () => {
    const target = (await list(lotus, '?pageSize=30')).body.data.find((r) => r.status) as Row;
    const off = await call<Row>('PATCH', `/merchants/${target.id}/status`, { ...auth(lotus), body: { status: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: target.id, status: false, name: target.name });
    expect((await findById(lotus, target.id))?.status).toBe(false);
    const on = await call<Row>('PATCH', `/merchants/${target.id}/status`, { ...auth(lotus), body: { status: true } });
    expect(on.body.data.status).toBe(true);
    for (const body of [{ status: 'false' }, { status: 0 }, {}, { status: null }]) {
      expect((await call('PATCH', `/merchants/${target.id}/status`, { ...auth(lotus), body })).status).toBe(422);
    }

    const victim = (await list(lotus, '?pageSize=100')).body.data.at(-1) as Row;
    const deleted = await call('DELETE', `/merchants/${victim.id}`, auth(lotus));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: victim.id });
    expect(await findById(lotus, victim.id)).toBeUndefined();
    expect((await call('DELETE', `/merchants/${victim.id}`, auth(lotus))).status).toBe(404);
    expect((await call('GET', '/payouts?pageSize=5', auth(lotus))).status).toBe(200);
  });

  it("another operator's merchant id answers 404 like an unknown one and is left as it was", async () => {
    const theirs = (await list(sparkle, '?pageSize=1')).body.data[0] as Row;
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      const status = await call('PATCH', `/merchants/${id}/status`, {
        ...auth(lotus),
        body: { status: !theirs.status },
      });
      expect(status.status, id).toBe(404);
      expect(status.body.message).toBe('Merchant not found');
      const removed = await call('DELETE', `/merchants/${id}`, auth(lotus));
      expect(removed.status, id).toBe(404);
      expect(removed.body.message).toBe('Merchant not found');
    }
    expect(await findById(sparkle, theirs.id)).toEqual(theirs);
  });
});

describe('GET /merchants/export', () => {
  it('answers every merchant of the operator as the attachment merchants.csv', async () => {
    const exported = await exportCsv(sparkle);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="merchants.csv"');
    const rows = Papa.parse<string[]>(exported.text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...HEADER.split(','), 'rating', 'createdAt']);
    const merchants = await allMerchants(sparkle);
    expect(rows).toHaveLength(merchants.length + 1);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(merchants.map((m) => m.id)));
    const lotusIds = new Set((await allMerchants(lotus)).map((m) => m.id));
    expect(rows.some((r) => lotusIds.has(r[0] as string))).toBe(false);
  });
});

describe('POST /merchants/import', () => {
  it('import then export round-trips: nothing changes', async () => {
    const before = await exportCsv(lotus);
    const answer = await importCsv(lotus, before.text);
    expect(answer.status, JSON.stringify(answer.body.errors ?? {}).slice(0, 300)).toBe(200);
    const count = Papa.parse(before.text, { skipEmptyLines: true }).data.length - 1;
    expect(answer.body.data).toEqual({ created: 0, updated: 0, unchanged: count, skipped: [] });
    expect((await exportCsv(lotus)).text).toBe(before.text);
  });

  it('creates rows with new ids, updates rows with known ids, and skips and reports rows without an id', async () => {
    const existing = (await list(lotus, '?pageSize=3')).body.data;
    const [a, b] = existing as [Row, Row];
    const newId = randomUUID();
    const text = [
      HEADER,
      csvLine([
        newId,
        'Imported Plumbing Co',
        '',
        '',
        'imported@lotus.test',
        '+86',
        '13800000000',
        '1 Import Rd',
        'Company',
        'Mon-Fri 09:00-17:00',
        'yes',
        'false',
        '1',
      ]),
      csvLine(['', 'No id here', '', '', '', '', '', '', '', '', '', '', '']),
      '',
      csvLine([
        a.id,
        a.name,
        '',
        '',
        'changed@lotus.test',
        a.countryCode ?? '',
        a.phoneNumber ?? '',
        a.address ?? '',
        a.businessType ?? '',
        a.workingHours ?? '',
        String(a.servicable),
        String(a.verified),
        String(a.status),
      ]),
      csvLine([
        b.id,
        `${b.name} (renamed)`,
        '',
        '',
        b.email ?? '',
        b.countryCode ?? '',
        b.phoneNumber ?? '',
        '',
        b.businessType ?? '',
        b.workingHours ?? '',
        '',
        '',
        'false',
      ]),
    ].join('\r\n');
    const answer = await importCsv(lotus, text);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      created: 1,
      updated: 2,
      unchanged: 0,
      skipped: [{ row: 3, reason: 'no id', code: 'import.no_id', params: {}, message: 'No id' }],
    });
    expect(answer.body.code).toBe('import.done');
    expect(answer.body.params).toEqual({ created: 1, updated: 2, unchanged: 0, skipped: 1 });

    const created = await findById(lotus, newId);
    expect(created).toMatchObject({
      name: 'Imported Plumbing Co',
      email: 'imported@lotus.test',
      phone: '+86 138 0000 0000',
      servicable: true,
      verified: false,
      status: true,
      rating: null,
    });
    expect((await findById(lotus, a.id))?.email).toBe('changed@lotus.test');
    // Blank booleans keep their value; a blank address clears it.
    expect(await findById(lotus, b.id)).toMatchObject({
      name: `${b.name} (renamed)`,
      address: null,
      servicable: b.servicable,
      verified: b.verified,
      status: false,
    });
    expect((await list(lotus, '?search=No%20id%20here')).body.data).toEqual([]);
  });

  it('an import with only some columns changes only those', async () => {
    const target = (await list(lotus, '?pageSize=5')).body.data[4] as Row;
    const answer = await importCsv(lotus, `id,name\n${target.id},Only The Name Changed\n`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 0, updated: 1 });
    expect(await findById(lotus, target.id)).toEqual({ ...target, name: 'Only The Name Changed' });
  });

  it('an import with one bad row applies nothing and names the row', async () => {
    const before = await exportCsv(lotus);
    const good = randomUUID();
    const target = (await list(lotus, '?pageSize=1')).body.data[0] as Row;
    const text = [
      'id,name,email,servicable',
      `${good},Fine Merchant,fine@lotus.test,true`,
      `${target.id},Renamed But Rolled Back,,`,
      `${randomUUID()},Bad Email,not-an-email,maybe`,
      `not-a-uuid,,ok@lotus.test,`,
    ].join('\n');
    const answer = await importCsv(lotus, text);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Nothing was imported: 2 rows are not valid');
    expect(answer.body).toMatchObject({ code: 'import.rows_invalid', params: { count: 2 } });
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(
      ['rows.4.email', 'rows.4.servicable', 'rows.5.id', 'rows.5.name'].sort(),
    );
    expect(answer.body.data.failed.map((f: { row: number }) => f.row)).toEqual([4, 5]);
    expect(Object.keys(answer.body.data.failed[0].errors).sort()).toEqual(['email', 'servicable']);
    // Each cell's own reason (what the console shows), not "This value is not valid".
    expect(answer.body.errorCodes).toEqual({
      'rows.4.email': [{ code: 'invalid_email', params: {} }],
      'rows.4.servicable': [{ code: 'validations.boolean', params: {} }],
      'rows.5.id': [{ code: 'validations.id', params: {} }],
      'rows.5.name': [{ code: 'validations.required', params: {} }],
    });
    expect(answer.body.errors?.['rows.4.servicable']).toEqual(['Must be true or false']);
    expect(await findById(lotus, good)).toBeUndefined();
    expect((await exportCsv(lotus)).text).toBe(before.text);
  });

  it("other operator's merchant id in an import fails that row and leaves their row untouched", async () => {
    const theirs = (await list(sparkle, '?pageSize=1')).body.data[0] as Row;
    const fresh = randomUUID();
    const text = `id,name,email\n${fresh},Would Be New,new@lotus.test\n${theirs.id},Hijacked,evil@lotus.test\n`;
    const answer = await importCsv(lotus, text);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['rows.3.id']);
    expect(answer.body.data.failed).toEqual([
      {
        row: 3,
        errors: { id: [expect.any(String)] },
        errorCodes: { id: [{ code: 'import.id_of_other', params: {} }] },
      },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(theirs.name);
    expect(JSON.stringify(answer.body)).not.toContain(theirs.email ?? '@@');
    expect(await findById(sparkle, theirs.id)).toEqual(theirs);
    expect(await findById(lotus, fresh)).toBeUndefined();
    expect(await findById(lotus, theirs.id)).toBeUndefined();
  });

  it('refuses the same id twice, a file without id or name columns, and an empty file', async () => {
    const id = randomUUID();
    const twice = await importCsv(lotus, `id,name\n${id},One\n${id.toUpperCase()},Two\n`);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'rows.3.id': ['The same id appears on row 2'] });
    expect(twice.body.errorCodes).toEqual({ 'rows.3.id': [{ code: 'import.duplicate_id', params: { row: 2 } }] });
    for (const text of ['name,email\nA,a@b.co\n', 'id,email\n', '', '\r\n\r\n']) {
      const answer = await importCsv(lotus, text);
      expect(answer.status, JSON.stringify(text)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(text)).toEqual(['file']);
      expect(answer.body.data).toBeNull();
    }
    const headerOnly = await importCsv(lotus, `${HEADER}\r\n`);
    expect(headerOnly.status).toBe(200);
    expect(headerOnly.body.data).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: [] });
    expect(await findById(lotus, id)).toBeUndefined();
  });

  it('judges the file by its content: binary 415, not UTF-8 415, over 4 MB 413, over 10000 rows 422, no file 422, JSON 415', async () => {
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    expect((await importCsv(lotus, png, { name: 'merchants.csv' })).status).toBe(415);
    expect((await importCsv(lotus, `id,name\n${randomUUID()},a\u0000b\n`)).status).toBe(415);
    const latin1 = Uint8Array.from([...Buffer.from(`id,name\n${randomUUID()},Jo`), 0xe3, 0x6f, 0x0a]);
    expect((await importCsv(lotus, latin1)).status).toBe(415);
    const utf16 = Uint8Array.from(Buffer.from(`\ufeffid,name\n`, 'utf16le'));
    expect((await importCsv(lotus, utf16)).status).toBe(415);
    const huge = await importCsv(lotus, `id,name\n${'x'.repeat(4 * 1024 * 1024)}\n`);
    expect(huge.status).toBe(413);
    const many = ['id,name', ...Array.from({ length: 10_001 }, () => `${randomUUID()},Too Many`)].join('\n');
    const tooMany = await importCsv(lotus, many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.file?.[0]).toMatch(/10000/);
    expect((await importCsv(lotus, 'id,name\n', { field: 'other' })).status).toBe(422);
    const json = await call('POST', '/merchants/import', { ...auth(lotus), body: { file: 'id,name' } });
    expect(json.status).toBe(415);
    expect((await list(lotus, '?search=Too%20Many')).body.data).toEqual([]);
  });

  it('stores formula-like names as written and exports them escaped, and reads them back unchanged', async () => {
    const names = ['=HYPERLINK("http://evil.example","open")', '+1', '-2', '@SUM(1)', '\t=1+2', '\r=3', "'plain"];
    // A leading apostrophe before a formula is the spreadsheet's "this is text" mark (as the export writes it).
    const written = [...names, "'=marked as text", "''=one apostrophe kept"];
    const stored = [...names, '=marked as text', "'=one apostrophe kept"];
    const ids = written.map(() => randomUUID());
    const text = toCsvText([
      ['id', 'name', 'verified'],
      ...written.map((name, i) => [ids[i] as string, name, 'false']),
    ]);
    const answer = await importCsv(lotus, text);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.created).toBe(written.length);
    const after = await allMerchants(lotus);
    expect(ids.map((id) => after.find((m) => m.id === id)?.name)).toEqual(stored);
    const exported = await exportCsv(lotus);
    for (const row of Papa.parse<string[]>(exported.text, { skipEmptyLines: true }).data) {
      for (const cell of row) expect(isLiveFormula(cell), cell).toBe(false);
    }
    const again = await importCsv(lotus, exported.text);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0 });
  });

  it('honours the Idempotency-Key: a replay answers the first result and creates nothing twice', async () => {
    const key = randomUUID();
    const id = randomUUID();
    const text = `id,name,verified\n${id},Keyed Import,false\n`;
    const first = await importCsv(lotus, text, { key });
    expect(first.status).toBe(200);
    expect(first.body.data.created).toBe(1);
    const replay = await importCsv(lotus, text, { key, name: 'renamed.csv' });
    expect(replay.status).toBe(200);
    expect(replay.replayed).toBe(true);
    expect(replay.body).toEqual(first.body);
    const other = await importCsv(lotus, `id,name\n${randomUUID()},Another File\n`, { key });
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('Idempotency-Key');
    expect((await list(lotus, '?search=Another%20File')).body.data).toEqual([]);
    // A refused import's answer is stored and replayed too.
    const badKey = randomUUID();
    const bad = `id,name,email\n${randomUUID()},Bad,nope\n`;
    const refused = await importCsv(lotus, bad, { key: badKey });
    expect(refused.status).toBe(422);
    const refusedAgain = await importCsv(lotus, bad, { key: badKey });
    expect(refusedAgain.replayed).toBe(true);
    expect(refusedAgain.body).toEqual(refused.body);
  });
});

describe('a full-size import', () => {
  it('previews and then applies 10,000 rows in one transaction, each in under 10 s', async () => {
    const demo = await signIn('admin@demo.test');
    const marker = `Bulk ${randomUUID().slice(0, 8)}`;
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      csvLine([
        randomUUID(),
        `${marker} ${i}`,
        `bulk${i}@demo.test`,
        '+91',
        String(9000000000 + i),
        `${i} Long Street, Pune`,
        'Company',
        'Mon-Sat 09:00-18:00',
        'false',
        'false',
      ]),
    );
    const text = [
      'id,name,email,countryCode,phoneNumber,address,businessType,workingHours,servicable,verified',
      ...rows,
    ].join('\r\n');
    const previously = await list(demo, '?pageSize=1');
    let started = Date.now();
    const preview = await importCsv(demo, text, { query: '?preview=true' });
    const previewMs = Date.now() - started;
    expect(preview.status, JSON.stringify(preview.body).slice(0, 300)).toBe(200);
    expect(preview.body.data).toMatchObject({ created: 10_000, updated: 0, unchanged: 0, skipped: [] });
    started = Date.now();
    const answer = await importCsv(demo, text, { query: `?previewToken=${preview.body.data.previewToken}` });
    const importMs = Date.now() - started;
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.data).toEqual({ created: 10_000, updated: 0, unchanged: 0, skipped: [] });
    console.info(`10,000-row merchants file (${text.length} bytes): preview ${previewMs} ms, import ${importMs} ms`);
    expect(previewMs).toBeLessThan(10_000);
    expect(importMs).toBeLessThan(10_000);
    const before = Number(previously.headers.get('x-total-count'));
    // The whole list counts exactly (its counter); a search says "1,000+" past 1,000 matches (decision 010).
    const all = await list(demo, '?pageSize=1');
    expect(all.headers.get('x-total-count')).toBe(String(before + 10_000));
    expect(all.headers.get('x-total-capped')).toBeNull();
    const found = await list(demo, `?search=${encodeURIComponent(marker)}&pageSize=1`);
    expect(found.headers.get('x-total-count')).toBe('1000');
    expect(found.headers.get('x-total-capped')).toBe('true');
    const one = await list(demo, `?search=${encodeURIComponent(`${marker} 9999`)}&pageSize=1`);
    expect(one.headers.get('x-total-count')).toBe('1');
    expect(one.headers.get('x-total-capped')).toBeNull();
  }, 60_000);
});

describe('import preview and confirm', () => {
  it('a preview answers the counts, the skipped rows and a token, and changes nothing; confirming with the token applies the file', async () => {
    // Two merchants of its own: the newest of the list may be another test file's, changing meanwhile.
    const own = async (name: string) => {
      const added = await call('POST', '/merchants', {
        ...auth(lotus),
        body: { name, email: `${randomUUID().slice(0, 8)}@preview.test`, servicable: true },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return added.body.data as Row;
    };
    const [a, b] = [
      await own(`Preview A ${randomUUID().slice(0, 6)}`),
      await own(`Preview "B" ${randomUUID().slice(0, 6)}`),
    ];
    const fresh = randomUUID();
    const text = [
      'id,name,email',
      `${fresh},Previewed Merchant,previewed@lotus.test`,
      `${a.id},${a.name} (previewed),${a.email ?? ''}`,
      `${b.id},"${b.name.replace(/"/g, '""')}",${b.email ?? ''}`,
      ',No id in preview,',
    ].join('\n');
    const preview = await importCsv(lotus, text, { query: '?preview=true' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.code).toBe('import.previewed');
    expect(preview.body.data).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 1,
      skipped: [{ row: 5, code: 'import.no_id' }],
    });
    expect(preview.body.data.previewToken).toMatch(/^[0-9a-f]{64}$/);
    // Nothing applied: the file's merchants are as they were, the new one does not exist.
    expect(await findById(lotus, a.id)).toMatchObject({ name: a.name, email: a.email });
    expect(await findById(lotus, b.id)).toMatchObject({ name: b.name, email: b.email });
    expect(await findById(lotus, fresh)).toBeUndefined();

    const confirmed = await importCsv(lotus, text, {
      query: `?previewToken=${preview.body.data.previewToken}`,
      key: randomUUID(),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toEqual({
      created: 1,
      updated: 1,
      unchanged: 1,
      skipped: [expect.objectContaining({ row: 5 })],
    });
    expect((await findById(lotus, fresh))?.name).toBe('Previewed Merchant');
    expect((await findById(lotus, a.id))?.name).toBe(`${a.name} (previewed)`);
  });

  it('confirming answers 409 and applies nothing when a merchant of the file changed since the preview, or the file did', async () => {
    const [target] = (await list(lotus, '?pageSize=1')).body.data as [Row];
    const fresh = randomUUID();
    const text = `id,name\n${fresh},Raced Merchant\n${target.id},${target.name} (raced)\n`;
    const preview = await importCsv(lotus, text, { query: '?preview=true' });
    expect(preview.status).toBe(200);
    const token = preview.body.data.previewToken as string;
    // Someone else changes the merchant meanwhile.
    const toggled = await call('PATCH', `/merchants/${target.id}/status`, {
      ...auth(lotus),
      body: { status: !target.status },
    });
    expect(toggled.status).toBe(200);
    const confirmed = await importCsv(lotus, text, { query: `?previewToken=${token}` });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe('import.changed_since_preview');
    expect(await findById(lotus, fresh)).toBeUndefined();
    expect((await findById(lotus, target.id))?.name).toBe(target.name);
    // Another file with the first file's token: refused as well.
    const again = await importCsv(lotus, `${text}${randomUUID()},Sneaked In\n`, {
      query: `?previewToken=${(await importCsv(lotus, text, { query: '?preview=true' })).body.data.previewToken}`,
    });
    expect(again.status).toBe(409);
    expect((await list(lotus, '?search=Sneaked%20In')).body.data).toEqual([]);
    expect((await importCsv(lotus, text, { query: '?previewToken=nope' })).status).toBe(422);
    expect((await importCsv(lotus, text, { query: '?preview=maybe' })).status).toBe(422);
  });

  it('exporting and previewing the same file shows no changes: 0 created, 0 updated, every row unchanged', async () => {
    const exported = await exportCsv(sparkle);
    const count = Papa.parse(exported.text, { skipEmptyLines: true }).data.length - 1;
    const preview = await importCsv(sparkle, exported.text, { query: '?preview=true' });
    expect(preview.status, JSON.stringify(preview.body.errors ?? {}).slice(0, 300)).toBe(200);
    expect(preview.body.data).toMatchObject({ created: 0, updated: 0, unchanged: count, skipped: [] });
    const applied = await importCsv(sparkle, exported.text, {
      query: `?previewToken=${preview.body.data.previewToken}`,
    });
    expect(applied.body.data).toEqual({ created: 0, updated: 0, unchanged: count, skipped: [] });
    expect((await exportCsv(sparkle)).text).toBe(exported.text);
  });

  it('a preview of bad input lists each bad row with its reason or refuses the file, never 500, and applies nothing', async () => {
    const before = await exportCsv(lotus);
    const preview = (text: string | Uint8Array<ArrayBuffer>) => importCsv(lotus, text, { query: '?preview=true' });
    const dup = randomUUID();
    const rows = await preview(
      [
        'id,name,email,countryCode,phoneNumber',
        `${randomUUID()},Fine,fine@lotus.test,+91,98450 12345`,
        `${dup},Twice,,,`,
        `${dup},Twice again,,,`,
        `${randomUUID()},Bad phone,,+351,98450 12345`,
        `${randomUUID()},${'x'.repeat(1024 * 1024)},,,`,
        `${randomUUID()},"=HYPERLINK(""http://evil.example"")",,,`,
      ].join('\n'),
    );
    expect(rows.status).toBe(422);
    expect(rows.body.data.failed.map((f: { row: number; errorCodes: object }) => [f.row, f.errorCodes])).toEqual([
      [4, { id: [{ code: 'import.duplicate_id', params: { row: 3 } }] }],
      [5, { phoneNumber: [{ code: 'invalid_phone', params: {} }] }],
      [6, { name: [expect.objectContaining({ code: expect.any(String) })] }],
    ]);
    // Malformed CSV (an unclosed quote), not CSV, wrong encoding, too large.
    const unclosed = await preview(`id,name\n${randomUUID()},"never closed\n`);
    expect(unclosed.status).toBe(422);
    expect(JSON.stringify(unclosed.body.errorCodes)).toContain('import.unreadable');
    expect((await preview(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]))).status).toBe(415);
    expect((await preview(Uint8Array.from([...Buffer.from('id,name\n1,Jo'), 0xe3, 0x6f]))).status).toBe(415);
    expect((await preview(`id,name\n${'x'.repeat(4 * 1024 * 1024)}\n`)).status).toBe(413);
    expect((await exportCsv(lotus)).text).toBe(before.text);
  });
});

describe('add, edit and details', () => {
  const valid = {
    name: 'Added Merchant',
    email: 'Added@Lotus.test',
    countryCode: '+91',
    phoneNumber: '98450 12345',
    address: '12 MG Road, Bengaluru',
    businessType: 'Company',
    workingHours: 'Mon-Sat 09:00-18:00',
    servicable: true,
    status: true,
  };

  it('POST /merchants refuses invalid fields with codes (required name, email, phone per country) and adds a valid merchant', async () => {
    const bad = await call('POST', '/merchants', {
      ...auth(lotus),
      body: { ...valid, name: '  ', email: 'nope', phoneNumber: '12345' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errorCodes).toMatchObject({
      name: [{ code: 'validations.required' }],
      email: [{ code: 'invalid_email' }],
      phoneNumber: [{ code: 'invalid_phone' }],
    });
    // A valid Indian mobile number is not a valid Portuguese or French one.
    for (const countryCode of ['+351', '+33']) {
      const wrongCountry = await call('POST', '/merchants', { ...auth(lotus), body: { ...valid, countryCode } });
      expect(wrongCountry.status, countryCode).toBe(422);
      expect(Object.keys(wrongCountry.body.errors ?? {})).toEqual(['phoneNumber']);
    }
    const pt = await call('POST', '/merchants', {
      ...auth(lotus),
      body: { ...valid, name: 'Portuguese Merchant', countryCode: '351', phoneNumber: '912 345 678' },
    });
    expect(pt.status, JSON.stringify(pt.body)).toBe(201);
    expect(pt.body.data).toMatchObject({ countryCode: '+351', phoneNumber: '912345678', phone: '+351 912 345 678' });

    const added = await call('POST', '/merchants', {
      ...auth(lotus),
      body: valid,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(added.status).toBe(201);
    expect(added.body.code).toBe('merchant.created');
    expect(added.body.data).toMatchObject({
      name: 'Added Merchant',
      email: 'added@lotus.test',
      phone: '+91 98450 12345',
      countryCode: '+91',
      phoneNumber: '9845012345',
      servicable: true,
      status: true,
      verified: false,
      agents: { rows: [], total: 0 },
    });
    const detail = await call('GET', `/merchants/${added.body.data.id}`, auth(lotus));
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(added.body.data);
  });

  it('PUT /merchants/{id} saves every field and validates like add; another operator’s id answers 404 like an unknown one', async () => {
    const added = await call('POST', '/merchants', { ...auth(lotus), body: { ...valid, name: 'To Be Edited' } });
    const id = added.body.data.id as string;
    const edited = await call('PUT', `/merchants/${id}`, {
      ...auth(lotus),
      body: {
        ...valid,
        name: 'Edited Merchant',
        email: '',
        phoneNumber: '',
        address: '',
        servicable: false,
        status: false,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.code).toBe('merchant.updated');
    expect(edited.body.data).toMatchObject({
      id,
      name: 'Edited Merchant',
      email: null,
      phone: null,
      address: null,
      servicable: false,
      status: false,
    });
    const bad = await call('PUT', `/merchants/${id}`, { ...auth(lotus), body: { ...valid, phoneNumber: '1' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errorCodes?.phoneNumber?.[0]?.code).toBe('invalid_phone');

    const theirs = (await list(sparkle, '?pageSize=1')).body.data[0] as Row;
    for (const other of [theirs.id, randomUUID(), 'not-an-id']) {
      const put = await call('PUT', `/merchants/${other}`, { ...auth(lotus), body: valid });
      expect(put.status, other).toBe(404);
      expect(put.body.code).toBe('merchant.not_found');
      const get = await call('GET', `/merchants/${other}`, auth(lotus));
      expect(get.status, other).toBe(404);
      expect(get.body.code).toBe('merchant.not_found');
    }
    expect(await findById(sparkle, theirs.id)).toEqual(theirs);
    for (const session of [ops, finance]) {
      expect((await call('GET', `/merchants/${theirs.id}`, auth(session))).status).toBe(403);
      expect((await call('POST', '/merchants', { ...auth(session), body: valid })).status).toBe(403);
      expect((await call('PUT', `/merchants/${theirs.id}`, { ...auth(session), body: valid })).status).toBe(403);
    }
  });

  it('GET /merchants/{id} lists the merchant’s own agents (at most 50) with their total', async () => {
    const demo = await signIn('admin@demo.test');
    const merchants = (await call<Row[]>('GET', '/merchants?pageSize=100&sortBy=name', auth(demo))).body.data;
    let withAgents: { id: string; agents: { rows: { id: string; name: string }[]; total: number } } | undefined;
    for (const m of merchants) {
      const detail = await call('GET', `/merchants/${m.id}`, auth(demo));
      expect(detail.status).toBe(200);
      if (detail.body.data.agents.total > 0) {
        withAgents = detail.body.data;
        break;
      }
    }
    expect(withAgents, 'a seeded merchant with agents').toBeDefined();
    const agents = withAgents?.agents;
    expect(agents?.rows.length).toBe(Math.min(50, agents?.total ?? 0));
    expect(agents?.rows[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.toSatisfy((e) => e === null || typeof e === 'string'),
      phone: expect.toSatisfy((p) => p === null || /^\+\d/.test(p as string)),
      displayAddress: expect.toSatisfy((a) => a === null || typeof a === 'string'),
      status: expect.stringMatching(/^(active|blocked)$/),
    });
  });
});

/** Quoted CSV text of the given cells (the test's own writer, independent of the shared one). */
function toCsvText(rows: string[][]): string {
  return rows.map((r) => csvLine(r)).join('\r\n');
}
