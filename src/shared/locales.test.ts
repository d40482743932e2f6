import { describe, expect, it } from 'vitest';
import { disabledLanguage, pickLocale } from './locales';

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

describe("pickLocale with the operator's default", () => {
  it("falls back to the operator's default language (its first) when it does not offer en-US", () => {
    expect(pickLocale('hi-IN', ['pt-PT', 'zh-CN'])).toBe('pt-PT');
    expect(pickLocale(null, ['zh-TW'])).toBe('zh-TW');
  });

  it('falls back to en-US when the operator offers nothing usable', () => {
    expect(pickLocale('hi-IN', [])).toBe('en-US');
  });
});

describe('disabledLanguage', () => {
  it('names the chosen language the operator stopped offering', () => {
    expect(disabledLanguage('hi-IN', ['en-US'])).toBe('hi-IN');
  });

  it('is null when the language is offered, or nothing (or garbage) was chosen', () => {
    expect(disabledLanguage('hi-IN', ['en-US', 'hi-IN'])).toBeNull();
    expect(disabledLanguage(null, ['en-US'])).toBeNull();
    expect(disabledLanguage('klingon', ['en-US'])).toBeNull();
  });
});
