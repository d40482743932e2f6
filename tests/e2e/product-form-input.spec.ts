import { expect, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (9, 6): numbers are refused as typed, never changed; an upload's refusal names the file and its reason.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 1366, height: 768 } });

test('a base price of -50 and a buffer time of 99999 stay as typed and are refused with their messages; nothing is sent', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@demo.test');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/product$/.test(r.url()) && r.method() === 'POST') sent.push(r.url());
  });
  await page.goto('/product/add-product');
  const price = page.getByLabel(/^Base price/);
  const buffer = page.getByLabel('Buffer time (minutes)');
  await price.fill('-50');
  await buffer.fill('99999');
  await price.focus();
  // Leaving the fields changes nothing: no sign dropped, no clamping.
  await expect(buffer).toHaveValue('99999');
  await expect(price).toHaveValue('-50');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(price).toHaveAccessibleDescription(/Must be at least 0/);
  await expect(buffer).toHaveAccessibleDescription(/Must be at most 1,440/);
  await expect(price).toHaveValue('-50');
  await expect(buffer).toHaveValue('99999');
  await price.fill('12.345');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(price).toHaveAccessibleDescription(/Can have at most 2 decimals/);
  expect(sent).toHaveLength(0);
});

test('the product’s images: a refused file is named with the server’s reason, the others are uploaded', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/product/add-product');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: PNG },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') },
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a picture') },
    { name: 'c.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('product-image')).toHaveCount(2);
  const error = page.getByTestId('media-error');
  await expect(error).toContainText('notes.pdf: Must be a PNG, JPEG, WebP or GIF image');
  await expect(error).toContainText('fake.png: Must be a PNG, JPEG, WebP or GIF image');
  await expect(error).not.toContainText('highlighted');
});

test('an image field shows the server’s reason for a non-image named .png, not "check the highlighted fields"', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/catalogues');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text, not a picture'),
  });
  await expect(dialog.getByText('Must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await expect(dialog.getByText('Please check the highlighted fields')).toHaveCount(0);
});
