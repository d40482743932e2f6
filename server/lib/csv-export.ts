import { CSV_CONTENT_TYPE, type CsvColumn, csvHeader, toCsv } from '../../src/shared/csv';

/**
 * Streamed CSV exports of the lists (service types, the category levels, products): the shared CSV writer
 * (`src/shared/csv`, formula cells escaped) fed batch by batch, so a long list is never held whole.
 */

/** Rows a streamed export reads per query. */
export const EXPORT_BATCH = 500;

/** A CSV file written batch by batch: the header row first, then each batch's rows, as they are read. */
export type CsvExport = { total: number; body: ReadableStream<Uint8Array> };

/**
 * The file of `total` rows: `first` (page 1 of EXPORT_BATCH rows), then `next(2)`, `next(3)` … until a batch
 * comes back short. The pages must come in one total order (the list's sort ends with a tie breaker).
 */
export function streamCsv<T>(
  columns: readonly CsvColumn<T>[],
  total: number,
  first: readonly T[],
  next: (pageNumber: number) => Promise<readonly T[]>,
): CsvExport {
  const encoder = new TextEncoder();
  let pageNumber = 1;
  let pending: readonly T[] | null = first;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          // With a byte-order mark, so spreadsheets read UTF-8 names (ç, 漢字) right.
          // The header without a line break: each batch starts with one (no blank line after the header).
          controller.enqueue(encoder.encode(csvHeader(columns, { byteOrderMark: true })));
        }
        const rows: readonly T[] = pending ?? (await next(pageNumber));
        pending = null;
        if (rows.length > 0) controller.enqueue(encoder.encode(`\r\n${toCsv(rows, columns, { header: false })}`));
        if (rows.length < EXPORT_BATCH) controller.close();
        else pageNumber++;
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return { total, body };
}

/** A streamed export as a download named `fileName`, its row count in X-Total-Count. */
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
