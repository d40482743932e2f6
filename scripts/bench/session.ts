// A signed-in session for the bench, obtained through the API and stored the way the console stores it
// (src/lib/session.ts: localStorage `current-user`; src/lib/operator.ts: `operatorId`).
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { goOffline } from '../../tests/setup/offline-device';

export const DEMO_ADMIN = { username: 'admin@demo.test', password: 'Demo@12345' };

export type SignedIn = {
  clientToken: string;
  accessToken: string;
  /** The login answer's `data`, as the console keeps it. */
  data: { user: { operatorId: string }; expiresIn: number; accessToken: string } & Record<string, unknown>;
};

async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

export async function clientToken(base: string): Promise<string> {
  const body = await json(
    await fetch(`${base}/api/v1/auth/client-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: 'admin-console', clientSecret: 'admin-console-secret' }),
    }),
  );
  return body.data.clientToken as string;
}

/** The admin of the demo's second operator, whose entity lists the bench fills with a million rows each. */
export const ENTITIES_ADMIN = { username: 'admin@sparkle.test', password: 'Demo@12345' };

export function loginRequest(base: string, token: string, account = DEMO_ADMIN) {
  return {
    url: `${base}/api/v1/auth/login`,
    method: 'POST' as const,
    headers: { 'Content-Type': 'application/json', 'X-Client-Token': token },
    body: JSON.stringify(account),
  };
}

export async function apiSignIn(base: string, account = DEMO_ADMIN): Promise<SignedIn> {
  const token = await clientToken(base);
  const { url, ...init } = loginRequest(base, token, account);
  const body = await json(await fetch(url, init));
  const data = body.data as SignedIn['data'];
  return { clientToken: token, accessToken: data.accessToken, data };
}

function storedItems(session: SignedIn): Record<string, string> {
  return {
    'current-user': JSON.stringify({ ...session.data, expiresAt: Date.now() + session.data.expiresIn * 1000 }),
    operatorId: session.data.user.operatorId,
  };
}

/** Every page of the context starts signed in (set before the console's code runs). */
export async function signInContext(context: BrowserContext, session: SignedIn): Promise<void> {
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storedItems(session));
}

/** Stores the session in the page's origin (the page must already be on the console's origin). */
export async function storeSession(page: Page, session: SignedIn): Promise<void> {
  await page.evaluate((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storedItems(session));
}

/**
 * Waits until the dashboard shows a real figure: the "total bookings" card's value, non-zero (the fallback for
 * missing data is 0), and equal to `expected` when given. Returns the page's clock then (ms since navigation
 * start) and the text.
 */
export async function dashboardFigureVisible(
  page: Page,
  expected?: string,
  timeout = 60_000,
): Promise<{ ms: number; text: string }> {
  const handle = await page.waitForFunction(
    (want: string | null) => {
      const value = document.querySelector('[data-testid="stat-totalOrders"] [data-testid="stat-value"]');
      const text = value?.textContent ?? '';
      if (!/[1-9]/.test(text) || (want !== null && text !== want)) return false;
      return { ms: performance.now(), text };
    },
    expected ?? null,
    { timeout, polling: 'raf' },
  );
  const result = (await handle.jsonValue()) as { ms: number; text: string };
  return { ms: Math.round(result.ms), text: result.text };
}

/** Until the bookings list shows its first booking (a card on a phone, a row on a wider screen), or `expected`. */
export async function bookingsFigureVisible(
  page: Page,
  expected?: string,
  timeout = 60_000,
): Promise<{ ms: number; text: string }> {
  const handle = await page.waitForFunction(
    (want: string | null) => {
      const first = document.querySelector('[data-testid="order-card"], [data-testid="order-row"]');
      const text = first?.textContent ?? '';
      if (!text.includes('ORD_') || (want !== null && text !== want)) return false;
      return { ms: performance.now(), text };
    },
    expected ?? null,
    { timeout, polling: 'raf' },
  );
  const result = (await handle.jsonValue()) as { ms: number; text: string };
  return { ms: Math.round(result.ms), text: result.text };
}

/** A page of the console the tools of issue 22 reopen offline (`offlinePhonePage`). */
export type OfflinePhonePage = {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Reloads (offline, 4× CPU) and times the figure of the first load showing again. */
  reopen: () => Promise<number>;
};

/**
 * The dashboard or the bookings list on a phone (412 × 823), signed in with `session`: loaded online, its worker
 * ready, then offline at 4× CPU. `initScript` runs in every page before its own scripts (e.g. a DevTools hook);
 * `startupMarks`: the console writes its start-up phases as User Timing marks (`startupMarksWritten`).
 */
export async function offlinePhonePage(
  browser: Browser,
  base: string,
  session: SignedIn,
  which: 'dashboard' | 'bookings',
  options: { initScript?: string; settleMs?: number; startupMarks?: boolean } = {},
): Promise<OfflinePhonePage> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await signInContext(context, session);
  if (options.initScript) await context.addInitScript(options.initScript);
  // The console writes its start-up phases as User Timing marks when asked (src/lib/first-paint.ts).
  if (options.startupMarks) await context.addInitScript(() => localStorage.setItem('startup-marks', '1'));
  const page = await context.newPage();
  const figure = which === 'dashboard' ? dashboardFigureVisible : bookingsFigureVisible;
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}${which === 'dashboard' ? '/dashboard' : '/orders'}`, { waitUntil: 'commit' });
  const first = await figure(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(options.settleMs ?? 4000);
  await goOffline(context);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const reopen = async () => {
    await page.reload({ waitUntil: 'commit' });
    return (await figure(page, first.text, 30_000)).ms;
  };
  return { context, page, cdp, reopen };
}

/**
 * Waits until the page has written its start-up marks (`startup:*`, src/lib/first-paint.ts): it notes the phases'
 * times during the start-up and writes them as marks once its first screen is drawn.
 */
export async function startupMarksWritten(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('startup:commit', 'mark').length > 0, undefined, {
    timeout: 10_000,
  });
}
