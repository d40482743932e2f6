import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/locales';

function parsePo(locale: string, catalogue = 'messages'): Map<string, string> {
  const text = readFileSync(`src/locales/${locale}/${catalogue}.po`, 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const match of text.matchAll(pattern)) if (match[1]) entries.set(match[1], match[2] ?? '');
  return entries;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

for (const name of ['messages', 'screens']) {
  describe(`translation catalogues: ${name}`, () => {
    const source = parsePo('en-US', name);

    it('has messages to translate', () => {
      expect(source.size).toBeGreaterThan(10);
    });

    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      it(`${locale} translates every message and keeps its placeholders`, () => {
        const catalogue = parsePo(locale, name);
        expect([...catalogue.keys()].sort()).toEqual([...source.keys()].sort());
        const untranslated = [...catalogue].filter(([, text]) => text.trim() === '').map(([id]) => id);
        expect(untranslated).toEqual([]);
        // An explicit id (`notification.booking_status`) has its placeholders in the English text, not in the id.
        for (const [id, text] of catalogue) {
          expect(placeholders(text), `${locale}: ${id}`).toEqual(placeholders(source.get(id) || id));
        }
      });
    }
  });
}

describe('mail catalogues (the server words its emails and SMS from them)', () => {
  const source = parsePo('en-US', 'mail');

  it('has every mail message', () => {
    expect(source.size).toBeGreaterThan(3);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
    it(`${locale} translates every mail message and keeps its placeholders`, () => {
      const catalogue = parsePo(locale, 'mail');
      expect([...catalogue.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [id, text] of catalogue) {
        expect(text.trim(), `${locale}: ${id}`).not.toBe('');
        expect(placeholders(text), `${locale}: ${id}`).toEqual(placeholders(source.get(id) || id));
      }
    });
  }
});
