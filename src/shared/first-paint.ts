/**
 * The contract between the server's first paint (server/modules/branding/first-paint.ts) and the console
 * that removes it (src/lib/first-paint.ts).
 */

/** The element the server draws beside `#root` and the console removes once the real screen is drawn. */
export const FIRST_PAINT_ID = 'mpa-first-paint';

/** The cookie the console writes beside `appLanguage`, so the server draws the first paint in that language. */
export const LANGUAGE_COOKIE = 'mpa-lang';
