import { useLayoutEffect } from 'react';

/** The server's first paint of the page (server/modules/branding/first-paint.ts), over the console's root. */
export const FIRST_PAINT_ID = 'mpa-first-paint';
/** Read by the server to draw the first paint in the chosen language (first-paint.ts, LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'mpa-lang';

/** Takes the first paint away: the real screen underneath is drawn. */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Rendered where a screen's content commits (the auth card, the shell's page, error screens): the first
 * paint goes in the same commit, so the browser's next frame shows the real screen, never neither.
 */
export function FirstPaintDone() {
  useLayoutEffect(removeFirstPaint, []);
  return null;
}

/** Remembers the language on this device for the server's first paint (not a secret; a year). */
export function rememberLanguageForFirstPaint(locale: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
