import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's admin has every module (reports among them).
const ADMIN = 'admin@demo.test';

test.describe('reports', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each tab shows rows from the server; the supplier tab sorts by orders on the server and exports its CSV', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/reports\/users$/);
    await expect(page.getByTestId('report-users-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const [tab, name] of [
      ['Order', 'orders'],
      ['Agent', 'agents'],
      ['Product', 'products'],
      ['Supplier', 'suppliers'],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reports/${name}`));
      await expect(page.getByTestId(`report-${name}-row`).first()).toBeVisible();
    }

    // Suppliers: 5 rows a page; a click on Orders asks the server for that order.
    await expect(page.getByTestId('report-suppliers-row')).toHaveCount(5);
    const sorted = page.waitForResponse((r) => /\/api\/v1\/reports\/suppliers\?.*sortBy=orders/.test(r.url()));
    await page.getByRole('button', { name: 'Orders, not sorted' }).click();
    const answer = (await (await sorted).json()).data as { data: { name: string; orders: number }[] };
    const orders = answer.data.map((r) => r.orders);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    await expect(page.getByTestId('report-suppliers-row').first()).toContainText(answer.data[0]?.name ?? '');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    expect((await download).suggestedFilename()).toBe('report-suppliers.csv');
  });
});
