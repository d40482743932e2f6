import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula } from '../../src/shared/csv';
import { example, fillPath, loadOperations, queryString, type Session, send, signIn } from './helpers';

/**
 * Every operation the OpenAPI document declares as answering `text/csv` is fetched, after hostile
 * values were stored where a signed-in admin can store them, and no cell may start a formula.
 */
const operations = await loadOperations();
const exports = operations.filter((op) => op.csv);
const FORMULAS = ['=HYPERLINK("http://evil.example","open")', "+1+cmd|' /C calc'!A0", '@SUM(1)', ' -2+3'];
/**
 * Merchant names planted through the CSV import, which stores text as written: the formulas, bare signed
 * numbers (harmless: a spreadsheet reads a number) and formulas behind a tab or a carriage return.
 */
const MERCHANT_NAMES = [
  ...FORMULAS,
  '+1',
  '-2',
  '@SUM(A1:A9)',
  '\t=1+2',
  '\r=HYPERLINK("http://evil.example")',
  '\t\r-3+cmd',
  '-2+3',
];
const planted = MERCHANT_NAMES.map((name) => ({ id: randomUUID(), name }));

let admin: Session;

beforeAll(async () => {
  // Lotus holds every module (Sparkle lacks geofences, Onda cities), so every export answers.
  admin = await signIn('admin@lotus.test');
  if (exports.length === 0) return;
  // The admin's own name shows up in exports that list who changed what.
  await send('PATCH', '/api/v1/me', {
    token: admin.accessToken,
    json: { firstName: FORMULAS[0], lastName: FORMULAS[1] },
  });
  // Merchants named (and addressed) like formulas, stored through the import as written.
  const quote = (cell: string | undefined) => `"${(cell ?? '').replace(/"/g, '""')}"`;
  const csv = [
    'id,name,address,businessType,workingHours,verified',
    ...planted.map(({ id, name }) => [id, name, name, FORMULAS[2], FORMULAS[3], 'false'].map(quote).join(',')),
  ].join('\r\n');
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'hostile.csv');
  const imported = await send('POST', '/api/v1/merchants/import', { token: admin.accessToken, raw: form });
  expect(imported.status, imported.text.slice(0, 300)).toBe(200);
  expect(imported.json.data.created).toBe(planted.length);
});

describe('CSV exports', () => {
  if (exports.length === 0) {
    it.skip('no operation answers text/csv yet: the CSV writer (src/shared/csv.test.ts) and the OpenAPI generator (server/modules/system/openapi.test.ts) carry the guarantee until one does', () => {});
  }

  for (const op of exports) {
    it(`${op.label} exports no cell that a spreadsheet would run as a formula`, async () => {
      const ids = new Map<string, string[]>();
      const path: Record<string, string> = {};
      for (const p of op.parameters.filter((p) => p.in === 'path'))
        path[p.name] = String(example(p.schema, p.name, ids));
      const query: Record<string, string> = {};
      for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
        query[p.name] = String(example(p.schema, p.name, ids));
      }
      const reply = await send(op.method, `${fillPath(op.path, path)}${queryString(query)}`, {
        token: op.auth === 'user' ? admin.accessToken : undefined,
      });
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      expect(reply.headers.get('content-type') ?? '').toMatch(/^text\/csv/);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('content-disposition') ?? '', 'a download, never a page').toMatch(/^attachment/);
      const rows = Papa.parse<string[]>(reply.text, { skipEmptyLines: true }).data;
      expect(rows.length, 'a header row at least').toBeGreaterThan(0);
      for (const [r, row] of rows.entries()) {
        for (const [c, cell] of row.entries())
          expect(isLiveFormula(cell), `row ${r + 1}, column ${c + 1}: ${cell}`).toBe(false);
      }
    });
  }

  it('GET /api/v1/merchants/export writes the planted merchant names escaped, and the import reads them back as stored', async () => {
    const reply = await send('GET', '/api/v1/merchants/export', { token: admin.accessToken });
    expect(reply.status).toBe(200);
    const rows = Papa.parse<string[]>(reply.text, { skipEmptyLines: true }).data;
    const header = rows[0] ?? [];
    const byId = new Map(rows.slice(1).map((row) => [row[header.indexOf('id')], row]));
    for (const { id, name } of planted) {
      const row = byId.get(id);
      expect(row, `merchant ${JSON.stringify(name)} is exported`).toBeDefined();
      const cell = row?.[header.indexOf('name')];
      expect(cell, JSON.stringify(name)).toBe(isLiveFormula(name) ? `'${name}` : name);
      expect(isLiveFormula(cell ?? ''), JSON.stringify(cell)).toBe(false);
    }
    // Importing the export changes nothing: the escapes are undone on the way in.
    const form = new FormData();
    form.set('file', new Blob([reply.text], { type: 'text/csv' }), 'merchants.csv');
    const again = await send('POST', '/api/v1/merchants/import', { token: admin.accessToken, raw: form });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ created: 0, updated: 0 });
  });

  it('recognises the formulas it plants as live, so the check above can fail', () => {
    for (const formula of FORMULAS) expect(isLiveFormula(formula), formula).toBe(true);
    for (const name of ['\t=1+2', '\r=HYPERLINK("http://evil.example")', '@SUM(A1:A9)'])
      expect(isLiveFormula(name)).toBe(true);
  });
});
