import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, isLiveFormula, toCsv } from './csv';

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
const oneColumn = (values: unknown[]) => toCsv(values, [{ header: 'value', value: (v) => v }]);

describe('CSV writer', () => {
  it.each([
    '=1+2',
    '=HYPERLINK("http://evil.example","click")',
    '+1+cmd|"/c calc"!A0',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1',
    '\r=1',
    '＝1+2',
  ])('escapes the formula %j with a leading apostrophe', (value) => {
    const [, [cell] = []] = parse(oneColumn([value]));
    expect(cell).toBe(`'${value}`);
    expect(isLiveFormula(cell as string)).toBe(false);
  });

  it.each([' =1+2', '  @SUM(A1)', '"=1+2', ' "+1', '\u00A0-1+1'])(
    'escapes a formula hidden behind leading spaces or quotes (%j)',
    (value) => {
      expect(isLiveFormula(value)).toBe(true);
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves plain text, numbers and signed numeric text alone', () => {
    expect(csvCell('Deep cleaning, 2 rooms')).toBe('Deep cleaning, 2 rooms');
    expect(csvCell(-12.5)).toBe(-12.5);
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+91')).toBe('+91');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
  });

  it('writes null and undefined as empty cells, dates as ISO and objects as JSON', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes every cell and doubles inner quotes, so separators and line breaks stay inside their cell', () => {
    const text = toCsv(
      [{ name: 'He said "hi", then left\nfor good', total: 3 }],
      [
        { header: 'name', value: (r) => r.name },
        { header: 'total', value: (r) => r.total },
      ],
    );
    expect(text).toBe('"name","total"\r\n"He said ""hi"", then left\nfor good","3"');
    expect(parse(text)).toEqual([
      ['name', 'total'],
      ['He said "hi", then left\nfor good', '3'],
    ]);
  });

  it('escapes a header that starts like a formula', () => {
    const text = toCsv([{}], [{ header: '=cmd', value: () => 'x' }]);
    expect(parse(text)[0]).toEqual(["'=cmd"]);
  });

  it('produces no live formula in any cell for hostile input', () => {
    const hostile = ['=1', '+1', '-1-1', '@x', '\t=1', '\r=1', ' =1', '"=1', '""=1', '＠x', 'ok', -1, null];
    for (const row of parse(oneColumn(hostile))) {
      for (const cell of row) expect(isLiveFormula(cell), cell).toBe(false);
    }
  });
});
