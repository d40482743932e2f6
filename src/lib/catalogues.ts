import type { Messages } from '@lingui/core';
import type { Locale } from '@/shared/locales';

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/messages'),
  'hi-IN': () => import('../locales/hi-IN/messages'),
  'pt-PT': () => import('../locales/pt-PT/messages'),
  'zh-CN': () => import('../locales/zh-CN/messages'),
  'zh-TW': () => import('../locales/zh-TW/messages'),
};

/** One language's compiled catalogue, loaded once (a second call gets the same module). */
export const loadCatalogue = (locale: Locale): Promise<{ messages: Messages }> => loaders[locale]();
