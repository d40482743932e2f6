import { type I18n, i18n as appI18n, type Messages } from '@lingui/core';
import { bookingStatusDisplay, payoutStatusDisplay } from '@/lib/status-display';
import type * as v from 'valibot';
import { issueCode } from '@/shared/issue-code';
import type { MessageParams } from '@/shared/message-format';
import type { CodedMessage } from '@/shared/messages';
import { CORE_MESSAGES } from '@/shared/messages/core';
import type { MessageParamKind, MessageTable } from '@/shared/messages/table';

/**
 * The words of these codes are a catalogue of their own (`src/locales/{locale}/server.po`), loaded with this
 * module (the first error or the first form), not with the start-up code every route carries; a language
 * change loads that language's words too.
 */
const serverCatalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/server'),
  'hi-IN': () => import('../locales/hi-IN/server'),
  'pt-PT': () => import('../locales/pt-PT/server'),
  'zh-CN': () => import('../locales/zh-CN/server'),
  'zh-TW': () => import('../locales/zh-TW/server'),
};
const loadedCatalogs = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Loads the server's words for `locale` into `i18n` (once per language and i18n instance). */
export function loadServerWords(i18n: I18n = appI18n, locale: string = i18n.locale): Promise<void> {
  const load = serverCatalogs[locale];
  if (!load) return Promise.resolve();
  let loaded = loadedCatalogs.get(i18n);
  if (!loaded) {
    loaded = new Map();
    loadedCatalogs.set(i18n, loaded);
  }
  let loading = loaded.get(locale);
  if (!loading) {
    loading = load().then(({ messages }) => i18n.load(locale, messages));
    loaded.set(locale, loading);
  }
  return loading;
}

if (appI18n.locale) void loadServerWords();
appI18n.on('change', () => void loadServerWords());

/**
 * The server's messages in the reader's language (decision 007). The console knows the core table
 * (`src/shared/messages/core.ts`: validation, requests, sessions, bookings, uploads…), whose words are the
 * catalogue `server.po`; a module's codes are words of `screens.po`, loaded by that module's routes, so that
 * neither the start-up code nor this module grows with each module. `messageText` words a `{ code, params,
 * message }` from the API; a code whose words are not loaded shows the server's English text, never a blank.
 */
const CORE: MessageTable = CORE_MESSAGES;

/** Whether `text` is a code the reader's words can say: a core code, or a loaded module's. */
const known = (i18n: I18n, text: string) => Object.hasOwn(CORE, text) || Object.hasOwn(i18n.messages, text);

/** A parameter as the reader's language shows it (numbers in its format, statuses through their labels). */
function paramText(i18n: I18n, kind: MessageParamKind | undefined, value: string | number | null): string | number {
  if (value === null) return '';
  switch (kind ?? (typeof value === 'number' ? 'number' : 'text')) {
    case 'number':
    case 'megabytes':
    case 'seconds':
      return typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value)) ? i18n.number(Number(value)) : value;
    case 'bookingStatus':
      return i18n._(bookingStatusDisplay(Number(value)).label);
    case 'payoutStatus':
      return i18n._(payoutStatusDisplay(Number(value)).label);
    default:
      return value;
  }
}

/**
 * The parameters of a code, each shown as its kind says: a core code's kinds are in its table; a module's
 * parameter is shown as a number when it is one, as is otherwise (a module's statuses are words, not numbers).
 */
export function displayParams(i18n: I18n, code: string, params: MessageParams): Record<string, string | number> {
  const kinds = CORE[code]?.params ?? {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramText(i18n, kinds[name], value)]));
}

/** A message from the API in the current language; the server's English text for a code whose words are not here. */
export function messageText(
  i18n: I18n,
  message: { code?: string | undefined; params?: MessageParams | undefined; message?: string | undefined },
): string {
  const { code, params = {}, message: english = '' } = message;
  if (!code || !known(i18n, code)) {
    return english || i18n._('validations.invalid', {}, { message: CORE['validations.invalid']?.text });
  }
  return i18n._(code, displayParams(i18n, code, params), { message: CORE[code]?.text ?? english });
}

/**
 * A valibot issue of a console form in the reader's language: the same code and parameters as the server's
 * 422 for it (`issueCode`); a schema's own English text when the issue has no code.
 */
export function issueText(i18n: I18n, issue: v.BaseIssue<unknown>): string {
  const { code, params, own } = issueCode(issue, (text) => CORE[text]?.params ?? (known(i18n, text) ? {} : undefined));
  return messageText(i18n, { code, params, message: own });
}

/** Whether a form's own message is a code (worded by `issueText`) rather than words of the form itself. */
export const isCodeText = (i18n: I18n, text: string) => known(i18n, text);

export type { CodedMessage };
