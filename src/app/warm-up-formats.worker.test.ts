import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warm-up-formats.worker';

describe('the formats worker', () => {
  it('builds the locale, number, currency, plural and date formats of the request', () => {
    const built: string[] = [];
    // A class: the worker builds these with `new`.
    const spy = (name: 'Locale' | 'NumberFormat' | 'PluralRules' | 'DateTimeFormat') =>
      vi.spyOn(Intl, name).mockImplementation(
        class {
          constructor(...args: unknown[]) {
            built.push(`${name} ${JSON.stringify(args)}`);
          }
          maximize() {}
          format() {
            return '';
          }
          select() {
            return 'other';
          }
        } as never,
      );
    const spies = [spy('Locale'), spy('NumberFormat'), spy('PluralRules'), spy('DateTimeFormat')];
    const list = vi.spyOn(Intl.Collator, 'supportedLocalesOf');
    try {
      warmUpIntl({ locale: 'hi-IN', currency: 'INR' });
      expect(built).toEqual([
        'Locale ["hi-IN"]',
        'NumberFormat ["hi-IN"]',
        'NumberFormat ["hi-IN",{"style":"currency","currency":"INR"}]',
        'PluralRules ["hi-IN"]',
        'DateTimeFormat ["hi-IN",{"dateStyle":"medium"}]',
      ]);
      expect(list).toHaveBeenCalledWith(['hi-IN']);
    } finally {
      for (const s of [...spies, list]) s.mockRestore();
    }
  });

  it('skips a step that throws (not a currency) and builds the rest', () => {
    expect(() => warmUpIntl({ locale: 'en-US', currency: 'not a currency' })).not.toThrow();
    expect(() => warmUpIntl({ locale: 'not a locale!', currency: 'INR' })).not.toThrow();
  });
});
