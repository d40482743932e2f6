import { describe, expect, it } from 'vitest';
import { EMPTY, orEmpty } from './empty-text';

describe('orEmpty', () => {
  it('keeps a text as it is and shows -- for a missing or blank one', () => {
    expect(orEmpty(' Asha ')).toBe(' Asha ');
    expect(EMPTY).toBe('--');
    for (const missing of [null, undefined, '', '   ']) expect(orEmpty(missing)).toBe('--');
  });
});
