import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile page edits name, phone and picture, and refuses a wrong current password', async ({ page }) => {
  await signInViaApi(page, 'admin@lotus.test');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^First name/).fill('Mei');
  await page.getByLabel('Phone number').fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter 6 to 15 digits')).toBeVisible();
  await page.getByLabel('Phone number').fill('138 0013 8000');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is up to date.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Mei');
  await expect(page.getByRole('button', { name: /Account menu for Mei/ })).toBeVisible();

  await page.getByLabel(/^Current password/).fill('wrong-password');
  await page.getByLabel(/^New password/).fill('Another@2026');
  await page.getByLabel(/^Confirm password/).fill('Another@2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
});
