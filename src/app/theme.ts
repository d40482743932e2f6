import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorSchemeManager,
  type MantineThemeOverride,
} from '@mantine/core';
import { readableShade, shadesOf } from '@/lib/colors';
import { rememberColorSchemeForFirstPaint } from '@/lib/first-paint';
import { STORAGE_KEYS } from '@/lib/storage';

/** With nothing chosen the console follows the device, as the server's first paint does by CSS. */
export const DEFAULT_COLOR_SCHEME = 'auto';

const stored = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

/**
 * Light, dark or auto, stored under `app-theme` and mirrored in a cookie (`mpa-theme`) at start-up (once the
 * first screen is drawn) and on every change (at once), so the server draws the next first paint in it. Nothing stored is auto here, whatever
 * default a provider passes: the console then starts in the scheme the first paint was drawn in (no flip).
 * A device preference: sign-out keeps both.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  ...stored,
  get() {
    const choice = stored.get(DEFAULT_COLOR_SCHEME);
    rememberColorSchemeForFirstPaint(choice, 'after-first-screen');
    return choice;
  },
  set(value) {
    stored.set(value);
    rememberColorSchemeForFirstPaint(value);
  },
  clear() {
    stored.clear();
    rememberColorSchemeForFirstPaint(DEFAULT_COLOR_SCHEME);
  },
};

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
