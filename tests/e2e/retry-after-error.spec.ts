import { expect, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (1): after a server refusal, a changed attempt is a new request (a new Idempotency-Key), so it applies.
const TAG = `Retry E2E ${Date.now().toString(36)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 1366, height: 768 } });

test('Service types → Add → a name that exists is refused under the field → another name → Add creates it', async ({
  page,
}) => {
  const session = await signInViaApi(page, 'admin@demo.test');
  const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId };
  const taken = `${TAG} Taken`;
  expect((await page.request.post('/api/v1/service-types', { headers, data: { name: taken } })).status()).toBe(201);

  await page.goto('/services_types');
  await page.getByRole('button', { name: 'Add Service Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service Type' });
  await dialog.getByLabel('Service type name').fill(taken);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/service-types') && r.method() === 'POST')
      keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Another service type has this name')).toBeVisible();

  const fresh = `${TAG} Fresh`;
  await dialog.getByLabel('Service type name').fill(fresh);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/service-types') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Service type ${fresh} added.`)).toBeVisible();
  // Two attempts, two keys.
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(2);
});

test('Add Category → a name that exists is refused under the field → another name → Add creates it, image kept', async ({
  page,
}) => {
  const session = await signInViaApi(page, 'admin@demo.test');
  const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId };
  const type = await page.request.post('/api/v1/service-types', { headers, data: { name: `${TAG} Type` } });
  const typeName = `${TAG} Type`;
  const { id: serviceTypeId } = (await type.json()).data as { id: string };
  const upload = await page.request.post('/api/v1/uploads', {
    headers,
    multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: PNG }, flag: 'category' },
  });
  const image = (await upload.json()).data.image as string;
  const taken = `${TAG} Windows`;
  const existing = await page.request.post('/api/v1/categories', {
    headers,
    data: { level: 1, serviceTypeId, name: taken, description: 'Taken', image },
  });
  expect(existing.status(), await existing.text()).toBe(201);

  await page.goto('/catalogues');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('combobox', { name: 'Service type name' }).fill(typeName);
  await page.getByRole('option', { name: typeName, exact: true }).click();
  await dialog.getByLabel('Category name').fill(taken);
  await dialog.getByLabel('Description').fill('Inside and out');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'w.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Category image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Another category at this place has this name')).toBeVisible();

  const fresh = `${TAG} Doors`;
  await dialog.getByLabel('Category name').fill(fresh);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/categories') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(((await answer.json()).data as { name: string }).name).toBe(fresh);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Category ${fresh} added.`)).toBeVisible();
});
