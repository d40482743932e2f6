import { expect, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (6): a refused profile picture showed two toasts. It says the server's reason once, at the field.

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`at ${width} px a refused profile picture says the server’s reason once, at the field`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInViaApi(page, 'admin@lotus.test');
    await page.goto('/dashboard/profile');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(page.getByText('Must be a PNG, JPEG, WebP or GIF image')).toHaveCount(1);
    // Nothing else pops up about it meanwhile.
    await page.waitForTimeout(1500);
    await expect(page.getByText('Must be a PNG, JPEG, WebP or GIF image')).toHaveCount(1);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });
}
