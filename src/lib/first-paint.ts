import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ID, LANGUAGE_COOKIE } from '@/shared/first-paint';

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
