import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/shared/locales';

/**
 * The words of the screens in `src/locales/{locale}/screens.po` (sub-admins, payouts): a catalogue apart from
 * the start-up one, so that every route does not carry them. Their routes await `loadScreenWords()` before
 * they render. A language change (which replaces the active catalogue) loads them again for that language.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/screens'),
  'hi-IN': () => import('../locales/hi-IN/screens'),
  'pt-PT': () => import('../locales/pt-PT/screens'),
  'zh-CN': () => import('../locales/zh-CN/screens'),
  'zh-TW': () => import('../locales/zh-TW/screens'),
};
const fetched = new Map<string, Promise<Messages>>();
let wanted = false;

/** True when the active catalogue holds every word of `messages` (so loading them again would change nothing). */
const present = (messages: Messages) => {
  const active = i18n.messages;
  return Object.keys(messages).every((id) => id in active);
};

/** Loads the screens' words of the active language into `i18n` (fetched once per language). */
export async function loadScreenWords(): Promise<void> {
  wanted = true;
  const locale = i18n.locale;
  const load = catalogs[locale as Locale];
  if (!load) return;
  let messages = fetched.get(locale);
  if (!messages) {
    messages = load().then((module) => module.messages);
    fetched.set(locale, messages);
  }
  const words = await messages;
  // Still the same language, and not merged already (a language change replaces the whole catalogue).
  if (i18n.locale === locale && !present(words)) i18n.load(locale, words);
}

// After a language change, a page that uses these words gets them in the new language too.
i18n.on('change', () => {
  if (wanted) void loadScreenWords();
});
