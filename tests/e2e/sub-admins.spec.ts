import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, PASSWORD, signInViaApi } from './fixtures';

// Demo's admin holds every module, payouts among them; the sub-admins made here are this file's own.
const ADMIN = 'admin@demo.test';

// A 2×2 PNG, uploaded as the profile image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An account made through the API (with an uploaded picture), for the toggle, delete and layout tests. */
async function createViaApi(page: Page, token: string, firstName: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await page.request.post('/api/v1/uploads', {
    headers,
    multipart: { flag: 'profile', file: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()).data.image as string;
  const email = `${firstName.toLowerCase()}.${unique()}@subadmins.test`;
  const response = await page.request.post('/api/v1/sub-admins', {
    headers,
    data: {
      firstName,
      lastName: 'Tester',
      email,
      countryCode: '+91',
      countryCodeIso: 'IN',
      phoneNumber: '98450 12345',
      profileImage: image,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()).data as { id: string }), email, name: `${firstName} Tester` };
}

const menuLinks = (page: Page) => page.getByTestId('side-nav').getByRole('link');

test.describe('sub-admins', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('add a sub-admin with a picture, give it payouts: it sees exactly that menu; taking payouts away closes the route', async ({
    page,
    browser,
  }) => {
    // Three browser sessions on a shared 2-core machine.
    test.setTimeout(120_000);
    await signInViaApi(page, ADMIN);
    await page.goto('/sub-admins');
    await expect(page.getByRole('heading', { name: 'Sub-admins' })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add sub admin' });
    await expect(dialog).toBeVisible();

    // An invalid submit marks every field and sends nothing.
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/sub-admins')) sent += 1;
    });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    expect(sent).toBe(0);

    const email = `new.${unique()}@subadmins.test`;
    await dialog.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Profile image preview' })).toBeVisible();
    await dialog.getByLabel('First name').fill('Payal');
    await dialog.getByLabel('Last name').fill('Payouts');
    // The admin's own email: the server's 409 lands under the field.
    await dialog.getByLabel('Email').fill(ADMIN);
    await dialog.getByLabel('Phone number').fill('12');
    await dialog.getByLabel('Phone number').blur();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();
    await dialog.getByLabel('Phone number').fill('98450 12345');
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByLabel(/^Confirm password/).fill(PASSWORD);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/sub-admins') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await refused).status()).toBe(409);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill(email);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/sub-admins') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toBeTruthy();
    expect(answer.request().postDataJSON()).toMatchObject({ phoneNumber: '9845012345', countryCodeIso: 'IN' });
    const { id } = (await answer.json()).data as { id: string };

    // The permissions page opens for the new account: dashboard only.
    await expect(page).toHaveURL(new RegExp(`/sub-admins/sub-admins-permission\\?id=${id}`));
    await expect(page.getByTestId('permissions-name')).toHaveText('Payal Payouts');
    await expect(page.getByRole('checkbox', { name: /^Dashboard/ })).toBeChecked();
    const payouts = page.getByRole('checkbox', { name: /^Payouts/ });
    await expect(payouts).not.toBeChecked();
    await expect(page.getByTestId('permission-group-money')).toContainText('Opens: Payouts');
    await payouts.check();
    await expect(page.getByRole('checkbox', { name: 'All of Money' })).toHaveJSProperty('indeterminate', true);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/sub-admins/${id}/permissions`));
    await page.getByRole('button', { name: 'Save permissions' }).click();
    expect((await saved).request().postDataJSON()).toEqual({
      permissions: [{ module: 'dashboard' }, { module: 'payouts' }],
    });
    await expect(page.getByText('Permissions of Payal Payouts saved.')).toBeVisible();

    // The new account in a second browser: exactly dashboard and payouts.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const second = await other.newPage();
    await signInViaApi(second, email);
    await second.goto('/dashboard');
    await expect(second.getByTestId('side-nav').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await second.getByTestId('side-nav').getByText('Money', { exact: true }).click();
    await expect(menuLinks(second).filter({ hasText: /^(Dashboard|Payouts)$/ })).toHaveCount(2);
    for (const hidden of ['Bookings', 'Transactions', 'Customers', 'Sub-admins', 'Notifications'])
      await expect(second.getByTestId('side-nav').getByRole('link', { name: hidden })).toHaveCount(0);
    await second.getByTestId('side-nav').getByRole('link', { name: 'Payouts' }).click();
    await expect(second).toHaveURL(/\/payouts/);
    await expect(second.getByTestId('forbidden')).toHaveCount(0);

    // Payouts taken away while that console is open: a reload shows the menu without it (the cached copy of
    // GET /me is read again in the background), and the route is refused.
    await page.getByRole('checkbox', { name: /^Payouts/ }).uncheck();
    const removed = page.waitForResponse((r) => r.url().endsWith(`/sub-admins/${id}/permissions`));
    await page.getByRole('button', { name: 'Save permissions' }).click();
    expect((await removed).status()).toBe(200);
    await second.reload();
    await expect(second.getByTestId('side-nav').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(second.getByTestId('side-nav').getByText('Money', { exact: true })).toHaveCount(0);
    await second.goto('/payouts');
    await expect(second.getByTestId('forbidden')).toBeVisible();
    await other.close();
  });

  test('register then approve then sign in: the request waits in Requests until an ADMIN gives it a module and activates it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `asked.${unique()}@subadmins.test`;
    // Asked for on the register page of the default operator (Demo), signed out.
    await page.goto('/auth/register');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel('I agree to the terms of use').check();
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/register'));
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await asked).status()).toBe(202);
    await expect(page.getByText('Your request was sent.', { exact: false })).toBeVisible();
    expect(
      (await page.request.post('/api/v1/auth/login', { data: { username: email, password: PASSWORD } })).status(),
    ).not.toBe(200);

    // Demo's ADMIN finds it in the Requests tab, gives it payouts and activates it.
    const admin = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const adminPage = await admin.newPage();
    await signInViaApi(adminPage, ADMIN);
    await adminPage.goto(`/sub-admins?status=requested&search=${encodeURIComponent(email)}`);
    const name = email.split('@')[0] as string;
    const row = adminPage.getByTestId('sub-admin-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByLabel(new RegExp(`^Permissions of ${name}`)).click();
    await expect(adminPage).toHaveURL(/\/sub-admins\/sub-admins-permission\?id=/);
    await adminPage.getByRole('checkbox', { name: /^Payouts/ }).check();
    const saved = adminPage.waitForResponse((r) => r.url().endsWith('/permissions') && r.request().method() === 'PUT');
    await adminPage.getByRole('button', { name: 'Save permissions' }).click();
    expect((await saved).status()).toBe(200);
    await adminPage.goto(`/sub-admins?status=requested&search=${encodeURIComponent(email)}`);
    const activated = adminPage.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PUT');
    await row.getByRole('switch', { name: new RegExp(`^Active: ${name}`) }).click({ force: true });
    expect((await activated).request().postDataJSON()).toEqual({ status: 1 });
    await admin.close();

    // The account signs in (through the API) and sees exactly its menu: dashboard and payouts.
    await signInViaApi(page, email);
    await page.goto('/dashboard');
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByTestId('side-nav').getByText('Money', { exact: true }).click();
    await expect(menuLinks(page).filter({ hasText: /^(Dashboard|Payouts)$/ })).toHaveCount(2);
    for (const hidden of ['Bookings', 'Transactions', 'Customers', 'Sub-admins'])
      await expect(page.getByTestId('side-nav').getByRole('link', { name: hidden })).toHaveCount(0);
  });

  test('the status toggle saves at once, and delete asks first', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const account = await createViaApi(page, session.accessToken, `Toggle${unique()}`);
    await page.goto(`/sub-admins?search=${encodeURIComponent(account.email)}`);
    const row = page.getByTestId('sub-admin-row').filter({ hasText: account.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`ADM_${account.id.slice(0, 8).toUpperCase()}`);
    await expect(row).toContainText('+91 98450 12345');
    await expect(row.getByRole('img', { name: `Profile image of ${account.name}` })).toBeVisible();
    const toggle = row.getByRole('switch', { name: `Active: ${account.name}` });
    await expect(toggle).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/sub-admins/${account.id}/status`));
    await toggle.click({ force: true });
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ status: 0 });
    // The account can no longer sign in.
    const login = await page.request.post('/api/v1/auth/login', {
      data: { username: account.email, password: PASSWORD },
    });
    expect(login.status()).not.toBe(200);

    await row.getByRole('button', { name: `Delete ${account.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete sub admin' });
    await expect(confirm).toContainText('Are you sure you want to delete this Sub Admin?');
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith(`/sub-admins/${account.id}`) && r.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByText(`Sub-admin ${account.name} deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('passes axe light and dark; phones get cards at 390 px', async ({ page }) => {
    // Seven axe runs (list, dialog, permissions page in two schemes, then the phone card).
    test.setTimeout(120_000);
    const session = await signInViaApi(page, ADMIN);
    const account = await createViaApi(page, session.accessToken, `Layout${unique()}`);
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/sub-admins');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByTestId('sub-admin-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Add sub admin' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/sub-admins/sub-admins-permission?id=${account.id}`);
      await expect(page.getByTestId('permissions-name')).toHaveText(account.name);
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sub-admins?search=${encodeURIComponent(account.email)}`);
    const card = page.getByTestId('sub-admin-card').filter({ hasText: account.name });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('sub-admins-table')).toHaveCount(0);
    await expect(card.getByRole('switch', { name: `Active: ${account.name}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/sub-admins/sub-admins-permission?id=${account.id}`);
    await expect(page.getByTestId('permissions-name')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/sub-admins/sub-admins-permission?id=00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('sub-admin-not-found')).toBeVisible();
  });
});
