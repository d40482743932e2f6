import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const ADMIN = 'admin@demo.test';
// A product of our own (Demo's operator), named so that a search finds only it.
const TAG = `Prod E2E ${Date.now().toString(36)}`;
const png = (colour: string) =>
  Buffer.from(
    colour === 'a'
      ? 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
      : 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

const rows = (page: Page) => page.getByTestId('product-row');

/** One CSV line's fields ("" inside a quoted field is a quote). */
const csvFields = (line: string) =>
  [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/""/g, '"'));

/** Opens a select by its label and picks its first option (the demo's catalogue decides the names). */
async function pickFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option').first().click();
}

test.describe('products', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('create with a variant and two images (the second the default) → detail → edit (guarded while unsaved) → found by search → status → delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const session = await signInViaApi(page, ADMIN);
    const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId };
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Services', { exact: true }).click();
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/product$/);
    // The first list of a freshly started server on a shared machine may take a while.
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(rows(page).first()).toContainText('PROD_');

    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/product\/add-product$/);
    // Nothing filled: the rules answer under the fields and nothing is sent.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    const name = `${TAG} Sofa cleaning`;
    await page.getByLabel(/^Name/).fill(name);
    await pickFirst(page, 'Service type');
    await pickFirst(page, 'Category');
    await pickFirst(page, 'Sub category');
    await pickFirst(page, 'Sub sub category');
    await page.getByLabel('Description').fill('Three seats, stain removal');
    await page.getByLabel(/^Base price/).fill('1299.50');
    await page.getByLabel('Buffer time (minutes)').fill('45');
    await page.getByRole('button', { name: 'Add variant' }).click();
    await page.getByRole('combobox', { name: 'Variant name' }).fill('Seats');
    await page.getByRole('textbox', { name: 'Option', exact: true }).fill('Three');
    await page.getByLabel(/^Price/).fill('250.05');

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png('a') },
      { name: 'b.png', mimeType: 'image/png', buffer: png('b') },
    ]);
    await expect(page.getByTestId('product-image')).toHaveCount(2);
    await page.getByTestId('product-image').nth(1).getByRole('radio', { name: 'Default' }).check();
    await expectNoSeriousA11yViolations(page);

    const saved = page.waitForResponse(
      (r) => /\/api\/v1\/product\/media\//.test(r.url()) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const product = (await (await saved).json()).data as {
      id: string;
      basePrice: number;
      media: { image: string; isDefault: boolean }[];
      variants: { options: { price: number }[] }[];
      displayImage: string;
    };
    expect(product.basePrice).toBe(129_950);
    expect(product.variants[0]?.options[0]?.price).toBe(25_005);
    expect(product.media.map((m) => m.isDefault)).toEqual([false, true]);
    expect(product.displayImage).toBe(product.media[1]?.image);

    // The detail: category path, the variant's priced option, both images with the default marked.
    await expect(page).toHaveURL(new RegExp(`/product/view-product-Details/${product.id}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('category-path')).toBeVisible();
    await expect(page.getByTestId('detail-variant')).toContainText('Seats');
    await expect(page.getByTestId('detail-variant')).toContainText('250.05');
    await expect(page.getByTestId('detail-image')).toHaveCount(2);
    await expect(page.getByTestId('detail-image').nth(1).getByTestId('default-image')).toBeVisible();
    await expect(page.getByText('No bookings of this product yet.')).toBeVisible();

    // Edit from the detail: the form holds the stored values; leaving with an unsaved edit asks first.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/add-product\\?id=${product.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    const edited = `${TAG} Sofa deep clean`;
    await page.getByLabel(/^Name/).fill(edited);
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toContainText('The changes to this product are not saved.');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/product\/add-product\?id=/);
    await expect(page.getByLabel(/^Name/)).toHaveValue(edited);

    await page.getByLabel(/^Base price/).fill('899.75');
    await page.getByLabel(/^Price/).fill('310.40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/view-product-Details/${product.id}$`));
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    await expect(page.getByText('899.75')).toBeVisible();
    await expect(page.getByTestId('detail-variant')).toContainText('Three');
    await expect(page.getByTestId('detail-variant')).toContainText('310.40');
    await expect(page.getByTestId('detail-variant')).not.toContainText('250.05');
    // Stored as integer minor units.
    const stored = await page.request.get(`/api/v1/product/${product.id}`, { headers });
    expect(stored.status()).toBe(200);
    const after = (await stored.json()).data as typeof product & { name: string };
    expect(after.name).toBe(edited);
    expect(after.basePrice).toBe(89_975);
    expect(after.variants[0]?.options[0]?.price).toBe(31_040);
    expect(after.media.map((m) => m.isDefault)).toEqual([false, true]);

    // The list: found by a debounced search (one request), status toggled, then deleted.
    await page.goto('/product');
    await expect(rows(page).first()).toBeVisible();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/products\?.*search=/.test(r.url())) searches.push(r.url());
    });
    await page.getByPlaceholder('Search by product name').pressSequentially(TAG, { delay: 20 });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(edited);
    await expect(rows(page).first()).toContainText(`PROD_${product.id.slice(0, 8).toUpperCase()}`);
    await expect(rows(page).first()).toContainText('45 min');
    expect(searches).toHaveLength(1);

    const toggle = rows(page)
      .first()
      .getByRole('switch', { name: `Active: ${edited}` });
    await expect(toggle).toBeChecked();
    const flipped = page.waitForResponse((r) => r.url().includes(`/product/changeStatus/${product.id}`));
    await toggle.click({ force: true });
    expect((await (await flipped).json()).data.isActive).toBe(false);
    await expect(toggle).not.toBeChecked();

    await rows(page)
      .first()
      .getByRole('button', { name: `Actions for ${edited}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await expect(confirm).toContainText('Are you sure you want to delete this product?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(0);
  });

  test('Export CSV with a search applied downloads products.csv with exactly the filtered list’s rows, in its order', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    // "Cleaning" matches more seeded products than one page holds: the file has them all, not the page.
    await page.goto('/product');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const listed = page.waitForResponse((r) => /\/api\/v1\/products\?.*search=Cleaning/.test(r.url()));
    await page.getByPlaceholder('Search by product name').fill('Cleaning');
    const total = (await (await listed).json()).data.count as number;
    expect(total).toBeGreaterThan(10);
    // The list shows that total, and its first page.
    await expect(page.getByTestId('products-range')).toHaveText(new RegExp(`of ${total.toLocaleString('en-US')}$`));
    await expect(rows(page)).toHaveCount(10);
    const first = (await rows(page).first().textContent()) ?? '';

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('products.csv');
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csvFields(lines[0] ?? '')).toEqual([
      'id',
      'name',
      'serviceTypeName',
      'basePrice',
      'bufferTime',
      'isActive',
      'createdAt',
    ]);
    const data = lines.slice(1).map(csvFields);
    expect(data).toHaveLength(total);
    expect(data.every(([, name]) => /cleaning/i.test(name ?? ''))).toBe(true);
    const [id, name] = data[0] ?? [];
    expect(first).toContain(`PROD_${(id ?? '').slice(0, 8).toUpperCase()}`);
    expect(first).toContain(name);
  });

  test('the list passes axe light and dark, and fits 390 px as cards', async ({ page }) => {
    test.setTimeout(120_000);
    await signInViaApi(page, ADMIN);
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/product');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(rows(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    // Every column's title is whole at 1440 px (the image column's fixed width once cut it to "Ima…").
    const cutTitles = await page.locator('thead th').evaluateAll((cells) =>
      cells
        .flatMap((cell) => [cell, ...cell.querySelectorAll('*')])
        .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cutTitles).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/product');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
