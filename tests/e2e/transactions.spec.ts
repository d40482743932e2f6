import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's admin has every module (transactions, bookings).
const ADMIN = 'admin@demo.test';

type Transaction = {
  id: string;
  orderId: string;
  status: number;
  customerFirstName: string | null;
  customerLastName: string | null;
};

const rows = (page: Page) => page.getByTestId('transaction-row');

async function signIn(page: Page) {
  const session = await signInViaApi(page, ADMIN);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  return async (query: string) => {
    const response = await page.request.get(`/api/v1/transactions?${query}`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()).data as { data: Transaction[]; total: number };
  };
}

test.describe('transactions', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the status filter asks the server for one status and badges show it; a search by transaction ref finds the row; export downloads transactions.csv', async ({
    page,
  }) => {
    const list = await signIn(page);
    const refunded = (await list('type=1&status=3&pageSize=5')).data[0] as Transaction;
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    for (const title of ['Transaction ID', 'Customer', 'Amount', 'Discount', 'Status', 'Date'])
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();

    const filtered = page.waitForRequest((r) => /\/api\/v1\/transactions\?.*status=3/.test(r.url()));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Refunded', exact: true }).click();
    await filtered;
    await expect(page).toHaveURL(/status=3/);
    await expect(rows(page).first()).toBeVisible();
    await expect
      .poll(
        async () =>
          new Set(
            await rows(page)
              .locator('[data-status]')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))),
          ),
      )
      .toEqual(new Set(['3']));
    await expect(rows(page).first().getByText('Refunded')).toBeVisible();

    const ref = `Tnx_${refunded.id.slice(0, 8).toUpperCase()}`;
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill(ref);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(ref);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    expect((await download).suggestedFilename()).toBe('transactions.csv');
  });

  test('a row opens its booking', async ({ page }) => {
    const list = await signIn(page);
    const first = (await list('type=1&pageSize=1')).data[0] as Transaction;
    await page.goto('/transactions');
    await rows(page).first().getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/orders/order_details/${first.orderId}$`));
  });

  test('passes axe light and dark; phones get cards and the page fits 390 px', async ({ page }) => {
    await signIn(page);
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/transactions');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(rows(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/transactions');
    await expect(page.getByTestId('transaction-card').first()).toBeVisible();
    await expect(page.getByTestId('transactions-table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 820, height: 1000 });
    await expect(page.getByTestId('transactions-table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  });
});
