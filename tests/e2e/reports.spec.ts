import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's admin has every module (reports among them).
const ADMIN = 'admin@demo.test';

test.describe('reports', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each tab shows rows from the server, sorts by a column on the server and exports the whole report as CSV', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/reports\/users$/);
    await expect(page.getByTestId('report-users-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Each tab: a click on a column header asks the server for that order (highest first), the first row shown is
    // the server's first, and Export CSV downloads every row of the report under the tab's file name.
    for (const [tab, name, header, field, label, rowsPerPage] of [
      ['User', 'users', 'Total orders', 'totalOrders', 'name', 10],
      ['Order', 'orders', 'Price', 'orderPrice', 'username', 10],
      ['Supplier', 'suppliers', 'Orders', 'orders', 'name', 5],
      ['Agent', 'agents', 'Delivered', 'delivered', 'name', 5],
      ['Product', 'products', 'Sold', 'totalSold', 'productName', 5],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reports/${name}`));
      await expect(page.getByTestId(`report-${name}-row`).first()).toBeVisible();
      await expect(page.getByTestId(`report-${name}-row`)).toHaveCount(rowsPerPage);

      const sorted = page.waitForResponse((r) =>
        new RegExp(`/api/v1/reports/${name}\\?.*sortBy=${field}&sortDir=desc`).test(r.url()),
      );
      await page.getByRole('button', { name: `${header}, not sorted` }).click();
      const answer = (await (await sorted).json()).data as { data: Record<string, unknown>[]; total: number };
      const values = answer.data.map((r) => Number(r[field]));
      expect(values, `${name} by ${field}`).toEqual([...values].sort((a, b) => b - a));
      await expect(page.getByTestId(`report-${name}-row`).first()).toContainText(String(answer.data[0]?.[label] ?? ''));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Export CSV/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`report-${name}.csv`);
      const text = readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
      const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      expect(parsed.data, `${name} export`).toHaveLength(answer.total);
      // In the list's order: the export's first row is the page's first row.
      expect(parsed.data[0]?.id).toBe(answer.data[0]?.id);
    }
  });
});

type OrderRow = { id: string; supplier: string | null; supplierId: string | null };
type ProductRow = { id: string; productName: string; categoryId: string | null; categoryName: string | null };
type Option = { id: string; name: string };

test.describe('reports: the supplier and category filters', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('choosing a supplier narrows the Order tab to its bookings; the link survives a reload by name; clearing restores', async ({
    page,
    browser,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const first = page.waitForResponse((r) => /\/api\/v1\/reports\/orders\?/.test(r.url()));
    await page.goto('/reports/orders');
    const all = (await (await first).json()).data as { data: OrderRow[]; total: number };
    // A supplier whose bookings are not the whole report.
    const supplier = all.data.find((r) => r.supplierId && r.supplier) as OrderRow;
    const supplierId = supplier.supplierId as string;
    const name = supplier.supplier as string;

    const select = page.getByRole('combobox', { name: 'Supplier' });
    await expect(select).toHaveAttribute('placeholder', 'All suppliers');
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/reports/options/suppliers?') && r.url().includes('search='),
    );
    await select.fill(name);
    const options = (await (await searched).json()).data.options as Option[];
    expect(options.length).toBeLessThanOrEqual(50);
    expect(options.map((o) => o.id)).toContain(supplierId);
    const filtered = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/reports/orders?`) && r.url().includes(supplierId),
    );
    // Names may repeat (the detail under each tells them apart): the option of that id.
    await page.locator(`[role="option"][value="${supplierId}"]`).click();
    const answer = (await (await filtered).json()).data as { data: OrderRow[]; total: number };
    await expect(page).toHaveURL(new RegExp(`supplierId=${supplierId}`));
    expect(new URL(page.url()).searchParams.get('pageNumber')).toBeNull();

    // The rows are the server's rows for that supplier, and the server's rows are that supplier's bookings.
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(all.total);
    for (const row of answer.data) expect(row.supplierId).toBe(supplierId);
    const rows = page.getByTestId('report-orders-row');
    await expect(rows).toHaveCount(Math.min(10, answer.total));
    for (const text of await rows.allTextContents()) expect(text).toContain(name);

    // A reload shows the supplier's name and the same rows.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue(name);
    await expect(rows).toHaveCount(Math.min(10, answer.total));

    // The link opened elsewhere (nothing cached): the name is asked from the server by the id alone.
    const elsewhere = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInViaApi(elsewhere, ADMIN);
    const named = elsewhere.waitForResponse((r) =>
      r.url().includes(`/api/v1/reports/options/suppliers?id=${supplierId}`),
    );
    await elsewhere.goto(page.url());
    expect(((await (await named).json()).data.options as Option[]).map((o) => o.name)).toEqual([name]);
    await expect(elsewhere.getByRole('combobox', { name: 'Supplier' })).toHaveValue(name);
    await expect(elsewhere.getByTestId('report-orders-row')).toHaveCount(Math.min(10, answer.total));
    await elsewhere.close();

    // Clearing: back to every booking.
    const restored = page.waitForResponse(
      (r) => /\/api\/v1\/reports\/orders\?/.test(r.url()) && !r.url().includes('supplierId'),
    );
    await page.getByRole('button', { name: 'Clear supplier' }).click();
    expect(((await (await restored).json()).data as { total: number }).total).toBe(all.total);
    await expect(page).not.toHaveURL(/supplierId=/);
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue('');

    // A saved view keeps the supplier like any other filter.
    const viewName = `Supplier ${Date.now().toString(36)}`;
    await page.getByRole('combobox', { name: 'Supplier' }).fill(name);
    await page.locator(`[role="option"][value="${supplierId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`supplierId=${supplierId}`));
    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('saved-views')).toHaveText(viewName);
    await page.getByRole('button', { name: 'Clear supplier' }).click();
    await expect(page).not.toHaveURL(/supplierId=/);
    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: viewName }).click();
    await expect(page).toHaveURL(new RegExp(`supplierId=${supplierId}`));
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue(name);
    await expect(rows).toHaveCount(Math.min(10, answer.total));
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const views = (await (await page.request.get('/api/v1/saved-views?screen=report-orders', { headers })).json())
      .data as { id: string; name: string; query: Record<string, unknown> }[];
    const saved = views.find((v) => v.name === viewName);
    expect(saved?.query).toEqual({ supplierId });
    await page.request.delete(`/api/v1/saved-views/${saved?.id}`, { headers });

    // A malformed id in a hand-edited link is no filter.
    await page.goto('/reports/orders?supplierId=not-an-id');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue('');

    // An id the server does not know (a deleted supplier, another operator's) stays the filter and says so.
    await page.goto('/reports/orders?supplierId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Unknown supplier');
    await expect(page.getByTestId('report-orders-empty')).toBeVisible();
  });

  test('the Agent tab filters by supplier too', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    const first = page.waitForResponse((r) => /\/api\/v1\/reports\/agents\?/.test(r.url()));
    await page.goto('/reports/agents?pageSize=20');
    const all = (await (await first).json()).data as { data: OrderRow[]; total: number };
    const agent = all.data.find((r) => r.supplierId && r.supplier) as OrderRow;
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/v1/reports/agents?') && r.url().includes(`supplierId=${agent.supplierId}`),
    );
    await page.getByRole('combobox', { name: 'Supplier' }).fill(String(agent.supplier));
    await page.locator(`[role="option"][value="${agent.supplierId}"]`).click();
    const answer = (await (await filtered).json()).data as { data: OrderRow[]; total: number };
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.data) expect(row.supplierId).toBe(agent.supplierId);
    await expect(page.getByTestId('report-agents-row')).toHaveCount(Math.min(20, answer.total));
  });

  test('choosing a category narrows the Product tab; the link survives a reload by its path; clearing restores', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    const first = page.waitForResponse((r) => /\/api\/v1\/reports\/products\?/.test(r.url()));
    await page.goto('/reports/products');
    const all = (await (await first).json()).data as { data: ProductRow[]; total: number };
    const product = all.data.find((r) => r.categoryId && r.categoryName) as ProductRow;
    const categoryId = product.categoryId as string;

    const select = page.getByRole('combobox', { name: 'Category' });
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/reports/options/categories?') && r.url().includes('search='),
    );
    await select.fill(String(product.categoryName));
    const options = (await (await searched).json()).data.options as Option[];
    const path = (options.find((o) => o.id === categoryId) as Option).name;
    expect(path).toContain(' › ');
    expect(path.endsWith(String(product.categoryName))).toBe(true);
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/v1/reports/products?') && r.url().includes(categoryId),
    );
    await page.locator(`[role="option"][value="${categoryId}"]`).click();
    const answer = (await (await filtered).json()).data as { data: ProductRow[]; total: number };
    await expect(page).toHaveURL(new RegExp(`categoryId=${categoryId}`));
    expect(answer.data.map((r) => r.id)).toContain(product.id);
    for (const row of answer.data) expect(row.categoryId).toBe(categoryId);
    const rows = page.getByTestId('report-products-row');
    await expect(rows).toHaveCount(Math.min(5, answer.total));
    await expect(rows.first()).toContainText(String(answer.data[0]?.productName));

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(path);
    await expect(rows).toHaveCount(Math.min(5, answer.total));

    const restored = page.waitForResponse(
      (r) => /\/api\/v1\/reports\/products\?/.test(r.url()) && !r.url().includes('categoryId'),
    );
    await page.getByRole('button', { name: 'Clear category' }).click();
    expect(((await (await restored).json()).data as { total: number }).total).toBe(all.total);
    await expect(page).not.toHaveURL(/categoryId=/);
  });

  test('the filter row fits phones and tablets and passes axe, light and dark, with the dropdown open', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reports/orders');
    await expect(page.getByTestId('report-orders-card').first()).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Supplier' });
    await expect(select).toBeEnabled();
    const box = await select.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 820, height: 1180 });
    await expect(page.getByTestId('report-orders-row').first()).toBeVisible();
    await expect(select).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);

    await page.setViewportSize({ width: 1440, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') {
        await page.evaluate(() => localStorage.setItem('app-theme', 'dark'));
        await page.reload();
      }
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByTestId('report-orders-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('combobox', { name: 'Supplier' }).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    }
  });
});
