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
    for (const title of ['Business ID', 'Name', 'Email', 'Address', 'Business type', 'Working hours', 'Status'])
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
    // Business ID, name, email "--", address "--", business type = phone "--", working hours = servicable "No".
    await expect(row.getByRole('cell')).toHaveText([shortId(bravo.id), bravo.name, '--', '--', '--', 'No', '', '']);
    await expect(row.getByRole('switch', { name: `Active: ${bravo.name}` })).not.toBeChecked();

    await page.getByRole('searchbox', { name: 'Search merchants' }).fill(alpha.name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, alpha.name).getByRole('cell').nth(4)).toHaveText(`+91 ${alpha.phone}`);
    await expect(rowOf(page, alpha.name).getByRole('cell').nth(5)).toHaveText('Yes');
  });

  test('the status toggle saves at once and a reload keeps it; View links to the details page', async ({ page }) => {
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

    // The details page is a later slice: View is a link to it, Edit waits for it.
    await rowOf(page, alpha.name)
      .getByRole('button', { name: `Actions for ${alpha.name}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/merchants/merchant-details\\?id=${alpha.id}$`));
  });

  test('Delete asks the spec’s question, deletes and the row is gone', async ({ page }) => {
    await signIn(page);
    await page.goto(`/merchants?search=${encodeURIComponent(charlie.name)}`);
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
    await expect(card).toContainText('Working hours: No');
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
