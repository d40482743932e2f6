import Papa from 'papaparse';

/**
 * The one CSV writer for every export (server routes and console downloads), and its reader for
 * imports. Cells a spreadsheet would run as a formula are neutralised as OWASP's CSV-injection
 * guidance describes: a cell whose first meaningful character is = + - @ (or their full-width forms),
 * a tab or a carriage return — also after leading spaces or double quotes, which some spreadsheets
 * skip — gets a leading `'` (as does such a cell already behind apostrophes, so the escape is always
 * reversible), and every cell is quoted with inner quotes doubled. Numbers stay numbers (`-12.5` is
 * not a formula). The reader (`fromCsv`) undoes the escapes, so export → import is exact.
 *
 * papaparse is the one dependency src/shared takes besides valibot: it is isomorphic and the same
 * writer must serve the server and the console.
 */

/** Characters that make a spreadsheet cell a formula (or DDE) when they come first. */
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
/** What spreadsheets skip before deciding a cell is a formula. */
const SKIPPED = new Set([' ', '\u00A0', '\u3000', '"']);
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** True when `cell`, written as is, would be run as a formula by a spreadsheet. */
export function isLiveFormula(cell: string): boolean {
  if (PLAIN_NUMBER.test(cell.trim())) return false;
  for (const char of cell) {
    if (SKIPPED.has(char)) continue;
    return TRIGGERS.has(char);
  }
  return false;
}

/**
 * Whether text gets a leading `'` when written: a live formula, and also a formula behind apostrophes
 * (`'=1`), so that the escape can always be undone exactly (`readCsvCell`).
 */
function needsEscape(text: string): boolean {
  let start = 0;
  while (text[start] === "'") start++;
  return isLiveFormula(start === 0 ? text : text.slice(start));
}

/** One cell's text: formula triggers escaped with a leading `'`, null/undefined empty, dates ISO. */
export function csvCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return needsEscape(text) ? `'${text}` : text;
}

/**
 * The text a cell written by `csvCell` stood for: the leading `'` of an escaped formula is removed
 * (`'=SUM(1)` → `=SUM(1)`); every other cell is returned as it is. So export → import is exact.
 */
export function readCsvCell(cell: string): string {
  return cell.startsWith("'") && needsEscape(cell.slice(1)) ? cell.slice(1) : cell;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/**
 * Rows → CSV text (CRLF lines, every cell quoted, a header row), safe to open in a spreadsheet. With
 * `byteOrderMark`, the text starts with U+FEFF so spreadsheets read it as UTF-8 (the reader skips it). With
 * `header: false`, the rows only: a streamed export writes its header once, then each batch of rows.
 */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  options: { byteOrderMark?: boolean; header?: boolean } = {},
): string {
  return (
    (options.byteOrderMark ? '\uFEFF' : '') +
    Papa.unparse(
      {
        fields: columns.map((c) => String(csvCell(c.header))),
        data: rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
      },
      { quotes: true, newline: '\r\n', escapeFormulae: false, header: options.header ?? true },
    )
  );
}

/** The header line of a streamed export (no line break after it: each chunk of rows starts with one). */
export function csvHeader<T>(columns: readonly CsvColumn<T>[], options: { byteOrderMark?: boolean } = {}): string {
  return toCsv([], columns, options).replace(/\r\n$/, '');
}

/**
 * Rows → CSV lines without the header, each line preceded by CRLF: what a streamed export appends after
 * `csvHeader(columns)` one chunk at a time, giving the same text as `toCsv(allRows, columns)`.
 */
export function toCsvRows<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  if (rows.length === 0) return '';
  return `\r\n${Papa.unparse(
    rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
    { quotes: true, newline: '\r\n', escapeFormulae: false, header: false },
  )}`;
}

/** The media type every CSV export answers with. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

// Reading ----------------------------------------------------------------------------------------

/** One data row of a CSV file: `row` is the row number a spreadsheet shows (the header is row 1). */
export type CsvRecord = { row: number; values: Record<string, string> };

export type CsvTable = {
  /** The header row's column names, trimmed. */
  columns: string[];
  /** Data rows that are not blank, cells by column name (missing trailing cells read as ''). */
  records: CsvRecord[];
  /** Column names the header row repeats. */
  duplicateColumns: string[];
  /** Rows that cannot be read as the header says: an unclosed quote, more cells than columns. */
  problems: { row: number; message: string }[];
};

/**
 * CSV text → records keyed by the header row (papaparse: header row, blank rows skipped, the
 * delimiter detected), with escaped formula cells restored (`readCsvCell`). A byte-order mark is
 * ignored. Rows keep their spreadsheet numbers, so errors can name them.
 */
export function fromCsv(text: string): CsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string | string[] | undefined>>(source, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  });
  const columns = (parsed.meta.fields ?? []).filter((c) => !Object.hasOwn(parsed.meta.renamedHeaders ?? {}, c));
  const duplicateColumns = [...new Set(Object.values(parsed.meta.renamedHeaders ?? {}))];
  const problems: CsvTable['problems'] = [];
  const bad = new Set<number>();
  for (const error of parsed.errors) {
    if (error.code === 'UndetectableDelimiter' || error.code === 'TooFewFields' || error.row === undefined) continue;
    const row = error.row + 2;
    bad.add(row);
    problems.push({
      row,
      message:
        error.code === 'TooManyFields'
          ? 'this row has more cells than the header row has columns'
          : error.code === 'MissingQuotes'
            ? 'a quoted cell is not closed'
            : error.message,
    });
  }
  const records: CsvRecord[] = [];
  parsed.data.forEach((data, index) => {
    const row = index + 2;
    const values: Record<string, string> = {};
    let blank = true;
    for (const column of columns) {
      const cell = data[column];
      const text = typeof cell === 'string' ? cell : '';
      if (text.trim() !== '') blank = false;
      values[column] = readCsvCell(text);
    }
    if (!blank || bad.has(row)) records.push({ row, values });
  });
  return { columns, records, duplicateColumns, problems };
}
