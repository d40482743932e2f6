import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (3): an import that looked cancelled was applied.
const TAG = `Imp E2E ${Date.now().toString(36)}`;

test.use({ viewport: { width: 1366, height: 768 } });

test('a confirmed import keeps its dialog until the server answers (Esc, a click outside, a double click), then reports and refreshes the list', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto(`/merchants?search=${encodeURIComponent(TAG)}`);
  await expect(page.getByTestId('merchants-empty')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import merchants' });
  const name = `${TAG} Confirmed`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'one.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,name\n${randomUUID()},${name}\n`),
  });
  await expect(dialog.getByTestId('merchant-import-created')).toContainText('1');

  // The server's answer is held back while the user tries to leave.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const confirms: string[] = [];
  await page.route(/\/api\/v1\/merchants\/import\?previewToken=/, async (route) => {
    confirms.push(route.request().url());
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Confirm import' }).dblclick();
  await expect(dialog.getByTestId('merchant-import-progress')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('merchant-import-progress')).toBeVisible();

  release();
  await expect(page.getByText('Merchants imported')).toBeVisible();
  await expect(page.getByText('1 created, 0 updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list shows the new merchant without a reload.
  await expect(page.getByTestId('merchant-row').filter({ hasText: name })).toBeVisible();
  expect(confirms).toHaveLength(1);
});

test('an import’s refused rows say the server’s reason for each cell, not "This value is not valid"', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/merchants');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import merchants' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,name,countryCode,servicable\n${randomUUID()},,91,maybe\n`),
  });
  const failed = dialog.getByTestId('merchant-import-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('This field is required');
  await expect(failed).toContainText('Must be a dial code such as +91');
  await expect(failed).toContainText('Must be true or false');
  await expect(failed).not.toContainText('This value is not valid');
});
