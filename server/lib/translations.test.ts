import { describe, expect, it } from 'vitest';
import { defaultLanguageOf, missingLanguages, pickTranslation } from './translations';

const at = (iso: string) => new Date(iso);
const rows = [
  { lang: 'en-US', text: 'Hello', updatedAt: at('2026-12-02T10:00:00Z') },
  { lang: 'hi-IN', text: 'नमस्ते', updatedAt: at('2026-12-01T10:00:00Z') },
  { lang: 'pt-PT', text: 'Olá', updatedAt: at('2026-12-03T10:00:00Z') },
];

describe('pickTranslation', () => {
  it("answers the reader's own language when it has a text", () => {
    expect(pickTranslation(rows, 'pt-PT', 'en-US')).toEqual({ value: rows[2], fallback: false, outdated: false });
  });

  it('marks a translation written before the default language last changed as outdated', () => {
    expect(pickTranslation(rows, 'hi-IN', 'en-US')?.outdated).toBe(true);
  });

  it('falls back to the default language and says so', () => {
    expect(pickTranslation(rows, 'zh-TW', 'en-US')).toEqual({ value: rows[0], fallback: true, outdated: false });
  });

  it('never calls the default language outdated against itself', () => {
    expect(pickTranslation(rows, 'en-US', 'en-US')).toEqual({ value: rows[0], fallback: false, outdated: false });
  });

  it('answers null when neither the language nor the default has a text', () => {
    expect(pickTranslation(rows.slice(1), 'zh-CN', 'en-US')).toBeNull();
  });
});

describe('languages', () => {
  it("takes the operator's first enabled language as its default", () => {
    expect(defaultLanguageOf(['hi-IN', 'en-US'])).toBe('hi-IN');
    expect(defaultLanguageOf([])).toBe('en-US');
  });

  it('lists the enabled languages a record has no text in', () => {
    expect(missingLanguages(rows, ['en-US', 'zh-CN', 'hi-IN', 'zh-TW'])).toEqual(['zh-CN', 'zh-TW']);
  });
});
