import { describe, expect, it } from 'vitest';
import { isDevHost } from './operator';

describe('isDevHost', () => {
  it('offers the domain selector on local and development hosts only', () => {
    for (const host of ['localhost', '127.0.0.1', 'sparkle.localhost', 'dev.example.com'])
      expect(isDevHost(host)).toBe(true);
    for (const host of ['admin.example.com', 'sparkle.com']) expect(isDevHost(host)).toBe(false);
  });
});
