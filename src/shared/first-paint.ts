/**
 * The contract between the server's first paint (server/modules/branding/first-paint.ts), the worker's
 * offline shell (sw/shell.ts) and the console that removes it (src/lib/first-paint.ts).
 */

/** The element the server draws beside `#root` and the console removes once the real screen is drawn. */
export const FIRST_PAINT_ID = 'mpa-first-paint';

/** The cookie the console writes beside `appLanguage`, so the server draws the first paint in that language. */
export const LANGUAGE_COOKIE = 'mpa-lang';

/** The cookie the console writes beside `app-theme`, so the first paint is drawn in the user's theme. */
export const COLOR_SCHEME_COOKIE = 'mpa-theme';

/** The stored theme choice: `auto` (nothing chosen) follows the device's `prefers-color-scheme`. */
export type ColorSchemeChoice = 'light' | 'dark' | 'auto';

/** A cookie's value as a theme choice; anything else (missing, tampered) is `auto`. */
export function colorSchemeChoice(value: string | null | undefined): ColorSchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/**
 * The shell drawn in `choice` before any script runs: `data-mantine-color-scheme` on `<html>` (the attribute
 * Mantine's styles and the first paint's CSS follow; Mantine then starts from the same choice) and the
 * page's `<meta name="color-scheme">`. With `auto` there is no attribute: the CSS follows the device.
 */
export function withColorScheme(html: string, choice: ColorSchemeChoice): string {
  const supported = choice === 'auto' ? 'light dark' : choice;
  const meta = /(<meta name="color-scheme" content=")[^"]*(")/;
  let out = meta.test(html)
    ? html.replace(meta, `$1${supported}$2`)
    : html.replace(/<head>/, `<head><meta name="color-scheme" content="${supported}" />`);
  if (choice !== 'auto') out = out.replace(/<html\b/, `<html data-mantine-color-scheme="${choice}"`);
  return out;
}
