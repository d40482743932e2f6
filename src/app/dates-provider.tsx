import { useLingui } from '@lingui/react';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { type ReactNode, useMemo } from 'react';
import { DAYJS_LOCALES, WEEK_SETTINGS } from '@/lib/dayjs-locale';
import { DEFAULT_LOCALE, isLocale } from '@/shared/locales';

/**
 * Mantine's pickers in the current Lingui language: the dayjs locale that names months, weekdays and days, and
 * the region's first day of the week and weekend. The names themselves (dayjs's locale data) are fetched by
 * the calendar code when a picker is shown in that language (`useCalendarLocale`), never with the start-up code.
 */
export function AppDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const settings = useMemo<DatesProviderSettings>(
    () => ({ locale: DAYJS_LOCALES[locale], ...WEEK_SETTINGS[locale] }),
    [locale],
  );
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}
