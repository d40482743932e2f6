export const LOCALES = ['en-US', 'hi-IN', 'pt-PT', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Native names, so a user always finds their own language (the language menu, Settings → Languages). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'hi-IN': 'हिन्दी',
  'pt-PT': 'Português',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The stored language is used only if the operator offers it; otherwise the operator's default language, the first
 * it offers (`defaultLanguageOf` on the server; en-US for every demo operator, spec part 1 §4), else en-US.
 */
export function pickLocale(stored: unknown, offered: readonly string[]): Locale {
  if (isLocale(stored) && offered.includes(stored)) return stored;
  const first = offered[0];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * The language the user had chosen on this device when the operator no longer offers it (the console then reads
 * the default and says so once), else null.
 */
export function disabledLanguage(stored: unknown, offered: readonly string[]): Locale | null {
  return isLocale(stored) && !offered.includes(stored) ? stored : null;
}
