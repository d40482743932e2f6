import { CSV_CONTENT_TYPE, type CsvColumn, csvHeader, toCsv } from '../../src/shared/csv';

/**
 * The one CSV answer of every export: the shared CSV writer (`src/shared/csv`, formula cells escaped), with a
 * byte-order mark so spreadsheets read UTF-8 names (ç, 漢字) right, as a download with its row count.
 */

/**
 * An export's columns read from the rows the API answers: each column is the row's field of its name (a Date
 * is written as its ISO text, as the row has it), but for the few `written` otherwise.
 */
export const csvColumns = <R>(
  names: readonly (keyof R & string)[],
  written: Partial<Record<keyof R & string, (row: R) => unknown>> = {},
): CsvColumn<R>[] => names.map((header) => ({ header, value: written[header] ?? ((row: R) => row[header]) }));

/** Rows a streamed export reads per query. */
export const EXPORT_BATCH = 500;

/** A CSV file and its row count (X-Total-Count): text already written, or a stream written as it is read. */
export type CsvExport = { total: number; body: ReadableStream<Uint8Array> | string };

/** A short list's file, written at once. */
export const csvFile = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): CsvExport => ({
  total: rows.length,
  body: toCsv(rows, columns, { byteOrderMark: true }),
});

/** A file written chunk by chunk as the client reads it; the chunks (and their query) stop when the client hangs up. */
export function csvStream(total: number, chunks: AsyncGenerator<string>): CsvExport {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return { total, body };
}

/**
 * The file of `total` rows read batch by batch: `first` (page 1 of EXPORT_BATCH rows), then `next(2)`,
 * `next(3)` … until a batch comes back short, so a long list is never held whole. The pages must come in one
 * total order (the list's sort ends with a tie breaker).
 */
export function streamCsv<T>(
  columns: readonly CsvColumn<T>[],
  total: number,
  first: readonly T[],
  next: (pageNumber: number) => Promise<readonly T[]>,
): CsvExport {
  async function* chunks() {
    // The header without a line break: each batch starts with one (no blank line after the header).
    yield csvHeader(columns, { byteOrderMark: true });
    let rows = first;
    for (let pageNumber = 2; ; pageNumber++) {
      if (rows.length > 0) yield `\r\n${toCsv(rows, columns, { header: false })}`;
      if (rows.length < EXPORT_BATCH) return;
      rows = await next(pageNumber);
    }
  }
  return csvStream(total, chunks());
}

/** An export as a download named `fileName`, its row count in X-Total-Count. */
export const csvResponse = (file: CsvExport, fileName: string) =>
  new Response(file.body, {
    headers: {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Total-Count': String(file.total),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
