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

  test('sub and sub sub category dialogs: add under a chosen parent, edit, delete refused in Portuguese while used, delete an unused one', async ({
    page,
  }) => {
    // Five debounced searches and two dialogs: 30-80 s on a busy machine.
    test.setTimeout(180_000);
    const session = await signInViaApi(page, ADMIN);
    const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId };
    // The top category through the API: its own dialog is the first test's.
    const types = await page.request.get('/api/v1/service-types', { headers });
    const serviceTypeId = (await types.json()).data.data[0].id as string;
    const upload = await page.request.post('/api/v1/uploads', {
      headers,
      multipart: { file: { name: 't.png', mimeType: 'image/png', buffer: PNG }, flag: 'category' },
    });
    const image = (await upload.json()).data.image as string;
    const top = `${TAG} Kitchens`;
    const made = await page.request.post('/api/v1/categories', {
      headers,
      data: { level: 1, serviceTypeId, name: top, description: 'Kitchens', image },
    });
    expect(made.status(), await made.text()).toBe(201);

    /** Fills a sub or sub sub category dialog: the parent searched and chosen, name, description, image. */
    const fill = async (title: string, parentLabel: string, parent: string, nameLabel: string, name: string) => {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('combobox', { name: parentLabel }).fill(parent);
      await page.getByRole('option', { name: parent, exact: true }).click();
      await dialog.getByLabel(nameLabel).fill(name);
      await dialog.getByLabel('Description').fill(name);
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: PNG });
      // The image is named after the dialog's level (issue 75: "Category image" on a sub category).
      await expect(dialog.getByRole('img', { name: nameLabel.replace(' name', ' image preview') })).toBeVisible();
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/categories') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      await expect(dialog).toBeHidden();
      return (await response.json()).data as { id: string; parentId: string };
    };

    const subName = `${TAG} Ovens`;
    await page.goto('/catalogues?tab=2');
    await page.getByRole('button', { name: 'Add Sub Category' }).click();
    const sub = await fill('Add Sub Category', 'Category', top, 'Sub category name', subName);
    await page.getByPlaceholder('Search for Sub Category').fill(subName);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(top);

    await page.getByRole('tab', { name: 'Sub Sub Category', exact: true }).click();
    await page.getByRole('button', { name: 'Add Sub Sub Category' }).click();
    const leaf = await fill('Add Sub Sub Category', 'Sub category', subName, 'Sub sub category name', `${TAG} Grills`);
    expect(leaf.parentId).toBe(sub.id);
    await page.getByPlaceholder('Search for Sub SubCategory').fill(TAG);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(subName);
    await expect(rows(page).first()).toContainText(top);

    // Edit the sub sub category: the dialog holds its parent; the row shows the new name.
    const leafName = `${TAG} Hobs`;
    await rows(page)
      .first()
      .getByRole('button', { name: `Actions for ${TAG} Grills` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sub Sub Category' });
    await expect(edit.getByRole('combobox', { name: 'Sub category' })).toHaveValue(subName);
    await edit.getByLabel('Sub sub category name').fill(leafName);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(rows(page).first()).toContainText(leafName);

    // In Portuguese: the sub category with a sub sub category is refused with the server's reason, worded in
    // Portuguese; it stays. Then the unused sub sub category goes.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await page.getByRole('tab', { name: 'Subcategoria', exact: true }).click();
    await page.getByPlaceholder('Pesquisar subcategoria').fill(subName);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .first()
      .getByRole('button', { name: `Ações para ${subName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    let confirm = page.getByRole('dialog', { name: 'Eliminar categoria de serviço' });
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/v1/category/${sub.id}`));
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    expect((await refused).status()).toBe(409);
    await expect(
      page.getByText('Esta categoria é usada por 1 subcategorias, 0 produtos e 0 reservas', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/used by/)).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('tab', { name: 'Sub-subcategoria', exact: true }).click();
    await page.getByPlaceholder(/^Pesquisar/).fill(leafName);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .first()
      .getByRole('button', { name: `Ações para ${leafName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    confirm = page.getByRole('dialog', { name: 'Eliminar categoria de serviço' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(0);
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
