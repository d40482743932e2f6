import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Issue 75 (4): when first opened, the drawer's content was wider than the drawer — the close button, the times and
// the last tabs sat behind a horizontal scrollbar until a tab was switched; on a phone nothing visible closed it.

async function openDrawer(page: Page) {
  await signInViaApi(page, 'admin@sparkle.test');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByTestId('notification-list').getByRole('button').first()).toBeVisible();
  return drawer;
}

/** Whether any element inside the drawer scrolls sideways (its content wider than its box). */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return ['no dialog'];
    return [dialog, ...dialog.querySelectorAll('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = ['auto', 'scroll'].includes(style.overflowX);
        return scrolls && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
  });
}

for (const width of [1366, 820, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test('the drawer opens without a sideways scrollbar, its close button and times in view', async ({ page }) => {
      const drawer = await openDrawer(page);
      expect(await sidewaysScroll(page)).toEqual([]);
      const close = drawer.getByRole('button', { name: 'Close notifications' });
      await expect(close).toBeInViewport({ ratio: 1 });
      // The first message's time sits inside the drawer, not past its right edge.
      const time = drawer.getByTestId('notification-time').first();
      await expect(time).toBeInViewport({ ratio: 1 });
      const box = await drawer.boundingBox();
      const timeBox = await time.boundingBox();
      expect(box && timeBox && timeBox.x + timeBox.width <= box.x + box.width + 1).toBe(true);
      await expect(drawer.getByRole('tab').last()).toBeInViewport();
      if (width === 390) await expectNoSeriousA11yViolations(page);
      await close.click();
      await expect(drawer).toBeHidden();
    });
  });
}
