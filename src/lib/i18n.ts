import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, pickLocale } from '@/shared/locales';
import { loadCatalogue } from './catalogues';
import { rememberLanguageForFirstPaint } from './first-paint';
import { STORAGE_KEYS, readString, writeString } from './storage';

/** Loads and activates a catalogue; the choice is stored under `appLanguage`. */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await loadCatalogue(locale);
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
  if (remember) writeString(STORAGE_KEYS.language, locale);
  // A choice is written at once; the start-up's copy of the stored language after the first screen.
  rememberLanguageForFirstPaint(locale, remember ? 'now' : 'after-first-screen');
}

/** At start: the stored language if the operator offers it, else en-US (spec part 1 §4). */
export function startupLocale(offered: readonly string[]): Locale {
  return pickLocale(readString(STORAGE_KEYS.language), offered);
}

export { DEFAULT_LOCALE, i18n };
