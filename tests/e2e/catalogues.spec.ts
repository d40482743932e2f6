import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const ADMIN = 'admin@demo.test';
// Categories of our own (Demo's operator), named so that a search finds only them.
const TAG = `Cat E2E ${Date.now().toString(36)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const rows = (page: Page) => page.getByTestId('category-row');

test.describe('catalogues', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Add Category with an uploaded image, found by a debounced search, refused delete while a sub category uses it, then the sub category tab', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId };
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Services', { exact: true }).click();
    await nav.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/catalogues$/);
    await expect(page.getByRole('heading', { name: 'Category', exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    for (const title of ['Image', 'Name', 'Status'])
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(4);
    await dialog.getByRole('combobox', { name: 'Service type name' }).click();
    await page.getByRole('option', { name: 'Cleaning', exact: true }).click();
    const name = `${TAG} Windows`;
    await dialog.getByLabel('Category name').fill(name);
    await dialog.getByLabel('Description').fill('Inside and out');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'w.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Category image preview' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/categories') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const category = (await (await created).json()).data as { id: string };
    await expect(dialog).toBeHidden();

    // One request after typing stops (1000 ms), not one per key.
    const searches: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/categories\?.*search=/.test(r.url())) searches.push(r.url());
    });
    await page.getByPlaceholder('Search for Category').pressSequentially(TAG, { delay: 20 });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
    expect(searches).toHaveLength(1);

    // A sub category under it (through the API), then delete is refused with the server's reason.
    const upload = await page.request.post('/api/v1/uploads', {
      headers,
      multipart: { file: { name: 's.png', mimeType: 'image/png', buffer: PNG }, flag: 'category' },
    });
    const image = (await upload.json()).data.image as string;
    const sub = await page.request.post('/api/v1/categories', {
      headers,
      data: { level: 2, parentId: category.id, name: `${TAG} Sills`, description: 'Sills', image },
    });
    expect(sub.status(), await sub.text()).toBe(201);
    await rows(page)
      .first()
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Service Category' });
    await expect(confirm.getByText('Are you sure you want to delete this service Category?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/used by 1 sub categories/)).toBeVisible();
    // The refused delete leaves the confirmation open; Cancel closes it and the category stays.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(1);

    // The sub category tab: the search is cleared, its own columns and placeholder.
    await page.getByRole('tab', { name: 'Sub Category', exact: true }).click();
    await expect(page).toHaveURL(/tab=2/);
    const search = page.getByPlaceholder('Search for Sub Category');
    await expect(search).toHaveValue('');
    for (const title of ['Id', 'Image', 'Sub category name, not sorted', 'Category name'])
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    await search.fill(`${TAG} Sills`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
  });

  test('Service types: add one, use it in a new category, see its group in Filters; axe light and dark, 390 px', async ({
    page,
  }) => {
    // One journey across two screens and four axe passes: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const session = await signInViaApi(page, ADMIN);
    const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId };
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Services', { exact: true }).click();
    await nav.getByRole('link', { name: 'Service types' }).click();
    await expect(page).toHaveURL(/\/services_types$/);
    await expect(page.getByRole('heading', { name: 'Service types', exact: true })).toBeVisible();
    await expect(page.getByTestId('service-type-row').first()).toBeVisible();

    // Add a service type; the same name again is refused under the field.
    const typeName = `${TAG} Type`;
    await page.getByRole('button', { name: 'Add Service Type' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Service Type' });
    await dialog.getByLabel('Service type name').fill(typeName);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('Search for Service Type').fill(TAG);
    await expect(page.getByTestId('service-type-row')).toHaveCount(1);
    await expect(page.getByTestId('service-type-row').first()).toContainText(typeName);
    await page.getByRole('button', { name: 'Add Service Type' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Service Type' });
    await dialog.getByLabel('Service type name').fill(typeName.toUpperCase());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Another service type has this name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectNoSeriousA11yViolations(page);

    // A new category of that type (through the dialog), with a sub category (through the API).
    await nav.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/catalogues$/);
    await page.getByRole('button', { name: 'Add Category' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('combobox', { name: 'Service type name' }).fill(typeName);
    await page.getByRole('option', { name: typeName, exact: true }).click();
    const categoryName = `${TAG} Garden`;
    await dialog.getByLabel('Category name').fill(categoryName);
    await dialog.getByLabel('Description').fill('Lawns and hedges');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/uploads') && r.status() === 201);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: PNG });
    await uploaded;
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/categories') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const category = (await (await created).json()).data as { id: string; image: string; serviceTypeId: string };
    await expect(dialog).toBeHidden();
    const sub = await page.request.post('/api/v1/categories', {
      headers,
      data: { level: 2, parentId: category.id, name: `${TAG} Hedges`, description: 'Hedges', image: category.image },
    });
    expect(sub.status(), await sub.text()).toBe(201);

    // Filters: the category's group with its sub category.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const group = filters.getByRole('region', { name: categoryName });
    await expect(group).toBeVisible();
    await expect(group.getByRole('listitem')).toHaveText([`${TAG} Hedges`]);
    await expect(group.getByRole('img', { name: `Image of ${TAG} Hedges` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    // The service type now counts its category.
    await page.goto(`/services_types?search=${encodeURIComponent(typeName)}`);
    await expect(page.getByTestId('service-type-row').first()).toContainText('1');

    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/catalogues');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(rows(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/services_types');
      await expect(page.getByTestId('service-type-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalogues');
    await expect(page.getByTestId('category-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('region').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
