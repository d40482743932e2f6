import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's admin has every module (customers, bookings, notifications).
const ADMIN = 'admin@demo.test';

type Customer = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: boolean;
  bookings: number;
};
type Booking = { id: string; status: number };

const rows = (page: Page) => page.getByTestId('customer-row');

/** Signs in and reads Demo's data through the API with the same session. */
async function signIn(page: Page) {
  const session = await signInViaApi(page, ADMIN);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/api/v1${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()).data as T;
  };
  return { get };
}

test.describe('customers', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu opens the list; the Inactive tab filters on the server; a search finds a customer; the toggle saves at once', async ({
    page,
  }) => {
    const { get } = await signIn(page);
    const sample = (await get<{ data: Customer[] }>('/customers?pageSize=30&status=1')).data.find(
      (c) => c.email && c.phone,
    ) as Customer;
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Users', { exact: true }).click();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/users\/customerlist$/);
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    for (const title of ['Customer ID', 'Name', 'Email', 'Phone', 'Joined', 'Bookings', 'Status'])
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();

    const inactive = page.waitForRequest((r) => /\/api\/v1\/customers\?.*status=0/.test(r.url()));
    await page.getByTestId('customers-filters').getByText('Inactive', { exact: true }).click();
    await inactive;
    await expect(page).toHaveURL(/status=0/);
    await expect(rows(page).first()).toBeVisible();
    for (const row of await rows(page).all()) await expect(row.getByRole('switch')).not.toBeChecked();
    await page.getByTestId('customers-filters').getByText('All', { exact: true }).click();
    await expect(page).not.toHaveURL(/status=/);

    // One request after typing stops (300 ms), by full name.
    const searched = page.waitForRequest((r) => r.url().includes('/api/v1/customers?') && r.url().includes('search='));
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(sample.name);
    await searched;
    const row = rows(page).filter({ hasText: sample.name }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(sample.email ?? '');
    await expect(row).toContainText(sample.phone ?? '');

    const toggle = row.getByRole('switch', { name: `Active: ${sample.name}` });
    await expect(toggle).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/customers/${sample.id}/status`));
    await toggle.click({ force: true });
    expect((await saved).status()).toBe(200);
    await page.reload();
    const again = rows(page).filter({ hasText: sample.name }).first().getByRole('switch');
    await expect(again).not.toBeChecked();
    const restored = page.waitForResponse((r) => r.url().endsWith(`/customers/${sample.id}/status`));
    await again.click({ force: true });
    expect((await restored).status()).toBe(200);
    await expect(again).toBeChecked();
  });

  test('a row opens the customer: contact, totals and their bookings, each linking to the booking; an unknown id says not found', async ({
    page,
  }) => {
    const { get } = await signIn(page);
    const customer = (await get<{ data: Customer[] }>('/customers?pageSize=100')).data
      .filter((c) => c.phone)
      .sort((a, b) => b.bookings - a.bookings)[0] as Customer;
    const bookings = await get<{ data: Booking[]; total: number }>(`/orders?customerId=${customer.id}&pageSize=10`);
    expect(bookings.total).toBe(customer.bookings);

    await page.goto(`/users/customerlist?search=${encodeURIComponent(customer.name)}`);
    await rows(page).filter({ hasText: customer.name }).first().getByRole('cell').nth(3).click();
    await expect(page).toHaveURL(new RegExp(`/users/customerlist/view_customer/${customer.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await expect(page.getByRole('link', { name: customer.phone ?? '' })).toHaveAttribute('href', /^tel:\+/);
    await expect(page.getByTestId('customer-stat-bookings')).toContainText(String(customer.bookings));
    await expect(page.getByTestId('customer-stat-spend')).toContainText('₹');
    const items = page.getByTestId('customer-booking-row');
    await expect(items).toHaveCount(Math.min(10, customer.bookings));

    const first = bookings.data[0] as Booking;
    // A status choice narrows the bookings on the server.
    const choices = page.getByRole('group', { name: 'Booking status' }).getByRole('button');
    const narrowed = page.waitForRequest(
      (r) => r.url().includes(`customerId=${customer.id}`) && /[?&]status=\d/.test(r.url()),
    );
    await choices.nth(1).click();
    const status = new URL((await narrowed).url()).searchParams.get('status');
    await expect(choices.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(items.first()).toBeVisible();
    for (const badge of await items.locator('[data-status]').all())
      await expect(badge).toHaveAttribute('data-status', String(status));
    await choices.first().click();
    await expect(items).toHaveCount(Math.min(10, customer.bookings));

    await items.first().getByRole('link', { name: /^ORD_/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/order_details/${first.id}$`));

    await page.goto('/users/customerlist/view_customer/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to customers' }).click();
    await expect(page).toHaveURL(/\/users\/customerlist$/);
  });

  test('a pushType 15 notification opens its customer’s page', async ({ page }) => {
    const { get } = await signIn(page);
    const { notifications } = await get<{ notifications: { pushType: number; customerId: string | null }[] }>(
      '/notifications?pageSize=50',
    );
    const index = notifications.findIndex((n) => n.pushType === 15 && n.customerId);
    expect(index).toBeGreaterThanOrEqual(0);
    const target = notifications[index] as { customerId: string };
    const customer = await get<Customer>(`/customers/${target.customerId}`);
    await page.goto('/notification?pageSize=50');
    await page.getByTestId('notification-row').nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/users/customerlist/view_customer/${target.customerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  });

  test('passes axe light and dark; phones get cards and the page fits 390 px', async ({ page }) => {
    const { get } = await signIn(page);
    const customer = (await get<{ data: Customer[] }>('/customers?pageSize=100')).data.find(
      (c) => c.bookings > 0,
    ) as Customer;
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/users/customerlist?status=1');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(rows(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/users/customerlist/view_customer/${customer.id}`);
      await expect(page.getByTestId('customer-booking-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/users/customerlist?search=${encodeURIComponent(customer.name)}`);
    const card = page.getByTestId('customer-card').filter({ hasText: customer.name }).first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('customers-table')).toHaveCount(0);
    await expect(card.getByRole('switch', { name: `Active: ${customer.name}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link', { name: customer.name }).click();
    await expect(page.getByTestId('customer-booking-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
