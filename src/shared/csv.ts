import Papa from 'papaparse';

/**
 * The one CSV writer for every export (server routes and console downloads). Cells a spreadsheet
 * would run as a formula are neutralised as OWASP's CSV-injection guidance describes: a cell whose
 * first meaningful character is = + - @ (or their full-width forms), a tab or a carriage return —
 * also after leading spaces or double quotes, which some spreadsheets skip — gets a leading `'`, and
 * every cell is quoted with inner quotes doubled. Numbers stay numbers (`-12.5` is not a formula).
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

/** One cell's text: formula triggers escaped with a leading `'`, null/undefined empty, dates ISO. */
export function csvCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return isLiveFormula(text) ? `'${text}` : text;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/** Rows → CSV text (CRLF lines, every cell quoted, a header row), safe to open in a spreadsheet. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => String(csvCell(c.header))),
      data: rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
    },
    { quotes: true, newline: '\r\n', escapeFormulae: false },
  );
}

/** The media type every CSV export answers with. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
