import { type I18n, i18n as appI18n, type Messages } from '@lingui/core';
import { bookingStatusDisplay, payoutStatusDisplay } from '@/lib/status-display';
import { type CodedMessage, isMessageCode, MESSAGES, type MessageCode, type MessageParamKind } from '@/shared/messages';
import type { MessageParams } from '@/shared/message-format';

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
 * The server's messages in the reader's language (decision 007): every code of `src/shared/messages.ts` is a
 * Lingui message whose explicit id is the code and whose English text is the table's (the catalogue `server.po` is
 * extracted from the table itself: `lingui.config.ts`). `messageText` words a `{ code, params, message }` from the
 * API; an unknown code falls back to the server's English text, never to a blank.
 */
/** A parameter as the reader's language shows it (numbers in its format, statuses through their labels). */
function paramText(i18n: I18n, kind: MessageParamKind | undefined, value: string | number | null): string | number {
  if (value === null) return '';
  switch (kind) {
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

/** The parameters of a code, each shown as its kind says. */
export function displayParams(i18n: I18n, code: MessageCode, params: MessageParams): Record<string, string | number> {
  const kinds = (MESSAGES[code] as { params?: Record<string, MessageParamKind> }).params ?? {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramText(i18n, kinds[name], value)]));
}

/** A message from the API in the current language; the server's English text for a code this console does not know. */
export function messageText(
  i18n: I18n,
  message: { code?: string | undefined; params?: MessageParams | undefined; message?: string | undefined },
): string {
  const { code, params = {}, message: english = '' } = message;
  if (!code || !isMessageCode(code)) {
    return english || i18n._('validations.invalid', {}, { message: MESSAGES['validations.invalid'].text });
  }
  return i18n._(code, displayParams(i18n, code, params), { message: MESSAGES[code].text });
}

export type { CodedMessage };
