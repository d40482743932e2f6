import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, PASSWORD, signInReload } from './fixtures';

// Issue 75 (2): a sub-admin without the dashboard (the demo's finance account: transactions and payouts).
const FINANCE = 'finance@sparkle.test';

test.describe('landing after sign-in', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a sub-admin without the dashboard lands on its first screen with its menu group open, and a refusal offers its screens', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('Email or username').fill(FINANCE);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    const reloaded = await signInReload(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await reloaded();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByTestId('forbidden')).toHaveCount(0);
    const nav = page.getByTestId('side-nav');
    // The Money group holding the page is open: both its links are visible.
    await expect(nav.getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Payouts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    // The dashboard refuses, and offers the screens the account may open instead of itself.
    await page.goto('/dashboard');
    const refusal = page.getByTestId('forbidden');
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('link', { name: 'Go to the dashboard' })).toHaveCount(0);
    const screens = refusal.getByRole('navigation', { name: 'Screens you may open' });
    await expect(screens.getByRole('link')).toHaveText(['Transactions', 'Payouts']);
    await expectNoSeriousA11yViolations(page);
    await screens.getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/payouts$/);
    await expect(page.getByTestId('forbidden')).toHaveCount(0);

    // '' and an unknown path land on the first screen too, not on the dashboard's refusal.
    await page.goto('/');
    await expect(page).toHaveURL(/\/transactions$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/transactions$/);
  });
});
