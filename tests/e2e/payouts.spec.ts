import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Sparkle: its admin has payouts; finance@sparkle.test is the sub-admin with transactions and payouts only.
const ADMIN = 'admin@sparkle.test';
const FINANCE = 'finance@sparkle.test';
const FINANCE_NAME = 'Meera Iyer';

/** A 1×1 PNG: the proof image the dialog uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Session = { accessToken: string; user: { operatorId: string } };

const ref = (id: string) => `Pay_${id.slice(0, 8).toUpperCase()}`;
const rows = (page: Page) => page.getByTestId('payout-row');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A pending payout requested through the provider app's route, as the marketplace app does. */
async function requestPayout(request: APIRequestContext, session: Session, amount: number): Promise<string> {
  const providers = await request.get('/api/v1/orders/lookups/providers?limit=1', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const provider = (await providers.json()).data[0] as { id: string };
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const created = await request.post('/api/v1/app/payout-requests', {
    data: { providerId: provider.id, amount, note: 'e2e payout' },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': session.user.operatorId },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id as string;
}

async function uploadViaApi(request: APIRequestContext, session: Session): Promise<string> {
  const response = await request.post('/api/v1/uploads', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG }, flag: 'proof' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.image as string;
}

/** Opens the payouts list narrowed to one payout and answers its row. */
async function openRow(page: Page, id: string) {
  await page.goto(`/payouts?search=${ref(id)}`);
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

/** Chooses the decision, uploads the proof image and submits the open dialog. */
async function decideInDialog(page: Page, decision: 'Accepted' | 'Rejected') {
  const dialog = page.getByRole('dialog', { name: 'Payout Request' });
  await dialog.getByRole('radio', { name: decision }).check();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Proof image 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test.describe('payouts', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('accepting a pending payout with a proof image updates its row in place and disables the button; an empty submit sends nothing', async ({
    page,
  }) => {
    const admin = await signInViaApi(page, ADMIN);
    const id = await requestPayout(page.request, admin, 1234.5);
    const row = await openRow(page, id);
    for (const title of ['Payout ID', 'First name', 'Amount', 'Status', 'Created'])
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
    await expect(row).toContainText(ref(id));
    await expect(row).toContainText('₹1,234.50');
    await expect(row.getByText('Pending')).toBeVisible();

    const decisions: string[] = [];
    const listLoads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/api/v1/payouts'))
        decisions.push(r.headers()['idempotency-key'] ?? '');
      if (r.method() === 'GET' && /\/api\/v1\/payouts\?/.test(r.url())) listLoads.push(r.url());
    });
    await row.getByRole('button', { name: 'Perform action' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payout Request' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Choose Accepted or Rejected.')).toBeVisible();
    await expect(dialog.getByText('Add a proof image.')).toBeVisible();
    expect(decisions).toEqual([]);

    await decideInDialog(page, 'Accepted');
    await expect(toast(page, `Payout ${ref(id)} accepted.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Accepted')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Perform action' })).toBeDisabled();
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(listLoads).toEqual([]);
  });

  test('acting on a payout another admin decided meanwhile shows the info toast that it is already processed', async ({
    page,
  }) => {
    const admin = await signInViaApi(page, ADMIN);
    const id = await requestPayout(page.request, admin, 50);
    const row = await openRow(page, id);
    await expect(row.getByRole('button', { name: 'Perform action' })).toBeEnabled();
    // Another admin (the finance sub-admin) decides it while this list is on screen.
    const finance = await apiLogin(page.request, FINANCE);
    const proof = await uploadViaApi(page.request, finance);
    const decided = await page.request.patch('/api/v1/payouts', {
      headers: { Authorization: `Bearer ${finance.accessToken}` },
      data: { id, status: 2, proof: [proof] },
    });
    expect(decided.status()).toBe(200);

    await row.getByRole('button', { name: 'Perform action' }).click();
    const dialog = await decideInDialog(page, 'Accepted');
    await expect(toast(page, 'This payout is already processed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Perform action' })).toBeDisabled();
  });

  test("the drawer shows the request, the provider's balance, the decision history and the proof", async ({ page }) => {
    const admin = await signInViaApi(page, ADMIN);
    // The admin's name as it is now (another spec may have renamed the shared demo account).
    const { firstName, lastName } = admin.user as unknown as { firstName: string; lastName: string };
    const id = await requestPayout(page.request, admin, 77.25);
    const row = await openRow(page, id);
    await row.getByRole('button', { name: ref(id), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Payout ${ref(id)}` });
    await expect(drawer.getByTestId('payout-drawer-amount')).toHaveText('₹77.25');
    await expect(drawer.getByText('e2e payout')).toBeVisible();
    await expect(drawer.getByTestId('payout-drawer-balance')).toContainText('Balance owed');
    await expect(drawer.getByText('Not decided yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Deciding from the drawer: its history then names the admin, and the proof is shown.
    await drawer.getByRole('button', { name: 'Perform action' }).click();
    await decideInDialog(page, 'Rejected');
    await expect(toast(page, `Payout ${ref(id)} rejected.`)).toBeVisible();
    await row.getByRole('cell').nth(1).click();
    const history = page.getByTestId('payout-drawer-history');
    await expect(history).toContainText('Rejected');
    await expect(history).toContainText(`${firstName} ${lastName}`);
    await expect(page.getByTestId('payout-drawer-proof').getByRole('img', { name: 'Proof image 1' })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`passes axe in ${scheme}, the list and the Payout Request dialog with its errors`, async ({ page }) => {
      const admin = await signInViaApi(page, ADMIN);
      await requestPayout(page.request, admin, 10);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/payouts?status=0');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(rows(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await rows(page).first().getByRole('button', { name: 'Perform action' }).click();
      const dialog = page.getByRole('dialog', { name: 'Payout Request' });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('Add a proof image.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('phones get cards and the page fits 390 px; tablets get the table at 820 px', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payouts');
    await expect(page.getByTestId('payout-card').first()).toBeVisible();
    await expect(page.getByTestId('payout-card').first().getByRole('button', { name: 'Perform action' })).toBeVisible();
    await expect(page.getByTestId('payouts-table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 820, height: 1000 });
    await expect(page.getByTestId('payouts-table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  });
});

test.describe('finance sub-admin', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sees exactly Transactions and Payouts in the menu, and its decision is recorded under its own name', async ({
    page,
  }) => {
    const finance = await signInViaApi(page, FINANCE);
    const admin = await apiLogin(page.request, ADMIN);
    const id = await requestPayout(page.request, admin, 12.34);
    await page.goto(`/payouts?search=${ref(id)}`);
    const nav = page.getByTestId('side-nav');
    // The open screen's group (Money) is expanded.
    await expect(nav.getByRole('link')).toHaveText(['Transactions', 'Payouts', /API reference/]);
    await page.goto('/dashboard');
    await expect(page.getByTestId('forbidden')).toBeVisible();

    await page.goto(`/payouts?search=${ref(id)}`);
    await rows(page).first().getByRole('button', { name: 'Perform action' }).click();
    await decideInDialog(page, 'Accepted');
    await expect(toast(page, `Payout ${ref(id)} accepted.`)).toBeVisible();
    await rows(page).first().getByRole('cell').nth(1).click();
    await expect(page.getByTestId('payout-drawer-history')).toContainText(FINANCE_NAME);
    const detail = await page.request.get(`/api/v1/payouts/${id}`, {
      headers: { Authorization: `Bearer ${finance.accessToken}` },
    });
    expect((await detail.json()).data.decidedBy.name).toBe(FINANCE_NAME);
  });
});
