import { createTheme, localStorageColorSchemeManager, type MantineThemeOverride } from '@mantine/core';
import { shadesOf } from '@/lib/colors';
import { STORAGE_KEYS } from '@/lib/storage';

/** Light or dark, stored under `app-theme` (default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

/** The operator's primary colour drives the theme; header accents are fixed (spec part 1 §6). */
export function operatorTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: shadesOf(primaryColor), accent: shadesOf('#1B86FE'), alert: shadesOf('#f74141') },
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Sans SC", "Noto Sans TC", sans-serif',
    defaultRadius: 'md',
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '75em', xl: '90em' },
  });
}
