import { describe, expect, it } from 'vitest';
import type { CannedReply } from '@/shared/schemas/support';
import { cannedHints, expandCanned } from './canned';

const replies: CannedReply[] = [
  { id: '1', code: 'refund', texts: { 'en-US': 'We refunded you.', 'pt-PT': 'Reembolsámos.' }, updatedAt: '' },
  { id: '2', code: 'delay', texts: { 'en-US': 'Running late.' }, updatedAt: '' },
];

describe('expandCanned', () => {
  it('puts the reply in the reader’s language in place of /code before the cursor', () => {
    const text = 'Hello, /refund';
    expect(expandCanned(text, text.length, replies, 'pt-PT')).toEqual({
      text: 'Hello, Reembolsámos.',
      cursor: 'Hello, Reembolsámos.'.length,
    });
  });

  it('falls back to the reply’s first language and keeps the text after the cursor', () => {
    const text = '/delay and more';
    expect(expandCanned(text, 6, replies, 'zh-CN')).toEqual({ text: 'Running late. and more', cursor: 13 });
  });

  it('expands nothing for an unknown code, a code inside a word or no code', () => {
    expect(expandCanned('/nope', 5, replies, 'en-US')).toBeNull();
    expect(expandCanned('http://x/refund', 15, replies, 'en-US')).toBeNull();
    expect(expandCanned('refund', 6, replies, 'en-US')).toBeNull();
  });
});

describe('cannedHints', () => {
  it('lists the codes starting with what was typed after /', () => {
    expect(cannedHints('Hi /re', 6, replies).map((r) => r.code)).toEqual(['refund']);
    expect(cannedHints('Hi /', 4, replies).map((r) => r.code)).toEqual(['refund', 'delay']);
    expect(cannedHints('Hi', 2, replies)).toEqual([]);
  });
});
