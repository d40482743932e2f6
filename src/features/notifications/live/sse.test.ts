import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('SSE parser', () => {
  it('reads named events with one or more data lines, ignoring comments, ids and retry', () => {
    const seen: Array<[string, string]> = [];
    const parser = createSseParser((event, data) => seen.push([event, data]));
    parser.feed('event: ready\ndata: {"unread":3}\nretry: 5000\n\n: keep-alive\n\n');
    parser.feed('event: notification\nid: 1\ndata: line one\ndata: line two\n\ndata: plain\n\n');
    expect(seen).toEqual([
      ['ready', '{"unread":3}'],
      ['notification', 'line one\nline two'],
      ['message', 'plain'],
    ]);
  });

  it('copes with chunks that split lines anywhere and with CRLF line ends', () => {
    const seen: Array<[string, string]> = [];
    const parser = createSseParser((event, data) => seen.push([event, data]));
    const text = 'event: notification\r\ndata: {"a":1}\r\n\r\nevent: ready\rdata:x\r\r\n';
    for (const ch of text) parser.feed(ch);
    expect(seen).toEqual([
      ['notification', '{"a":1}'],
      ['ready', 'x'],
    ]);
  });
});
