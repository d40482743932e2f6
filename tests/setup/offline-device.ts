// Offline as a device is offline, for the browser tests and the bench. Playwright's `context.setOffline(true)`
// (DevTools network emulation) makes every request fail, and tells the documents already open (`navigator.onLine`
// false, an 'offline' event). On Debian's Chromium 150 a document started after that (a reload, a new page) is not
// told: it starts with `navigator.onLine` true while nothing reaches the network, and no event ever corrects it
// (Chromium 156 told it). A device that is offline starts its pages offline; the console's start-up depends on it
// (its offline banner, and its queue of changes waits instead of sending). So while a context is offline, an init
// script marks every document started meanwhile as offline, and `navigator.onLine` reads false there.
//
// The mark is a flag on the document's window, set by init scripts added as the context goes offline and online (the
// last one added wins): reading `navigator.onLine` costs a page what it costs on a device, next to nothing. It read a
// cookie before, and each read of `document.cookie` is a synchronous call to the browser process (~5 ms at 4× CPU in
// the bench's reopens, paid by the console and not by the floor, which never reads `navigator.onLine`).
import type { BrowserContext, Page } from '@playwright/test';

/** The window's flag: true in a document of a context that is offline. */
export const OFFLINE_FLAG = '__deviceOffline';

/**
 * The init script: `navigator.onLine` is false while the document's flag is set, else what the browser says. Runs in
 * every document of the context before its own scripts (not in workers; the service worker never reads it).
 */
export function deviceOnLine(flag: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  const browserSays = descriptor?.get;
  if (!descriptor || !browserSays) return;
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    enumerable: descriptor.enumerable ?? true,
    get(this: Navigator) {
      return (window as unknown as Record<string, unknown>)[flag] === true ? false : browserSays.call(this);
    },
  });
}

/** Sets the flag of a document: in the init scripts (documents started later) and in the pages already open. */
function markOffline({ flag, offline }: { flag: string; offline: boolean }): void {
  (window as unknown as Record<string, unknown>)[flag] = offline;
}

const prepared = new WeakSet<BrowserContext>();

async function markContext(context: BrowserContext, offline: boolean): Promise<void> {
  const mark = { flag: OFFLINE_FLAG, offline };
  await context.addInitScript(markOffline, mark);
  for (const open of context.pages()) await open.evaluate(markOffline, mark).catch(() => undefined);
}

/** Takes the context offline: requests fail, and every document, open or started later, reads offline. */
export async function goOffline(context: BrowserContext): Promise<void> {
  if (!prepared.has(context)) {
    prepared.add(context);
    await context.addInitScript(deviceOnLine, OFFLINE_FLAG);
    for (const open of context.pages()) await open.evaluate(deviceOnLine, OFFLINE_FLAG).catch(() => undefined);
  }
  await markContext(context, true);
  await context.setOffline(true);
}

/**
 * Back online. A document started offline read it from its flag, while Chromium had it online all along and so
 * fires no 'online' event there: the page gets the event a device fires when its connection comes back.
 */
export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await markContext(context, false);
  await context.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
  });
}
