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

let admin: Session;

beforeAll(async () => {
  admin = await signIn('admin@sparkle.test');
  if (exports.length === 0) return;
  // The admin's own name shows up in exports that list who changed what.
  await send('PATCH', '/api/v1/me', {
    token: admin.accessToken,
    json: { firstName: FORMULAS[0], lastName: FORMULAS[1] },
  });
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

  it('recognises the formulas it plants as live, so the check above can fail', () => {
    for (const formula of FORMULAS) expect(isLiveFormula(formula), formula).toBe(true);
  });
});
