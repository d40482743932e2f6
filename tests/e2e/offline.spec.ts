import { readFileSync, writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { bookingRef, bookingsApi } from './bookings-api';
import { goOnline, goOffline as takeOffline } from '../setup/offline-device';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// This file drives the service worker (elsewhere it is blocked: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ref = bookingRef;
const apiAs = bookingsApi;

/** The first load installs the worker; the reload is the first page it controls (no clients.claim). */
async function loadControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The persisted cache entries of this origin's IndexedDB store, as text. */
const persistedKeys = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('marketplace-admin');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('query-cache')) return {} as Record<string, string>;
    const tx = db.transaction('query-cache', 'readonly');
    const store = tx.objectStore('query-cache');
    const [keys, values] = await Promise.all(
      ['getAllKeys', 'getAll'].map(
        (method) =>
          new Promise<unknown[]>((resolve) => {
            const request = (store as unknown as Record<string, () => IDBRequest<unknown[]>>)[method]?.call(store);
            if (request) request.onsuccess = () => resolve(request.result);
          }),
      ),
    );
    db.close();
    return Object.fromEntries((keys ?? []).map((k, i) => [String(k), String(values?.[i] ?? '')]));
  });

async function goOffline(context: BrowserContext, page: Page) {
  await takeOffline(context);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/**
 * A new booking, open on its page in a console the worker controls, after the list showed it and the device kept
 * that list (persisted): what a device that was online has before the connection goes.
 */
async function openNewBookingFromList(page: Page) {
  const session = await signInViaApi(page, 'admin@demo.test');
  const api = apiAs(page, session.accessToken);
  const booking = await api.create();
  await loadControlled(page, `/orders/order_details/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Booking ${ref(booking.id)}` })).toBeVisible();
  await page.getByRole('link', { name: 'Bookings' }).first().click();
  const row = page.getByTestId('order-row').filter({ hasText: ref(booking.id) });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '0');
  await expect
    .poll(async () => Object.entries(await persistedKeys(page)).find(([k]) => k.includes(session.user.id))?.[1] ?? '')
    .toContain(booking.id);
  await page.getByRole('link', { name: ref(booking.id) }).click();
  await expect(page.getByTestId('status-actions')).toBeVisible();
  return { api, booking, row };
}

/**
 * A timeline of what became of the requests `matches` picks (sent from the page or the worker, failed or answered),
 * with the test's own marks, for a failure message.
 */
function requestTimeline(context: BrowserContext, matches: (request: Request) => boolean) {
  const t0 = Date.now();
  const lines: string[] = [];
  const mark = (what: string) => lines.push(`${Date.now() - t0} ms ${what}`);
  context.on('request', (r) => {
    if (matches(r)) mark(`request (from ${r.serviceWorker() ? 'worker' : 'page'})`);
  });
  context.on('requestfailed', (r) => {
    if (matches(r)) mark(`failed: ${r.failure()?.errorText}`);
  });
  context.on('requestfinished', (r) => {
    if (matches(r)) mark('answered');
  });
  return { mark, text: () => lines.join('\n') };
}

