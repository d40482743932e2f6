import { expect, test } from '@playwright/test';
import { bookingsApi } from './bookings-api';
import { signInViaApi } from './fixtures';

// Issue 75 (12): ways on where there were none.
test.use({ viewport: { width: 1366, height: 768 } });

test('the login page leads to the register page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
});

test('a booking’s customer and provider names open their pages', async ({ page }) => {
  const session = await signInViaApi(page, 'admin@demo.test');
  const booking = await bookingsApi(page, session.accessToken).create();
  await page.goto(`/orders/order_details/${booking.id}`);
  const customer = page.getByTestId('order-customer').getByRole('link');
  await expect(customer).toHaveCount(1);
  await customer.click();
  await expect(page).toHaveURL(/\/users\/customerlist\/view_customer\//);
  await page.goBack();
  await page.getByTestId('order-provider').getByRole('link').click();
  await expect(page).toHaveURL(/\/userss\/service_providers\/services-details\?id=/);
});

test('Add Sub Category names its image a sub category image', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/catalogues');
  await page.getByRole('tab', { name: 'Sub Category', exact: true }).click();
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sub Category' });
  await expect(dialog.getByText(/^Sub category image/)).toBeVisible();
  await expect(dialog.getByText(/^Category image/)).toHaveCount(0);
});

test('the Reports title sits above its tabs', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.test');
  await page.goto('/reports/users');
  const title = await page.getByRole('heading', { name: 'Reports', level: 1 }).boundingBox();
  const tabs = await page.getByRole('tab', { name: 'User' }).boundingBox();
  expect(title && tabs && title.y < tabs.y).toBe(true);
});

test('a payout notification opens its payout', async ({ page }) => {
  const session = await signInViaApi(page, 'admin@demo.test');
  const providers = await page.request.get('/api/v1/orders/lookups/providers?limit=1', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const provider = (await providers.json()).data[0] as { id: string };
  const client = await page.request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const created = await page.request.post('/api/v1/app/payout-requests', {
    data: { providerId: provider.id, amount: 12.34, note: 'dead ends' },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': session.user.operatorId },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  await page.goto('/notification');
  // The newest notification is this payout's.
  await page.getByText('Payout requested').first().click();
  await expect(page).toHaveURL(new RegExp(`/payouts\\?search=Pay_${id.slice(0, 8).toUpperCase()}$`));
  await expect(page.getByTestId('payout-row')).toHaveCount(1);
});
