import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (8): the merchants list's "Business type" showed phone numbers and "Working hours" showed Yes/No, while the
// detail page showed "Agency" and "Mon–Sat 07:00–15:00". Each column shows the value its title names.

const merchant = {
  id: randomUUID(),
  name: `Labels E2E ${Date.now().toString(36)}`,
  phone: '9876512345',
  businessType: 'Agency',
  workingHours: 'Mon–Sat 07:00–15:00',
};

let created = false;
async function signIn(page: Page) {
  const session = await signInViaApi(page, 'admin@demo.test');
  if (created) return;
  const csv = [
    'id,name,countryCode,phoneNumber,businessType,workingHours,servicable,status',
    [
      merchant.id,
      merchant.name,
      '+91',
      merchant.phone,
      merchant.businessType,
      merchant.workingHours,
      'true',
      'true',
    ].join(','),
  ].join('\n');
  const response = await page.request.post('/api/v1/merchants/import', {
    headers: { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId },
    multipart: { file: { name: 'merchants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  created = true;
}

/** The text of the row's cell under the column titled `title`. */
async function cellUnder(page: Page, title: string) {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  const row = page.getByTestId('merchant-row').filter({ hasText: merchant.name });
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the merchants list shows the business type, the working hours and the phone under their own titles, as the detail page does', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(merchant.name)}`);
    await expect(page.getByTestId('merchant-row')).toHaveCount(1);
    expect(await cellUnder(page, 'Business type')).toBe('Agency');
    expect(await cellUnder(page, 'Working hours')).toBe('Mon–Sat 07:00–15:00');
    expect(await cellUnder(page, 'Phone')).toMatch(/^\+91 98765 ?12345$/);

    await page.goto(`/merchants/merchant-details?id=${merchant.id}`);
    await expect(page.getByText('Agency', { exact: true })).toBeVisible();
    await expect(page.getByText('Mon–Sat 07:00–15:00', { exact: true })).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a merchant’s card names its business type and working hours', async ({ page }) => {
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(merchant.name)}`);
    const card = page.getByTestId('merchant-card');
    await expect(card).toContainText('Business type: Agency');
    await expect(card).toContainText('Working hours: Mon–Sat 07:00–15:00');
  });
});
