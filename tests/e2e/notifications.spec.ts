import { expect, test } from '@playwright/test';
import { routeForPush } from '../../src/shared/push-routes';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

test.describe('notifications page', () => {
  test('lists notifications with paging; opening one marks it read and goes to its page', async ({ page }) => {
    const session = await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/notification');
    const rows = page.getByTestId('notification-row');
    await expect(rows).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);

    // The list kit's paging: the range shown, named pages.
    await expect(page.getByTestId('notifications-range')).toHaveText(/^1–10 of \d/);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/pageNumber=2/);
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('notifications-range')).toHaveText(/^11–20 of \d/);

    const api = await page.request.get('/api/v1/notifications?pageNumber=2&pageSize=10', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    const items = (await api.json()).data.notifications as Array<
      Parameters<typeof routeForPush>[0] & { id: string; status: string }
    >;
    const index = items.findIndex((n) => n.status === 'Unread' && routeForPush(n));
    test.skip(index < 0, 'no unread notification with a destination on page 2');
    const target = routeForPush(items[index] as Parameters<typeof routeForPush>[0]) as string;
    // The title is the keyboard's way to open it (a click on the row is the pointer's: customers.spec.ts).
    await rows.nth(index).getByRole('button').press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
    const after = await page.request.get('/api/v1/notifications?pageNumber=2&pageSize=10', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    const again = (await after.json()).data.notifications as Array<{ id: string; status: string }>;
    expect(again.find((n) => n.id === items[index]?.id)?.status).toBe('Read');
  });
});

test.describe('notifications page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows cards and passes axe', async ({ page }) => {
    await signInViaApi(page, 'admin@demo.test');
    await page.goto('/notification');
    await expect(page.getByTestId('notification-card').first().getByRole('button')).toBeVisible();
    // The paging fits the phone: its own page-size picker, and no wider than the screen.
    const paging = page.getByTestId('notifications-paging');
    await expect(paging.getByRole('combobox', { name: 'Rows per page' })).toHaveJSProperty('tagName', 'SELECT');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
