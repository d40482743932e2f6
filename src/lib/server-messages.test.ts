import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/locales';
import { coded, issueMessage, MESSAGES, type MessageCode } from '@/shared/messages';
import { CORE_MESSAGES } from '@/shared/messages/core';
import { issueText, messageText } from './server-messages';

/**
 * Every code the server can send (`MESSAGES`: the server's helpers take only these codes, so TypeScript keeps
 * the server to this list) is in the console's catalogues with the same English text — a core code in
 * `server.po`, a module's code in `screens.po` with its screens — and translated in all five; each renders in
 * every language with its parameters.
 */

const CODES = Object.keys(MESSAGES) as MessageCode[];
const isCore = (code: string) => Object.hasOwn(CORE_MESSAGES, code);

/** msgid → msgstr of a catalogue (multi-line entries joined); by default the two that hold codes. */
function catalogue(locale: string, names = ['server', 'screens']): Map<string, string> {
  const text = names
    .map((name) => readFileSync(resolve(process.cwd(), `src/locales/${locale}/${name}.po`), 'utf8'))
    .join('\n\n');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\n/)) {
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(block)?.[1];
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(block)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (s: string) =>
      s
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    entries.set(join(id), join(str));
  }
  return entries;
}

/** An i18n with the start-up words and the core codes' words, and the screens' words unless `screens` is false. */
async function i18nFor(locale: string, { screens = true } = {}) {
  const { messages } = await import(`../locales/${locale}/server.ts`);
  // Statuses in parameters are worded by the console's own catalogue.
  const { messages: own } = await import(`../locales/${locale}/messages.ts`);
  const { messages: screenWords } = screens ? await import(`../locales/${locale}/screens.ts`) : { messages: {} };
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: { ...own, ...screenWords, ...messages } });
  return i18n;
}

/** Parameters of every kind a code declares, with values that show in the text. */
const SAMPLE: Record<string, string | number> = {
  min: 3,
  max: 1500,
  options: 'asc, desc',
  seconds: 42,
  module: 'payouts',
  from: 7,
  to: 1,
  status: 2,
  subtotal: 1234.5,
  applied: 2,
  refused: 1,
  columns: 'id, name',
  count: 4,
  row: 9,
  created: 1,
  updated: 2,
  unchanged: 3,
  skipped: 4,
};

describe('server messages', () => {
  it('has every code in the source catalogue with the shared table’s English text', () => {
    const english = catalogue('en-US');
    for (const code of CODES) expect(english.get(code), code).toBe(MESSAGES[code].text);
  });

  it('keeps a module’s codes out of the core catalogue every form loads: they come with its screens', () => {
    const core = catalogue('en-US', ['server']);
    const screens = catalogue('en-US', ['screens']);
    for (const code of CODES) {
      expect(core.has(code), `${code} in server.po`).toBe(isCore(code));
      expect(screens.has(code), `${code} in screens.po`).toBe(!isCore(code));
    }
    expect(core.has('faq.not_found')).toBe(false);
  });

  it('has a translation of every code in all five catalogues, with the same placeholders', () => {
    for (const locale of LOCALES) {
      const entries = catalogue(locale);
      for (const code of CODES) {
        const translated = entries.get(code);
        expect(translated, `${locale} ${code}`).toBeTruthy();
        const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(translated ?? ''), `${locale} ${code}`).toEqual(placeholders(MESSAGES[code].text));
      }
    }
  });

  it('renders each code in every language with its parameters formatted there', async () => {
    for (const locale of LOCALES) {
      const i18n = await i18nFor(locale);
      for (const code of CODES) {
        const kinds = (MESSAGES[code] as { params?: Record<string, string> }).params ?? {};
        const params = Object.fromEntries(Object.keys(kinds).map((name) => [name, SAMPLE[name] ?? 'x']));
        const text = messageText(i18n, coded(code, params));
        expect(text, `${locale} ${code}`).toBeTruthy();
        expect(text, `${locale} ${code}`).not.toContain('{');
        expect(text, `${locale} ${code}`).not.toBe(code);
        if (locale !== 'en-US' && code !== 'ok') {
          expect(text, `${locale} ${code} is translated`).not.toBe(
            messageText(await i18nFor('en-US'), coded(code, params)),
          );
        }
      }
    }
  });

  it('formats numbers and statuses for the reader', async () => {
    const pt = await i18nFor('pt-PT');
    expect(messageText(pt, coded('validations.max', { max: 1500 }))).toBe('Deve ser no máximo 1500');
    expect(messageText(pt, coded('saved_view.too_many', { max: 12000 }))).toContain('12\u00a0000');
    const refused = messageText(pt, coded('booking.transition_refused', { from: 7, to: 1 }));
    expect(refused).toBe('Uma reserva em Cancelada pelo cliente não pode passar a Aceite');
    const hi = await i18nFor('hi-IN');
    expect(messageText(hi, coded('auth.invalid_credentials'))).toBe('अमान्य उपयोगकर्ता नाम या पासवर्ड');
  });

  it('falls back to the server’s English text for an unknown code, never to a blank', async () => {
    const pt = await i18nFor('pt-PT');
    expect(messageText(pt, { code: 'something.new', params: {}, message: 'A new refusal' })).toBe('A new refusal');
    expect(messageText(pt, { code: undefined, params: {}, message: 'Plain text' })).toBe('Plain text');
    expect(messageText(pt, { code: 'something.new', params: {}, message: '' })).toBe('Este valor não é válido');
  });

  it('shows a module’s code in the server’s English until its screens’ words are loaded, then in the reader’s', async () => {
    const message = coded('import.too_many_rows', { max: 10000 });
    expect(messageText(await i18nFor('pt-PT', { screens: false }), message)).toBe('The file has more than 10000 rows');
    expect(messageText(await i18nFor('pt-PT'), message)).toBe('O ficheiro tem mais de 10\u00a0000 linhas');
  });

  it('words a form’s module code in the reader’s language, and a check without a code as “not valid”', async () => {
    const pt = await i18nFor('pt-PT');
    const issue = (schema: v.GenericSchema, input: unknown) => {
      const result = v.safeParse(schema, input);
      if (result.success) throw new Error('expected an issue');
      return result.issues[0] as v.BaseIssue<unknown>;
    };
    const moduleCode = issue(v.pipe(v.string(), v.uuid('faq.unknown_category')), 'x');
    expect(issueText(pt, moduleCode)).toBe(messageText(pt, coded('faq.unknown_category')));
    expect(issueText(pt, moduleCode)).not.toBe(MESSAGES['faq.unknown_category'].text);
    expect(issueText(pt, issue(v.pipe(v.string(), v.minLength(8)), 'short'))).toBe(
      messageText(pt, coded('validations.minlength', { min: 8 })),
    );
    expect(
      issueText(
        pt,
        issue(
          v.pipe(
            v.string(),
            v.check(() => false, 'Not this one'),
          ),
          'x',
        ),
      ),
    ).toBe('Este valor não é válido');
  });
});

