import { parse as parseCookies } from 'hono/utils/cookie';
import { COLOR_SCHEME_COOKIE, type ColorSchemeChoice, colorSchemeChoice } from '../../../src/shared/first-paint';

/**
 * The theme the first paint is drawn in: the one chosen on this device (cookie `mpa-theme`, written by the
 * console with `app-theme`), else `auto` — the page's CSS then follows the device's `prefers-color-scheme`.
 */
export function firstPaintColorScheme(cookieHeader: string | undefined): ColorSchemeChoice {
  if (!cookieHeader) return 'auto';
  return colorSchemeChoice(parseCookies(cookieHeader, COLOR_SCHEME_COOKIE)[COLOR_SCHEME_COOKIE]);
}
