import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, pickLocale } from '@/shared/locales';
import { rememberLanguageForFirstPaint } from './first-paint';
import { STORAGE_KEYS, readString, writeString } from './storage';

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/messages'),
  'hi-IN': () => import('../locales/hi-IN/messages'),
  'pt-PT': () => import('../locales/pt-PT/messages'),
  'zh-CN': () => import('../locales/zh-CN/messages'),
  'zh-TW': () => import('../locales/zh-TW/messages'),
};

/** Loads and activates a catalogue; the choice is stored under `appLanguage`. */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await loaders[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
  if (remember) writeString(STORAGE_KEYS.language, locale);
  rememberLanguageForFirstPaint(locale);
}

/** At start: the stored language if the operator offers it, else en-US (spec part 1 §4). */
export function startupLocale(offered: readonly string[]): Locale {
  return pickLocale(readString(STORAGE_KEYS.language), offered);
}

export { DEFAULT_LOCALE, i18n };