describe('validation issues as codes', () => {
  const issueOf = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input);
    if (result.success) throw new Error('expected an issue');
    return issueMessage(result.issues[0] as v.BaseIssue<unknown>);
  };

  it('gives the spec’s keys with the bound as a number', () => {
    expect(issueOf(v.pipe(v.string(), v.maxLength(100, 'search must be at most 100')), 'x'.repeat(101))).toMatchObject({
      code: 'validations.maxlength',
      params: { max: 100 },
    });
    expect(issueOf(v.pipe(v.string(), v.minLength(8)), 'short')).toMatchObject({
      code: 'validations.minlength',
      params: { min: 8 },
    });
    expect(issueOf(v.pipe(v.number(), v.minValue(1)), 0)).toMatchObject({
      code: 'validations.min',
      params: { min: 1 },
    });
    expect(issueOf(v.pipe(v.number(), v.maxValue(9)), 10)).toMatchObject({
      code: 'validations.max',
      params: { max: 9 },
    });
    expect(issueOf(v.pipe(v.string(), v.email()), 'x')).toMatchObject({ code: 'invalid_email' });
    expect(issueOf(v.object({ a: v.string() }), {})).toMatchObject({ code: 'validations.required' });
    expect(issueOf(v.pipe(v.string(), v.nonEmpty()), '')).toMatchObject({ code: 'validations.required' });
    expect(issueOf(v.picklist(['asc', 'desc']), 'up')).toMatchObject({
      code: 'validations.one_of',
      params: { options: 'asc, desc' },
    });
    expect(issueOf(v.pipe(v.array(v.string()), v.maxLength(2)), ['a', 'b', 'c'])).toMatchObject({
      code: 'validations.max_items',
      params: { max: 2 },
    });
  });

  it('takes a schema’s own message when it is a code, and keeps other English as the fallback text', () => {
    expect(
      issueOf(
        v.pipe(
          v.string(),
          v.check(() => false, 'validations.range_order'),
        ),
        'x',
      ),
    ).toMatchObject({
      code: 'validations.range_order',
    });
    expect(
      issueOf(
        v.pipe(
          v.string(),
          v.check(() => false, 'must be odd'),
        ),
        'x',
      ),
    ).toEqual({
      code: 'validations.invalid',
      params: {},
      message: 'must be odd',
    });
  });
});
