import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// This file drives the service worker (elsewhere it is blocked: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Installability is never granted to incognito contexts (Playwright's default), so this test uses a
// persistent profile of its own.
test('Chromium reports no installability errors for the console', async ({ baseURL, browserName }, testInfo) => {
  test.skip(browserName !== 'chromium');
  const profile = mkdtempSync(join(tmpdir(), 'mpa-install-'));
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: launch.executablePath,
    args: launch.args,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), {
        timeout: 15_000,
      })
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest\?operator=/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

// The worker's install fetches and stores every file of the console. On a first visit it waits until the page has
// settled (src/lib/when-settled.ts): started with the first screen, it competed with the data still being loaded and
// drawn (issue 22).
test('a first visit registers the worker only after the first screen’s data have loaded and the page went quiet', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@onda.test');
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      (window as { registeredAt?: number }).registeredAt ??= performance.now();
      return register(...args);
    };
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-value').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const { registeredAt, requests } = await page.evaluate(() => ({
    registeredAt: (window as { registeredAt?: number }).registeredAt ?? 0,
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/v1/') && !entry.name.includes('/stream'))
      .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  }));
  expect(registeredAt).toBeGreaterThan(0);
  // Every data request asked for before the worker had been answered, and nothing was loading for a while.
  const before = requests.filter((request) => request.start < registeredAt);
  expect(before.length).toBeGreaterThanOrEqual(4);
  const lastAnswer = Math.max(...before.map((request) => request.end));
  expect(lastAnswer).toBeLessThan(registeredAt);
  expect(registeredAt - lastAnswer).toBeGreaterThanOrEqual(1000);
});
