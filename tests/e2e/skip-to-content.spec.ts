import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Issue 75 (13): the shell had no skip-to-content link; the keyboard went through the header and the whole menu first.

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width} px the first Tab offers "Skip to content", which moves the focus to the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInViaApi(page, 'admin@demo.test');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab lands inside the screen, not in the header or the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(
      true,
    );
  });
}
