import { readFileSync } from 'node:fs';
import { type Locale, DEFAULT_LOCALE, isLocale } from '../../src/shared/locales';
import { interpolate, type MessageParams } from '../../src/shared/message-format';
import {
  displayParams,
  GENERIC_NOTIFICATION,
  isNotificationCode,
  NOTIFICATION_FALLBACKS,
  NOTIFICATION_MESSAGES,
  notificationMessageIds,
  type ParamWords,
} from '../../src/shared/notification-messages';
import { bookingStatusLabel } from '../../src/shared/schemas/orders';

/**
 * The server's words in the reader's language, from the console's own catalogues (`src/locales/<locale>/
 * messages.po`): the first paint's titles (by source text) and messages sent as codes, such as the
 * background push (by explicit id, decision 007).
 */

/** `msgid` → `msgstr` of one catalogue (single-line entries, which is how `lingui extract` writes them). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  const pattern = /^msgid ("(?:[^"\\]|\\.)*")\r?\nmsgstr ("(?:[^"\\]|\\.)*")$/gm;
  for (const match of text.matchAll(pattern)) {
    const [, id, str] = match as unknown as [string, string, string];
    const translated = unquote(str);
    if (translated) entries.set(unquote(id), translated);
  }
  return entries;
}

const catalogues = new Map<Locale, Map<string, string>>();

/** The translated entries of `locale`'s catalogue, read once (an unreadable catalogue is empty). */
export function catalogue(locale: Locale): Map<string, string> {
  let entries = catalogues.get(locale);
  if (!entries) {
    try {
      const url = new URL(`../../src/locales/${locale}/messages.po`, import.meta.url);
      entries = parsePo(readFileSync(url, 'utf8'));
    } catch {
      entries = new Map();
    }
    catalogues.set(locale, entries);
  }
  return entries;
}

/** A source-text message (the console's `t\`…\``) in `locale`; the English source when untranslated. */
export function translate(message: string, locale: Locale): string {
  return catalogue(locale).get(message) ?? message;
}

/** The words the parameters of a message need in `locale` (status labels, missing names). */
function wordsFor(locale: Locale): ParamWords {
  return {
    bookingStatus: (status) => translate(bookingStatusLabel(status), locale),
    someone: (kind) => {
      const { id, message } = NOTIFICATION_FALLBACKS[kind];
      return catalogue(locale).get(id) ?? catalogue(DEFAULT_LOCALE).get(id) ?? message;
    },
  };
}

let englishDefaults: Map<string, string> | undefined;

/** A title's message id → the code whose parameters it shows. */
const titleOwner = new Map(Object.entries(NOTIFICATION_MESSAGES).map(([code, m]) => [m.title.id as string, code]));

/**
 * The message `code` (an explicit id) in `locale` with `params` filled in: the catalogue's text, else the
 * English catalogue's, else `fallback` or the English default the code is declared with. Parameters are
 * shown as the reader's language shows them (statuses as translated labels, amounts in its number format).
 * Never blank: an unknown code with nothing to say is the code itself.
 */
export function translateMessage(locale: string, code: string, params: MessageParams = {}, fallback?: string): string {
  const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  englishDefaults ??= notificationMessageIds();
  const english = catalogue(DEFAULT_LOCALE).get(code) ?? fallback ?? englishDefaults.get(code);
  const template = catalogue(lang).get(code) ?? english;
  const shown = displayParams(titleOwner.get(code) ?? code, params, lang, wordsFor(lang));
  const worded = template === undefined ? '' : interpolate(template, shown, lang).trim();
  if (worded) return worded;
  const plain = english === undefined ? '' : interpolate(english, shown, lang).trim();
  return plain || code;
}

/**
 * A notification's title and body in `locale` (the background push). A code the server does not declare
 * keeps the English text stored with it.
 */
export function translateNotification(
  locale: string,
  n: { code: string; params: MessageParams; title?: string | null; message?: string | null },
): { title: string; body: string } {
  if (!isNotificationCode(n.code)) return { title: n.title ?? '', body: n.message ?? '' };
  if (n.code === GENERIC_NOTIFICATION) {
    // Stored words (a row from before codes): shown as they were written.
    const stored = (value: unknown, column: string | null | undefined) =>
      (typeof value === 'string' && value) || column || '';
    return { title: stored(n.params.title, n.title), body: stored(n.params.message, n.message) };
  }
  const titleId = NOTIFICATION_MESSAGES[n.code].title.id;
  return { title: translateMessage(locale, titleId, n.params), body: translateMessage(locale, n.code, n.params) };
}
