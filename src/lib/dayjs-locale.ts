import type { Locale } from '@/shared/locales';

/** The dayjs locale of each console language (Mantine's pickers name months and weekdays through dayjs). */
export const DAYJS_LOCALES: Record<Locale, string> = {
  'en-US': 'en',
  'hi-IN': 'hi',
  'pt-PT': 'pt',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
};

/**
 * The week as each language's region counts it (CLDR, what `Intl.Locale#getWeekInfo` answers): first day and
 * weekend days, 0 = Sunday … 6 = Saturday, as Mantine's `DatesProvider` takes them.
 */
export const WEEK_SETTINGS: Record<Locale, { firstDayOfWeek: 0 | 1; weekendDays: (0 | 6)[] }> = {
  'en-US': { firstDayOfWeek: 0, weekendDays: [0, 6] },
  'hi-IN': { firstDayOfWeek: 0, weekendDays: [0] },
  'pt-PT': { firstDayOfWeek: 0, weekendDays: [0, 6] },
  'zh-CN': { firstDayOfWeek: 1, weekendDays: [0, 6] },
  'zh-TW': { firstDayOfWeek: 0, weekendDays: [0, 6] },
};
