import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's admin has every module (reports and customers among them).
const ADMIN = 'admin@demo.test';

test.describe('report broadcast', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a notification sent to the User tab’s search reaches that one customer, whose page shows it', async ({
    page,
  }) => {
    const { accessToken } = await signInViaApi(page, ADMIN);
    const headers = { Authorization: `Bearer ${accessToken}` };
    // A customer the search finds alone: customers are not created through the console API (the customer
    // app registers them), so the test takes one whose email address matches nobody else.
    const list = await page.request.get('/api/v1/reports/users?pageSize=50', { headers });
    const rows = (await list.json()).data.data as { id: string; email: string | null }[];
    let target: { id: string; email: string } | undefined;
    for (const row of rows) {
      if (!row.email) continue;
      const found = await page.request.get(`/api/v1/reports/users?search=${encodeURIComponent(row.email)}`, {
        headers,
      });
      if ((await found.json()).data.total === 1) {
        target = { id: row.id, email: row.email };
        break;
      }
    }
    expect(target, 'a customer with an email address of their own').toBeDefined();
    const customer = target as { id: string; email: string };
    const text = `Your booking window opens tomorrow (e2e ${Date.now()})`;

    await page.goto('/reports/users');
    await expect(page.getByTestId('report-users-row').first()).toBeVisible();
    await page.getByPlaceholder('Search by name, email or phone').fill(customer.email);
    await expect(page.getByTestId('report-users-row')).toHaveCount(1);

    await page.getByRole('button', { name: 'Send notification / email' }).click();
    await expect(page.getByTestId('broadcast-reach')).toHaveText('This will reach 1 customer');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('broadcast-send').click();
    const dialog = page.getByRole('dialog', { name: 'Send notification' });
    await expect(dialog).toContainText('Send this notification to 1 customer?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('broadcast-sent')).toHaveText('Sent to 1 customer');

    await page.goto(`/users/customerlist/view_customer/${customer.id}`);
    await expect(page.getByTestId('customer-message').filter({ hasText: text })).toHaveCount(1);
  });
});
