export const LOCALES = ['en-US', 'hi-IN', 'pt-PT', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored language is used only if the operator offers it; otherwise en-US (spec part 1 §4). */
export function pickLocale(stored: unknown, offered: readonly string[]): Locale {
  if (isLocale(stored) && offered.includes(stored)) return stored;
  return DEFAULT_LOCALE;
}
