import type { ComponentType } from 'react';

/**
 * The offline banner's code (precached, so it loads without a connection). A console started offline asks for it
 * before anything else (start-early.ts), so that the shell has it when it draws its first screen: drawn when the
 * lazily loaded code came, a quarter of a second after the first screen of an offline reopen at 4× CPU, the banner
 * pushed the page down under the user's eyes.
 */
let loaded: ComponentType | null = null;

export const loadOfflineBanner = () =>
  import('./offline-banner').then((m) => {
    loaded = m.OfflineBanner;
    return { default: m.OfflineBanner };
  });

/** The banner, if its code is already here (then it draws without suspending). */
export const loadedOfflineBanner = (): ComponentType | null => loaded;

let ahead: Promise<unknown> = Promise.resolve();

/** Asks for the banner's code when the browser starts offline. */
export function loadOfflineBannerAhead(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) ahead = loadOfflineBanner().catch(() => undefined);
}

/**
 * Settles when the code asked for ahead is here (at once when the browser started online). The start-up waits for it
 * with the language's messages, which it needs anyway: it is asked for first and is small, so it is there by then.
 */
export const offlineBannerAhead = (): Promise<unknown> => ahead;
