// Offline as a device is offline, for the browser tests and the bench. Playwright's `context.setOffline(true)`
// (DevTools network emulation) makes every request fail, and tells the documents already open (`navigator.onLine`
// false, an 'offline' event). On Debian's Chromium 150 a document started after that (a reload, a new page) is not
// told: it starts with `navigator.onLine` true while nothing reaches the network, and no event ever corrects it
// (Chromium 156 told it). A device that is offline starts its pages offline; the console's start-up depends on it
// (its offline banner, and its queue of changes waits instead of sending). So while a context is offline, a cookie
// says so and an init script makes `navigator.onLine` read false in every document started meanwhile.
import type { BrowserContext, Page } from '@playwright/test';

/** Set while the context is offline; read by `deviceOnLine` in each document. */
export const OFFLINE_COOKIE = 'device-offline';

/**
 * The init script: `navigator.onLine` is false while the cookie is set, else what the browser says. Runs in every
 * document of the context before its own scripts (not in workers; the service worker never reads it).
 */
export function deviceOnLine(cookie: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  const browserSays = descriptor?.get;
  if (!descriptor || !browserSays) return;
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    enumerable: descriptor.enumerable ?? true,
    get(this: Navigator) {
      return document.cookie.split('; ').includes(`${cookie}=1`) ? false : browserSays.call(this);
    },
  });
}

const prepared = new WeakSet<BrowserContext>();

/** Takes the context offline: requests fail, and every document, open or started later, reads offline. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  if (!prepared.has(context)) {
    prepared.add(context);
    await context.addInitScript(deviceOnLine, OFFLINE_COOKIE);
  }
  await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: new URL(page.url()).origin }]);
  await context.setOffline(true);
}

/**
 * Back online. A document started offline read it from the cookie, while Chromium had it online all along and so
 * fires no 'online' event there: the page gets the event a device fires when its connection comes back.
 */
export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies({ name: OFFLINE_COOKIE });
  await context.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
  });
}
