import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, fromCsv, isLiveFormula, readCsvCell, toCsv, toCsvRows } from './csv';

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
const oneColumn = (values: unknown[]) => toCsv(values, [{ header: 'value', value: (v) => v }]);

describe('CSV writer', () => {
  it('streams the same text in chunks as in one piece: the header, then rows appended chunk by chunk', () => {
    type R = { a: string; b: number | null };
    const cols = [
      { header: 'a', value: (r: R) => r.a },
      { header: 'b', value: (r: R) => r.b },
    ];
    const rows: R[] = [
      { a: '=SUM(1)', b: 1 },
      { a: 'line\nbreak, "quoted"', b: null },
      { a: 'plain', b: -2.5 },
    ];
    const streamed =
      csvHeader(cols) + toCsvRows(rows.slice(0, 2), cols) + toCsvRows([], cols) + toCsvRows(rows.slice(2), cols);
    expect(streamed).toBe(toCsv(rows, cols));
  });

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

describe('CSV reader', () => {
  const values = [
    '=1+2',
    '=HYPERLINK("http://evil.example","open")',
    '+1',
    '-2',
    '@SUM(1)',
    '\t=1',
    '\r=1',
    ' =1',
    "'=1",
    "''=1",
    "'plain",
    "'",
    'He said "hi", then left\nfor good',
    'Zoë 漢字 🙂',
    '-12.5',
    '+91',
    '',
  ];

  it('reads back exactly what the writer wrote, formula escapes undone', () => {
    const text = toCsv(
      values.map((value, i) => ({ i, value })),
      [
        { header: 'i', value: (r) => r.i },
        { header: 'value', value: (r) => r.value },
      ],
    );
    const table = fromCsv(text);
    expect(table.columns).toEqual(['i', 'value']);
    expect(table.problems).toEqual([]);
    // The blank last value makes no blank row: its row has an index.
    expect(table.records.map((r) => r.values.value)).toEqual(values);
    for (const value of values) expect(readCsvCell(String(csvCell(value)))).toBe(value);
  });

  it('keeps spreadsheet row numbers (header = row 1), skips blank rows and reads missing cells as empty', () => {
    const table = fromCsv('\uFEFFid , name\r\n1,"two\nlines"\r\n\r\n  ,  \r\n2\r\n');
    expect(table.columns).toEqual(['id', 'name']);
    expect(table.records).toEqual([
      { row: 2, values: { id: '1', name: 'two\nlines' } },
      { row: 5, values: { id: '2', name: '' } },
    ]);
  });

  it('reports repeated columns, rows with too many cells and an unclosed quote', () => {
    expect(fromCsv('id,name,name\n1,a,b').duplicateColumns).toEqual(['name']);
    expect(fromCsv('id,name\n1,a\n2,b,c').problems).toEqual([
      { row: 3, message: 'this row has more cells than the header row has columns' },
    ]);
    expect(fromCsv('id,name\n1,"a\n').problems.map((p) => p.message)).toContain('a quoted cell is not closed');
  });

  it('detects a semicolon delimiter (spreadsheets in many locales write one)', () => {
    expect(fromCsv('id;name\n1;Ana').records).toEqual([{ row: 2, values: { id: '1', name: 'Ana' } }]);
  });
});
