import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { goOffline, goOnline } from '../setup/offline-device';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Issue 75 (5): offline, a screen never visited showed placeholder rows for 15 s and more, after a reload too. It says
// at once that its data is not on the device yet and will load when the device is back online.
test.use({ serviceWorkers: 'allow' });

const NOT_HERE = /not on this device yet/;

/** The console on the dashboard, controlled by its worker (the first load installs it), then offline. */
async function offlineOnDashboard(page: Page, context: BrowserContext) {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await goOffline(context);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('offline, the sub-admins list never visited says its data will load when back online, then loads', async ({
  page,
  context,
}) => {
  await offlineOnDashboard(page, context);
  await page.getByRole('link', { name: 'Sub-admins' }).first().click();
  const notice = page.getByTestId('not-on-device');
  await expect(notice).toContainText(NOT_HERE, { timeout: 4000 });
  await expect(notice).toContainText('back online');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A reload offline says the same at once.
  await page.reload();
  await expect(page.getByTestId('not-on-device')).toContainText(NOT_HERE, { timeout: 4000 });

  // Back online, the list loads by itself.
  await goOnline(context, page);
  await expect(page.getByTestId('not-on-device')).toHaveCount(0);
  await expect(page.getByTestId('sub-admin-row').or(page.getByTestId('sub-admin-card')).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offline, the reports never visited say their data is not on the device yet', async ({ page, context }) => {
    await offlineOnDashboard(page, context);
    await page.goto('/reports').catch(() => undefined);
    await expect(page.getByTestId('not-on-device').first()).toContainText(NOT_HERE, { timeout: 4000 });
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });
});
