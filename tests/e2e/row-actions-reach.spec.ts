import { expect, test } from '@playwright/test';
import { bookingRef, bookingsApi } from './bookings-api';
import { signInViaApi } from './fixtures';

// Issue 75 (7): at 1366 px the row actions sat past the right edge, behind the table's bottom scrollbar.
test.use({ viewport: { width: 1366, height: 768 } });

test('at 1366 px a booking’s edit button is visible without scrolling sideways', async ({ page }) => {
  const session = await signInViaApi(page, 'admin@demo.test');
  const booking = await bookingsApi(page, session.accessToken).create();
  await page.goto(`/orders?search=${bookingRef(booking.id)}`);
  const edit = page.getByRole('button', { name: `Edit booking ${bookingRef(booking.id)}` });
  await expect(edit).toBeInViewport({ ratio: 1 });
  await edit.click();
  await expect(page.getByRole('dialog', { name: `Edit booking ${bookingRef(booking.id)}` })).toBeVisible();
});

test('at 1366 px a merchant’s action menu is visible without scrolling sideways', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/merchants');
  const menu = page
    .getByTestId('merchant-row')
    .first()
    .getByRole('button', { name: /^Actions for / });
  await expect(menu).toBeInViewport({ ratio: 1 });
  await menu.click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
});
