import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales';

describe('pickLocale', () => {
  it('uses the stored language when the operator offers it', () => {
    expect(pickLocale('hi-IN', ['en-US', 'hi-IN'])).toBe('hi-IN');
  });

  it('falls back to en-US when the operator does not offer the stored language', () => {
    expect(pickLocale('pt-PT', ['en-US', 'hi-IN'])).toBe('en-US');
  });

  it('falls back to en-US for nothing stored or garbage', () => {
    expect(pickLocale(null, ['en-US', 'zh-CN'])).toBe('en-US');
    expect(pickLocale('klingon', ['en-US', 'zh-CN'])).toBe('en-US');
  });
});
