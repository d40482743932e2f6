import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, whole characters only', () => {
    expect(initials('asha rao kumar')).toBe('AR');
    expect(initials('  Ana  ')).toBe('A');
    expect(initials('')).toBe('');
    expect(initials('𝒜lpha Beta')).toBe('𝒜B');
  });
});
