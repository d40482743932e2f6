import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/shared/csv';
import { csvColumns, csvFile, csvResponse, csvStream, EXPORT_BATCH, streamCsv } from './csv-export';

type Row = { id: number; name: string };
const columns = [
  { header: 'id', value: (row: Row) => row.id },
  { header: 'name', value: (row: Row) => row.name },
];
/** The file's text as written, the byte-order mark kept (Response.text() drops it). */
const read = async (body: ReadableStream<Uint8Array> | string | null) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(body).arrayBuffer());
const rowsFrom = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Row ${from + i}` }));

describe('streamCsv', () => {
  it('writes the same text as toCsv over every batch: the header, then the rows with no blank line', async () => {
    const all = rowsFrom(1, EXPORT_BATCH + 3);
    const file = streamCsv(columns, all.length, all.slice(0, EXPORT_BATCH), async (page) =>
      all.slice((page - 1) * EXPORT_BATCH, page * EXPORT_BATCH),
    );
    const text = await read(file.body);
    expect(text).toBe(toCsv(all, columns, { byteOrderMark: true }));
    expect(text.split('\r\n')).toHaveLength(all.length + 1);
    expect(text).not.toContain('\r\n\r\n');
  });

  it('an empty export is the header alone', async () => {
    const text = await read(streamCsv(columns, 0, [], async () => []).body);
    expect(text).toBe('\uFEFF"id","name"');
  });
});

describe('csvResponse', () => {
  it('answers a download with its name, row count, CSV type, no sniffing and no caching', async () => {
    const response = csvResponse(csvFile(rowsFrom(1, 2), columns), 'rows.csv');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-disposition': 'attachment; filename="rows.csv"',
      'x-total-count': '2',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await read(response.body)).toBe(toCsv(rowsFrom(1, 2), columns, { byteOrderMark: true }));
  });
});

describe('csvStream', () => {
  it('writes the chunks in order and stops reading them when the client hangs up', async () => {
    let finished = false;
    async function* chunks() {
      try {
        yield 'a';
        yield 'b';
        yield 'c';
      } finally {
        finished = true;
      }
    }
    const whole = csvStream(3, chunks());
    expect(await read(whole.body)).toBe('abc');

    finished = false;
    const reader = (csvStream(3, chunks()).body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});

describe('csvColumns', () => {
  it("reads each named column from the row's field of that name, in the names' order, but for those written otherwise", () => {
    type Person = { id: string; name: string; active: boolean; createdAt: string };
    const person: Person = { id: 'p-1', name: '=Ann', active: false, createdAt: '2026-01-02T03:04:05.000Z' };
    const columns = csvColumns<Person>(['createdAt', 'id', 'name', 'active'], { active: (r) => (r.active ? 1 : 0) });
    expect(columns.map((c) => c.header)).toEqual(['createdAt', 'id', 'name', 'active']);
    expect(toCsv([person], columns)).toBe(
      '"createdAt","id","name","active"\r\n"2026-01-02T03:04:05.000Z","p-1","\'=Ann","0"',
    );
  });
});
