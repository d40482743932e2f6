import { useLayoutEffect } from 'react';
import { COLOR_SCHEME_COOKIE, type ColorSchemeChoice, FIRST_PAINT_ID, LANGUAGE_COOKIE } from '@/shared/first-paint';

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

/** A device preference the server reads to draw the first paint (not a secret; a year). */
function rememberForFirstPaint(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** Remembers the language on this device for the server's first paint. */
export function rememberLanguageForFirstPaint(locale: string): void {
  rememberForFirstPaint(LANGUAGE_COOKIE, locale);
}

/** Remembers the theme choice on this device, so the next first paint is drawn in it (no light flash). */
export function rememberColorSchemeForFirstPaint(choice: ColorSchemeChoice): void {
  rememberForFirstPaint(COLOR_SCHEME_COOKIE, choice);
}
