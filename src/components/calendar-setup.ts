import { useLingui } from '@lingui/react/macro';
import { type CalendarAriaLabels, useDatesContext } from '@mantine/dates';
import { useEffect, useMemo, useState } from 'react';

// Each dayjs locale registers itself when imported; English is built in. Only the calendar code imports these
// (a picker's chunk), so neither the locales nor dayjs reach the start-up chunk.
const loaders: Record<string, () => Promise<unknown>> = {
  hi: () => import('dayjs/locale/hi'),
  pt: () => import('dayjs/locale/pt'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-tw': () => import('dayjs/locale/zh-tw'),
};
const registered = new Set<string>(['en']);

/**
 * The dayjs locale a picker should use: the language's (from `AppDatesProvider`) once its names are loaded,
 * English until then. Loads them when a picker is first shown in that language or the language changes.
 */
export function useCalendarLocale(): string {
  const wanted = useDatesContext().locale;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const load = loaders[wanted];
    if (registered.has(wanted) || !load) return;
    let current = true;
    load().then(
      () => {
        registered.add(wanted);
        if (current) setLoaded((n) => n + 1);
      },
      (error: unknown) => console.warn(`the calendar's ${wanted} names could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return registered.has(wanted) ? wanted : 'en';
}

/**
 * The calendar's arrow buttons named in the reader's language. The level control (the month and year title)
 * keeps its visible text as its name: the month name in the current language.
 */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({
      previousMonth: t`Previous month`,
      nextMonth: t`Next month`,
      previousYear: t`Previous year`,
      nextYear: t`Next year`,
      previousDecade: t`Previous decade`,
      nextDecade: t`Next decade`,
    }),
    [t],
  );
}
