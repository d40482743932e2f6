import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/shared/locales';
import { isMailCode, MAIL_MESSAGES } from '../../../src/shared/mail-messages';
import { interpolate, type MessageParams } from '../../../src/shared/message-format';
import { readFileSync } from 'node:fs';
import { parsePo } from '../../lib/i18n';

export type Rendered = { subject: string; text: string };

const catalogues = new Map<Locale, Map<string, string>>();

/** The translated entries of `locale`'s mail catalogue (`src/locales/<locale>/mail.po`), read once. */
function catalogue(locale: Locale): Map<string, string> {
  let entries = catalogues.get(locale);
  if (!entries) {
    try {
      entries = parsePo(readFileSync(new URL(`../../../src/locales/${locale}/mail.po`, import.meta.url), 'utf8'));
    } catch {
      entries = new Map();
    }
    catalogues.set(locale, entries);
  }
  return entries;
}

/** A message id in `locale`: its catalogue's text, else the English catalogue's, else the declared default. */
function words(locale: Locale, id: string, english: string): string {
  return catalogue(locale).get(id) ?? catalogue(DEFAULT_LOCALE).get(id) ?? english;
}

/**
 * An outbox message's subject and text: a template in the recipient's language with its parameters (numbers
 * in that language's format; words from `mail.po`), or the ready text it was stored with. Null for an unknown template (a code
 * from a newer version of the server: the worker leaves it for that version and records why).
 */
export function renderMessage(message: {
  template: string | null;
  params: MessageParams;
  language: string;
  subject: string | null;
  body: string | null;
}): Rendered | null {
  if (message.template === null) return { subject: message.subject ?? '', text: message.body ?? '' };
  if (!isMailCode(message.template)) return null;
  const locale: Locale = isLocale(message.language) ? message.language : DEFAULT_LOCALE;
  const entry = MAIL_MESSAGES[message.template];
  const shown: MessageParams = Object.fromEntries(
    Object.entries(message.params).map(([k, v]) => [k, typeof v === 'number' ? v.toLocaleString(locale) : v]),
  );
  const subject = entry.subject
    ? interpolate(words(locale, entry.subject.id, entry.subject.message), shown, locale)
    : '';
  const text = interpolate(words(locale, message.template, entry.body), shown, locale);
  return { subject, text };
}
