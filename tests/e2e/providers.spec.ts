import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const ADMIN = 'admin@demo.test';
const TAG = `Prov E2E ${Date.now().toString(36)}`;

type Session = Awaited<ReturnType<typeof signInViaApi>>;

/** A new unverified provider, signed up through the provider app (which also raises its pushType 12 notification). */
async function signUpProvider(request: APIRequestContext, session: Session, name: string): Promise<string> {
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const created = await request.post('/api/v1/app/providers', {
    data: { name, email: `${randomUUID().slice(0, 8)}@prov.test`, countryCode: '+91', phoneNumber: '9876501234' },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': session.user.operatorId },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id;
}

const rows = (page: Page) => page.getByTestId('provider-row');

test.describe('service providers', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the list searches by name and filters verified on the server; a row opens the details', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const name = `${TAG} List`;
    const id = await signUpProvider(page.request, session, name);
    await page.goto('/userss/service_providers');
    await expect(page.getByRole('heading', { name: 'Service providers', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    for (const title of ['Name', 'Email', 'Phone', 'Business type', 'Rating', 'Verification', 'Status'])
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();

    const verified = page.waitForRequest((r) => /\/api\/v1\/service-providers\?.*verified=1/.test(r.url()));
    await page.getByRole('combobox', { name: 'Verification' }).click();
    await page.getByRole('option', { name: 'Verified', exact: true }).click();
    await verified;
    await expect(page).toHaveURL(/verified=1/);
    await expect(rows(page).first()).toBeVisible();
    for (const row of await rows(page).all()) await expect(row.locator('[data-verified="true"]')).toBeVisible();

    // Our new provider is unverified: not found among the verified ones, found among all.
    const search = page.getByRole('searchbox', { name: 'Search service providers' });
    await search.fill(name);
    await expect(page.getByTestId('providers-empty')).toBeVisible();
    await page.getByRole('combobox', { name: 'Verification' }).click();
    await page.getByRole('option', { name: 'Verified and unverified' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Unverified');
    await expect(rows(page).first()).toContainText('+91 98765 01234');
    await expect(rows(page).first()).toContainText('N/A');
    await rows(page).first().getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/userss/service_providers/services-details?id=${id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('a pushType 12 notification opens the provider; Verify then Unverify ask first, and pass axe light and dark', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const name = `${TAG} Push`;
    const id = await signUpProvider(page.request, session, name);
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /notifications/i })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(name).first().click();
    await expect(page).toHaveURL(`/userss/service_providers/services-details?id=${id}`);

    const header = page.getByTestId('provider-header');
    await expect(header.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(header.locator('[data-verified="false"]')).toBeVisible();
    for (const card of ['bookings', 'earnings', 'pending-payouts', 'paid'])
      await expect(page.getByTestId(`provider-stat-${card}`)).toBeVisible();
    await expect(page.getByTestId('provider-bookings')).toContainText('no data found');
    await expect(page.getByTestId('provider-services').getByTestId('provider-service').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await header.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify provider' });
    await expect(dialog).toContainText(`Verify ${name}?`);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/service-providers/${id}/verify`) && r.ok());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await saved;
    await expect(dialog).toBeHidden();
    await expect(header.locator('[data-verified="true"]')).toBeVisible();

    await header.getByRole('button', { name: 'Unverify' }).click();
    const undo = page.getByRole('dialog', { name: 'Unverify provider' });
    // Cancel changes nothing.
    await undo.getByRole('button', { name: 'Cancel' }).click();
    await expect(header.locator('[data-verified="true"]')).toBeVisible();
    await header.getByRole('button', { name: 'Unverify' }).click();
    await undo.getByRole('button', { name: 'Unverify' }).click();
    await expect(header.locator('[data-verified="false"]')).toBeVisible();
    const api = await page.request.get(`/api/v1/service-providers/${id}`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect((await api.json()).data.provider.verified).toBe(false);

    await page.evaluate(() => localStorage.setItem('app-theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(header.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('service providers on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards at 390 px; the details fit the screen; an unknown id says not found', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/userss/service_providers?verified=1');
    const cards = page.getByTestId('provider-card');
    await expect(cards).toHaveCount(10);
    await expect(page.getByTestId('providers-table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/services-details\?id=/);
    await expect(page.getByTestId('provider-header')).toBeVisible();
    await expect(page.getByTestId('provider-bookings')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/userss/service_providers/services-details?id=${randomUUID()}`);
    await expect(page.getByTestId('provider-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Provider not found' })).toBeVisible();
    await page.goto('/userss/service_providers/services-details?id=not-an-id');
    await expect(page.getByTestId('provider-not-found')).toBeVisible();
  });
});
