import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const ADMIN = 'admin@demo.test';
// Merchants of our own (Demo's operator), named so that a search finds only them.
const TAG = `Merch E2E ${Date.now().toString(36)}`;
const alpha = { id: randomUUID(), name: `${TAG} Alpha`, phone: '9876500001', status: true, servicable: true };
const bravo = { id: randomUUID(), name: `${TAG} Bravo`, phone: '', status: false, servicable: false };
const charlie = { id: randomUUID(), name: `${TAG} Charlie`, phone: '9876500003', status: true, servicable: false };

const rows = (page: Page) => page.getByTestId('merchant-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/** Signs in and, once, adds our merchants through the CSV import (a new UUID creates a merchant). */
let created = false;
async function signIn(page: Page) {
  const session = await signInViaApi(page, ADMIN);
  if (!created) {
    const csv = [
      'id,name,email,countryCode,phoneNumber,address,servicable,status',
      ...[alpha, bravo, charlie].map((m) =>
        [
          m.id,
          m.name,
          m === bravo ? '' : `${m.id.slice(0, 6)}@merch.test`,
          m.phone ? '+91' : '',
          m.phone,
          m === bravo ? '' : '"12 MG Road, Pune"',
          m.servicable,
          m.status,
        ].join(','),
      ),
    ].join('\n');
    const response = await page.request.post('/api/v1/merchants/import', {
      headers: { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId },
      multipart: { file: { name: 'merchants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).data.created).toBe(3);
    created = true;
  }
  return session;
}

test.describe('merchants list', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu opens it; tabs filter on the server; a search finds a merchant by name', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Users', { exact: true }).click();
    await nav.getByRole('link', { name: 'Merchants' }).click();
    await expect(page).toHaveURL(/\/merchants$/);
    await expect(page.getByRole('heading', { name: 'Merchants' })).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    for (const title of [
      'Business ID',
      'Name',
      'Email',
      'Address',
      'Phone',
      'Business type',
      'Working hours',
      'Status',
    ])
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();

    const filters = page.getByTestId('merchants-filters');
    const inactive = page.waitForRequest((r) => /\/api\/v1\/merchants\?.*status=0/.test(r.url()));
    await filters.getByText('Inactive', { exact: true }).click();
    await inactive;
    await expect(page).toHaveURL(/status=0/);
    await expect(rows(page).first()).toBeVisible();
    for (const row of await rows(page).all()) await expect(row.getByRole('switch')).not.toBeChecked();

    const active = page.waitForRequest((r) => /\/api\/v1\/merchants\?.*status=1/.test(r.url()));
    await filters.getByText('Active', { exact: true }).click();
    await active;
    for (const row of await rows(page).all()) await expect(row.getByRole('switch')).toBeChecked();

    await filters.getByText('All', { exact: true }).click();
    await expect(page).not.toHaveURL(/status=/);
    await page.getByRole('searchbox', { name: 'Search merchants' }).fill(bravo.name);
    await expect(page).toHaveURL(/search=/);
    await expect(rows(page)).toHaveCount(1);
    const row = rowOf(page, bravo.name);
    // Business ID, name, email, address, phone, business type and working hours "--" (none given), status, actions.
    await expect(row.getByRole('cell')).toHaveText([
      shortId(bravo.id),
      bravo.name,
      '--',
      '--',
      '--',
      '--',
      '--',
      '',
      '',
    ]);
    await expect(row.getByRole('switch', { name: `Active: ${bravo.name}` })).not.toBeChecked();

    await page.getByRole('searchbox', { name: 'Search merchants' }).fill(alpha.name);
    await expect(rows(page)).toHaveCount(1);
    // In international format (the server formats it; the list does not load the phone library).
    await expect(rowOf(page, alpha.name).getByRole('cell').nth(4)).toHaveText('+91 98765 00001');
    // Its business type column shows its business type (none given), not the servicable flag (issue 75).
    await expect(rowOf(page, alpha.name).getByRole('cell').nth(5)).toHaveText('--');
  });

  test('the status toggle saves at once and a reload keeps it; View is a link to the details page', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(alpha.name)}`);
    const toggle = rowOf(page, alpha.name).getByRole('switch', { name: `Active: ${alpha.name}` });
    await expect(toggle).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().includes(`/merchants/${alpha.id}/status`));
    await toggle.click({ force: true });
    expect((await saved).status()).toBe(200);
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(rowOf(page, alpha.name).getByRole('switch')).not.toBeChecked();

    // View is a real link (a middle click or Ctrl-click opens a tab); a plain click stays in the app.
    await rowOf(page, alpha.name)
      .getByRole('button', { name: `Actions for ${alpha.name}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
    const view = page.getByRole('menuitem', { name: 'View' });
    await expect(view).toHaveAttribute('href', `/merchants/merchant-details?id=${alpha.id}`);
    await view.click();
    await expect(page).toHaveURL(new RegExp(`/merchants/merchant-details\\?id=${alpha.id}$`));
    await expect(page.getByRole('heading', { name: alpha.name, level: 1 })).toBeVisible();
  });

  test('Delete asks the spec’s question, deletes and the row is gone; a page past the end steps back', async ({
    page,
  }) => {
    await signIn(page);
    // A page past the last one (as after deleting the last row of the last page) steps back to the last page.
    await page.goto(`/merchants?search=${encodeURIComponent(charlie.name)}&pageNumber=3`);
    await expect(page).not.toHaveURL(/pageNumber=/);
    await expect(rowOf(page, charlie.name)).toBeVisible();
    await rowOf(page, charlie.name)
      .getByRole('button', { name: `Actions for ${charlie.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete merchant' });
    await expect(dialog.getByText('Are you sure you want to delete this merchant?', { exact: true })).toBeVisible();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('merchants-empty')).toHaveText('no data found');
    await page.reload();
    await expect(page.getByTestId('merchants-empty')).toBeVisible();
  });

  test('Export CSV downloads the filtered, sorted merchants as merchants.csv', async ({ page }) => {
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(TAG)}&sortBy=name&sortDir=desc`);
    await expect(rows(page).first()).toBeVisible();
    const shown = await rows(page).count();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('merchants.csv');
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(shown + 1);
    // Our merchants only (the search), by name from Z (Charlie is there unless the delete test ran first).
    const ids = lines.slice(1).map((line) => line.split(',')[0]?.replace(/"/g, ''));
    expect(ids.filter((id) => id !== charlie.id)).toEqual([bravo.id, alpha.id]);
  });

  test('phones get cards from the same columns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(TAG)}`);
    const cards = page.getByTestId('merchant-card');
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('merchants-table')).toHaveCount(0);
    const card = cards.filter({ hasText: bravo.name });
    await expect(card.getByText(shortId(bravo.id))).toBeVisible();
    await expect(card.getByRole('switch', { name: `Active: ${bravo.name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Actions for ${bravo.name}` })).toBeVisible();
    await expect(card).toContainText('Working hours: --');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });

  test('passes axe at 1440 px, light and dark', async ({ page }) => {
    await signIn(page);
    await page.goto('/merchants?status=0');
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') {
        await page.evaluate(() => localStorage.setItem('app-theme', 'dark'));
        await page.reload();
      }
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(rows(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe('merchant add, edit, details and CSV import', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('adds a merchant (a field error first, then valid), opens its details and edits it', async ({ page }) => {
    await signIn(page);
    await page.goto('/merchants');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/merchants\/add_merchant$/);
    const form = page.getByTestId('merchant-form');
    const name = `${TAG} Added`;
    await form.getByLabel('Business name').fill(name);
    await form.getByLabel('Email').fill('added@merch.test');
    await form.getByLabel('Dial code').fill('+91');
    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Add merchant' }).click();
    // Checked for India by the same rules as the server: no request is sent.
    await expect(form.getByText('Enter a valid phone number')).toBeVisible();
    await expect(page).toHaveURL(/add_merchant$/);

    await form.getByLabel('Phone number').fill('98450 12345');
    await expect(form.getByText('Enter a valid phone number')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('Working hours').fill('Mon-Sat 09:00-18:00');
    await form.getByRole('switch', { name: 'Servicable' }).click({ force: true });
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/merchants') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add merchant' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const id = (await response.json()).data.id as string;
    await expect(page).toHaveURL(new RegExp(`/merchants/merchant-details\\?id=${id}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('merchant-phone')).toContainText('+91 98450 12345');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/merchants/edit_merchant\\?id=${id}$`));
    await expect(form.getByLabel('Phone number')).toHaveValue('9845012345');
    await form.getByLabel('Business name').fill(`${name} (edited)`);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/merchants/${id}`) && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: `${name} (edited)`, level: 1 })).toBeVisible();
  });

  test('details list the merchant’s bookings, each opening its booking; an unknown id shows not found', async ({
    page,
  }) => {
    const session = await signIn(page);
    // A merchant with bookings: the provider of a seeded booking.
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const orders = await (await page.request.get('/api/v1/orders?pageSize=1', { headers })).json();
    const order = await (await page.request.get(`/api/v1/orders/${orders.data.data[0].id}`, { headers })).json();
    const providerId = order.data.provider.id as string;
    const bookings = page.waitForRequest((r) => r.url().includes(`/api/v1/orders?`) && r.url().includes(providerId));
    await page.goto(`/merchants/merchant-details?id=${providerId}`);
    await bookings;
    await expect(page.getByTestId('merchant-profile')).toBeVisible();
    await expect(page.getByTestId('merchant-agents')).toBeVisible();
    const rows = page.getByTestId('merchant-booking-row');
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const first = rows.first().getByRole('link');
    const ref = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/orders\/order_details\//);
    await expect(page.getByText(ref ?? 'ORD_', { exact: false }).first()).toBeVisible();

    await page.goto(`/merchants/merchant-details?id=${randomUUID()}`);
    await expect(page.getByTestId('merchant-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Merchant not found' })).toBeVisible();
  });

  test('export then re-import shows "no changes" in the preview; a new row is created once confirmed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(TAG)}`);
    await expect(rows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = readFileSync((await (await download).path()) ?? '', 'utf8');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import merchants' });
    await expect(dialog.getByRole('button', { name: 'Download template' })).toBeVisible();
    const preview = page.waitForResponse((r) => r.url().includes('/merchants/import?preview=true'));
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'merchants.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(exported),
    });
    expect((await preview).status()).toBe(200);
    const count = exported.trim().split(/\r?\n/).length - 1;
    await expect(dialog.getByTestId('merchant-import-no-changes')).toBeVisible();
    await expect(dialog.getByTestId('merchant-import-created')).toContainText('0');
    await expect(dialog.getByTestId('merchant-import-updated')).toContainText('0');
    await expect(dialog.getByTestId('merchant-import-unchanged')).toContainText(String(count));
    await expect(dialog.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const fresh = { id: randomUUID(), name: `${TAG} Imported` };
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'one.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`id,name\n${fresh.id},${fresh.name}\n,Without an id\n`),
    });
    await expect(dialog.getByTestId('merchant-import-created')).toContainText('1');
    await expect(dialog.getByTestId('merchant-import-skipped')).toContainText('1');
    await expect(dialog.getByTestId('merchant-import-skipped-rows').getByRole('row').nth(1)).toHaveText('3No id');
    const applied = page.waitForResponse((r) => r.url().includes('/merchants/import?previewToken='));
    await dialog.getByRole('button', { name: 'Confirm import' }).click();
    expect((await applied).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, fresh.name)).toBeVisible();
  });

  test('a file with a bad row lists its row number and reason and applies nothing', async ({ page }) => {
    await signIn(page);
    await page.goto('/merchants');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import merchants' });
    const good = { id: randomUUID(), name: `${TAG} Never Applied` };
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `id,name,email\n${good.id},${good.name},ok@merch.test\n${randomUUID()},Bad Email,not-an-email\n`,
      ),
    });
    const failed = dialog.getByTestId('merchant-import-failed');
    // Spreadsheet row numbers: the header is row 1.
    await expect(failed.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'email',
      'Enter a valid email address',
    ]);
    await expect(dialog.getByText('Nothing was imported')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
    await dialog.getByTestId('merchant-import-refused').getByRole('button', { name: 'Close' }).click();
    await page.goto(`/merchants?search=${encodeURIComponent(good.name)}`);
    await expect(page.getByTestId('merchants-empty')).toBeVisible();
  });
});

test('at 390 px, dark: the details page, the add form and the import dialog fit the screen and pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/merchants/merchant-details?id=${alpha.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { name: alpha.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('merchant-bookings')).toBeVisible();
  await fits();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/merchants/add_merchant');
  await expect(page.getByTestId('merchant-form')).toBeVisible();
  await fits();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/merchants');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('dialog', { name: 'Import merchants' })).toBeVisible();
  await fits();
  await expectNoSeriousA11yViolations(page);
});