test.describe('offline', () => {
  test('offline reload renders the shell and the cached dashboard and bookings, marked stale, with the offline banner', async ({
    page,
    context,
  }) => {
    const session = await signInViaApi(page, 'admin@onda.test');
    await loadControlled(page, '/dashboard');
    await expect(page.getByTestId('stat-value').first()).toBeVisible();
    await expect(page.getByTestId('recent-bookings')).toBeVisible();
    const figures = await page.getByTestId('stat-value').allTextContents();
    await page.getByRole('link', { name: 'Bookings' }).first().click();
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    const rows = await page.getByTestId('order-row').count();
    const firstRef = (await page.getByTestId('order-row').first().getByRole('link').first().textContent()) ?? '';
    // The snapshot is written within a second of the last change: wait for the bookings page's own query
    // (the dashboard's recent bookings are a "list" too, persisted earlier).
    await expect
      .poll(async () => Object.entries(await persistedKeys(page)).find(([k]) => k.includes(session.user.id))?.[1] ?? '')
      .toContain('["orders","list",{"pageNumber":1,"pageSize":10}]');
    await expect(page.getByTestId('last-updated')).toHaveCount(0);

    await goOffline(context, page);
    // When the banner and the first row first show in the reloaded page.
    await page.addInitScript(() => {
      const seen: { banner?: number; row?: number } = {};
      (window as { seen?: typeof seen }).seen = seen;
      new MutationObserver(() => {
        seen.banner ??= document.querySelector('[data-testid="offline-banner"]') ? performance.now() : undefined;
        seen.row ??= document.querySelector('[data-testid="order-row"]') ? performance.now() : undefined;
      }).observe(document, { childList: true, subtree: true });
    });
    // A phone's CPU (4× slower), where the banner's code came after the first screen when it was asked for late.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('order-row')).toHaveCount(rows);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The banner is part of the first screen: arriving later, it pushed the rows down under the user's eyes.
    const seen = await page.evaluate(() => (window as { seen?: { banner?: number; row?: number } }).seen);
    expect(seen?.banner).toBeDefined();
    expect(seen?.banner).toBeLessThanOrEqual(seen?.row ?? 0);
    const reopenedMs = Date.now() - started;
    await expect(page.getByTestId('order-row').first().getByRole('link').first()).toHaveText(firstRef);
    await expect(page.getByTestId('last-updated')).toContainText(/Last updated \d{2}:\d{2}/);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByTestId('stat-value').first()).toBeVisible();
    expect(await page.getByTestId('stat-value').allTextContents()).toEqual(figures);

    await expect(page.getByTestId('last-updated')).toContainText(/Last updated \d{2}:\d{2}/);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    test.info().annotations.push({ type: 'offline reload to bookings rows (ms)', description: String(reopenedMs) });
    process.stdout.write(`\nMEASURED offline reload to cached bookings rows: ${reopenedMs} ms\n`);

    // Back online: the banner goes and the data revalidates, so the marker goes too.
    await goOnline(context, page);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('last-updated')).toHaveCount(0);
  });

  test('a reload of the installed console draws the bookings it has before asking the server, then shows what changed', async ({
    page,
  }) => {
    const session = await signInViaApi(page, 'admin@demo.test');
    const api = apiAs(page, session.accessToken);
    const booking = await api.create();
    await loadControlled(page, '/orders');
    const row = page.getByTestId('order-row').filter({ hasText: ref(booking.id) });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '0');
    await expect
      .poll(async () => Object.entries(await persistedKeys(page)).find(([k]) => k.includes(session.user.id))?.[1] ?? '')
      .toContain(booking.id);

    // The server's copy changes while the device keeps the old one.
    await api.setStatus(booking.id, 1);
    // When the booking's row first shows in the reloaded page, and with which status.
    await page.addInitScript((wanted: string) => {
      // The console writes its start-up phases as User Timing marks when asked (src/lib/first-paint.ts).
      localStorage.setItem('startup-marks', '1');
      const seen = new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[data-testid="order-row"]')].find((r) =>
          r.textContent?.includes(wanted),
        );
        if (!shown) return;
        seen.disconnect();
        const status = shown.querySelector('[data-status]')?.getAttribute('data-status');
        (window as { firstSeen?: unknown }).firstSeen = { at: performance.now(), status };
      });
      seen.observe(document, { childList: true, subtree: true });
    }, ref(booking.id));
    await page.reload();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '1');

    const { firstSeen, firstScreen, firstRequest, phases } = await page.evaluate(() => ({
      firstSeen: (window as { firstSeen?: { at: number; status: string } }).firstSeen,
      firstScreen: performance.getEntriesByName('startup:commit', 'mark')[0]?.startTime,
      phases: Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('startup:'))
          .map((m) => [m.name.slice('startup:'.length), m.startTime]),
      ),
      firstRequest: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/v1/orders'))
          .map((e) => e.startTime),
      ),
    }));
    // Drawn from the device first, and asked for only once the first screen is drawn (issue 22: on a reopen nothing
    // but the screen runs before it).
    expect(firstSeen?.status).toBe('0');
    expect(firstScreen).toBeDefined();
    expect(firstRequest).toBeGreaterThan(firstScreen ?? Number.POSITIVE_INFINITY);
    // The cache was read and the route loaded before the first render, which drew the shell and the list in one pass
    // (main.tsx, lib/persisted-cache.ts).
    expect(phases.restored).toBeLessThan(phases.render ?? Number.NEGATIVE_INFINITY);
    expect(phases.render).toBeLessThan(phases.shell ?? Number.NEGATIVE_INFINITY);
  });

  test('a status change made offline is pending sync, survives a reload and reaches the server exactly once', async ({
    page,
    context,
  }) => {
    const { api, booking, row } = await openNewBookingFromList(page);

    // The first answer is lost on the way back (the server applied it): the retry carries the same key.
    const sentKeys: string[] = [];
    let loseAnswer = true;
    await page.route('**/api/v1/orders/*/status', async (route) => {
      sentKeys.push(route.request().headers()['idempotency-key'] ?? '');
      if (loseAnswer) {
        loseAnswer = false;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await goOffline(context, page);
    await page.getByRole('button', { name: 'Mark as Accepted' }).click();
    await page.getByRole('dialog').getByLabel('Note (optional)').fill('Called from the road');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const detailStatus = page.getByTestId('order-status');
    await expect(detailStatus).toContainText('Accepted');
    await expect(page.getByTestId('pending-sync').first()).toBeVisible();
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');
    expect(sentKeys).toEqual([]);

    // The list shows it too; a reload (still offline) keeps the queued change.
    await page.getByRole('link', { name: 'Bookings' }).first().click();
    await expect(row.getByTestId('pending-sync')).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '1');
    await page.waitForTimeout(1200);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(row.getByTestId('pending-sync')).toBeVisible();
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');
    expect(sentKeys).toEqual([]);

    await goOnline(context, page);
    await expect(page.getByTestId('pending-sync-count')).toHaveCount(0, { timeout: 20_000 });
    await expect(row.getByTestId('pending-sync')).toHaveCount(0);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '1');
    expect(sentKeys.length).toBe(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);

    const after = await api.detail(booking.id);
    expect(after.status).toBe(1);
    expect(after.history.filter((h) => h.toStatus === 1 && h.fromStatus === 0)).toHaveLength(1);
    expect(after.history).toHaveLength(2);
  });

  test('on a connection that says it is online but reaches nothing, a status change is kept through a reload and sent once the server answers', async ({
    page,
    context,
  }) => {
    const { api, booking, row } = await openNewBookingFromList(page);

    // Lie-fi: the browser stays online (no offline banner, nothing paused) while every call to the API fails as a
    // lost connection does. Each attempt of the change is recorded with its key.
    const attempts: string[] = [];
    let reachable = false;
    await context.route('**/api/v1/**', async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH' && request.url().endsWith(`/orders/${booking.id}/status`))
        attempts.push(`${reachable ? 'sent' : 'lost'} ${request.headers()['idempotency-key'] ?? ''}`);
      if (reachable) await route.continue();
      else await route.abort('internetdisconnected');
    });

    await page.getByRole('button', { name: 'Mark as Accepted' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('order-status')).toContainText('Accepted');
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');
    await expect.poll(() => attempts.length).toBeGreaterThan(0);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    // A reload on the same connection: the change is still there, shown as it will be, and still waiting.
    await page.getByRole('link', { name: 'Bookings' }).first().click();
    await expect(row.getByTestId('pending-sync')).toBeVisible();
    await page.waitForTimeout(1200);
    await page.reload();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '1');
    await expect(row.getByTestId('pending-sync')).toBeVisible();
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');
    const lostBeforeReload = attempts.length;
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBeGreaterThan(lostBeforeReload);
    expect((await api.detail(booking.id)).status).toBe(0);

    // The server answers again: the next retry sends it, once, with the key made when the user acted.
    reachable = true;
    await expect(page.getByTestId('pending-sync-count')).toHaveCount(0, { timeout: 40_000 });
    await expect(row.getByTestId('pending-sync')).toHaveCount(0);
    const keys = new Set(attempts.map((a) => a.split(' ')[1]));
    expect(keys.size, attempts.join('\n')).toBe(1);
    expect(attempts.filter((a) => a.startsWith('sent'))).toHaveLength(1);
    const after = await api.detail(booking.id);
    expect(after.status).toBe(1);
    expect(after.history.filter((h) => h.toStatus === 1 && h.fromStatus === 0)).toHaveLength(1);
  });

  test('"mark all as read" made offline shows at once, survives a reload and reaches the server once', async ({
    page,
    context,
  }) => {
    const session = await signInViaApi(page, 'admin@lotus.test');
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const unread = async () =>
      (await (await page.request.get('/api/v1/notifications?pageNumber=1&pageSize=10', { headers })).json()).data
        .unread as number;
    // A new booking makes an unread notification, whatever earlier tests marked read.
    await apiAs(page, session.accessToken).create();
    expect(await unread()).toBeGreaterThan(0);
    await loadControlled(page, '/notification');
    const rows = page.getByTestId('notification-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-testid="notification-row"][data-unread]').first()).toBeVisible();
    await expect
      .poll(async () => Object.entries(await persistedKeys(page)).find(([k]) => k.includes(session.user.id))?.[1] ?? '')
      .toContain('"page"');

    // What happened to read-all, when (for the failure message: this test once saw the server marked before
    // the replay, and no request on the route).
    const timeline = requestTimeline(context, (r) => r.url().includes('/notifications/read-all'));
    const { mark } = timeline;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) mark('navigated');
    });
    const sentKeys: string[] = [];
    await page.route('**/api/v1/notifications/read-all', async (route) => {
      sentKeys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.continue();
    });
    await goOffline(context, page);
    mark('offline');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    mark(`clicked; unread on the server: ${await unread()}`);
    await expect(page.locator('[data-testid="notification-row"][data-unread]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');

    await page.waitForTimeout(1200);
    mark(`reloading; unread on the server: ${await unread()}`);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-testid="notification-row"][data-unread]')).toHaveCount(0);
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');
    expect(sentKeys).toEqual([]);
    expect(await unread(), timeline.text()).toBeGreaterThan(0);

    await goOnline(context, page);
    await expect(page.getByTestId('pending-sync-count')).toHaveCount(0, { timeout: 20_000 });
    expect(sentKeys).toHaveLength(1);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await unread()).toBe(0);
    await expect(page.locator('[data-testid="notification-row"][data-unread]')).toHaveCount(0);
  });

  test('a queued change the server refuses (409) is reported with the status the server has', async ({
    page,
    context,
  }) => {
    const session = await signInViaApi(page, 'admin@demo.test');
    const api = apiAs(page, session.accessToken);
    const booking = await api.create();
    await loadControlled(page, `/orders/order_details/${booking.id}`);
    await expect(page.getByTestId('status-actions')).toBeVisible();
    // What became of the change's requests, for the failure message: CI saw this test once without its pending
    // marker (and lost the trace), not since in 15 runs.
    const timeline = requestTimeline(
      context,
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/orders/${booking.id}/status`),
    );
    await goOffline(context, page);
    timeline.mark('offline');
    await page.getByRole('button', { name: 'Mark as Accepted' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    timeline.mark('confirmed');
    try {
      await expect(page.getByTestId('order-status')).toContainText('Accepted');
      await expect(page.getByTestId('pending-sync').first()).toBeVisible();
    } catch (error) {
      const onServer = (await api.detail(booking.id)).status;
      throw new Error(`${(error as Error).message}\n${timeline.text()}\nstatus on the server: ${onServer}`);
    }
    // Meanwhile someone else rejects the booking.
    const response = await page.request.patch(`/api/v1/orders/${booking.id}/status`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
      data: { status: 8, note: 'no provider' },
    });
    expect(response.status()).toBe(200);
    await goOnline(context, page);
    const notice = page.getByRole('alert').filter({ hasText: `Booking ${ref(booking.id)} was changed meanwhile` });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText('Rejected by Host');
    await expect(page.getByTestId('order-status')).toContainText('Rejected by Host');
    await expect(page.getByTestId('pending-sync')).toHaveCount(0);
    expect((await api.detail(booking.id)).status).toBe(8);
  });

  test('logout asks about unsent changes, then leaves nothing of the user in IndexedDB, Cache Storage or localStorage', async ({
    page,
    context,
  }) => {
    const session = await signInViaApi(page, 'admin@lotus.test');
    const booking = await apiAs(page, session.accessToken).create();
    await loadControlled(page, `/orders/order_details/${booking.id}`);
    await expect(page.getByTestId('status-actions')).toBeVisible();
    await page.getByRole('link', { name: 'Bookings' }).first().click();
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    // A change queued offline, so the persisted cache holds a queued mutation of this user too.
    await page.getByRole('link', { name: ref(booking.id) }).click();
    await goOffline(context, page);
    await page.getByRole('button', { name: 'Mark as Accepted' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('pending-sync-count')).toContainText('1');
    await expect.poll(async () => Object.values(await persistedKeys(page)).join('\n')).toContain('"isPaused":true');
    // Product images and the avatar went through the worker's image cache.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('mpa-images-v1')).keys()).length))
      .toBeGreaterThan(0);
    await expect.poll(async () => Object.keys(await persistedKeys(page)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out with unsent changes?' });
    await expect(confirm).toContainText('1 change made on this device has not reached the server yet.');
    await confirm.getByRole('button', { name: 'Log out and delete them' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.waitForTimeout(1500); // longer than the persister's write interval

    const left = await page.evaluate(async () => {
      const databases = await indexedDB.databases();
      const dump: string[] = [];
      for (const info of databases) {
        if (!info.name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(info.name as string);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const name of Array.from(db.objectStoreNames)) {
          const store = db.transaction(name, 'readonly').objectStore(name);
          const [keys, values] = await Promise.all([
            new Promise<IDBValidKey[]>((resolve) => {
              const r = store.getAllKeys();
              r.onsuccess = () => resolve(r.result);
            }),
            new Promise<unknown[]>((resolve) => {
              const r = store.getAll();
              r.onsuccess = () => resolve(r.result);
            }),
          ]);
          dump.push(`${info.name}/${name}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`);
        }
        db.close();
      }
      const cacheEntries: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) cacheEntries.push(`${name} ${request.url}`);
      }
      return { databases: databases.map((d) => d.name), dump, cacheEntries, local: { ...localStorage } };
    });
    const everything = JSON.stringify(left.dump);
    expect(everything).not.toContain(session.user.id);
    expect(everything).not.toContain('admin@lotus.test');
    expect(everything).not.toContain('"cache:');
    expect(everything).not.toContain('mpa-images');
    // Only the app shell's precache (and the operator's public config) may remain.
    const userData = left.cacheEntries.filter(
      (entry) => !entry.startsWith('workbox-precache') && !entry.startsWith('mpa-config-v1 '),
    );
    expect(userData).toEqual([]);
    expect(left.cacheEntries.some((e) => /\/uploads\/|\/demo\//.test(e))).toBe(false);
    expect(JSON.stringify(left.local)).not.toContain(session.user.id);
    expect(everything).not.toContain(booking.id);
    // Deleted, not sent: back online the booking is still Pending.
    await goOnline(context, page);
    await page.waitForTimeout(1500);
    expect((await apiAs(page, session.accessToken).detail(booking.id)).status).toBe(0);
  });

  test('a new service worker version shows the reload prompt, asks about unsaved input and reloads only on request', async ({
    page,
  }) => {
    const admin = await signInViaApi(page, 'admin@sparkle.test');
    const { firstName, lastName } = admin.user as unknown as { firstName: string; lastName: string };
    await loadControlled(page, '/dashboard/profile');
    await expect(page.getByLabel(/^First name/)).toBeVisible();
    const firstScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // The next deploy: the server's sw.js changes (as a new build's precache manifest does). Playwright's
    // routing does not see the browser's own update check of the worker script, so the served file itself
    // changes for the rest of this test (and is put back afterwards).
    const swFile = `${process.env.E2E_STATIC_DIR ?? 'dist'}/sw.js`;
    const original = readFileSync(swFile, 'utf8');
    writeFileSync(swFile, `${original}\n// next version\n`);
    try {
      await updateFlow(page, firstScript);
    } finally {
      writeFileSync(swFile, original);
      // The demo's admin keeps its name for the other specs (payouts names the deciding admin).
      await page.request.patch('/api/v1/me', {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
        data: { firstName, lastName },
      });
    }
  });
});

async function updateFlow(page: Page, firstScript: string | undefined) {
  {
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is available', { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);

    // Unsaved input: the prompt asks first; keeping it leaves the form and the page as they are. (A name
    // of its own: a retry must not find the name an earlier attempt saved.)
    const unsaved = `Unsaved ${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
    await page.getByLabel(/^First name/).fill(unsaved);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toContainText('A form has unsaved changes');
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel(/^First name/)).toHaveValue(unsaved);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

    // Saved: now Reload applies the new worker and reloads.
    // Exact: the account menu's name ("… Unsaved …") contains "save" too.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your profile is up to date.')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(
      false,
    );
    await expect(page.getByLabel(/^First name/)).toHaveValue(unsaved);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting !== null, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(state.waiting).toBe(false);
    expect(state.controller).toBe(firstScript);
  }
}
