import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';

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
