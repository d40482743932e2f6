import { createTheme, localStorageColorSchemeManager, type MantineThemeOverride } from '@mantine/core';
import { readableShade, shadesOf } from '@/lib/colors';
import { STORAGE_KEYS } from '@/lib/storage';

/** Light or dark, stored under `app-theme` (default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

/** The operator's primary colour drives the theme; header accents are fixed (spec part 1 §6). */
export function operatorTheme(primaryColor: string): MantineThemeOverride {
  const brand = shadesOf(primaryColor);
  return createTheme({
    primaryColor: 'brand',
    // Filled buttons use the brand colour where white text on it stays readable (WCAG AA).
    primaryShade: { light: readableShade(brand), dark: readableShade(brand) },
    colors: { brand, accent: shadesOf('#1B86FE'), alert: shadesOf('#f74141') },
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Sans SC", "Noto Sans TC", sans-serif',
    defaultRadius: 'md',
    // Filled badges and buttons pick black or white text, whichever reads better on their colour.
    autoContrast: true,
    // White text only where it reaches 4.5:1 (luminance ≤ 0.18), else black.
    luminanceThreshold: 0.18,
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '75em', xl: '90em' },
  });
}
