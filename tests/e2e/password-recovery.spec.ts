import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import { apiLogin, expectNoSeriousA11yViolations, PASSWORD, signInReload, signInViaApi } from './fixtures';

/**
 * An account of this spec's own (its password changes here, so no seeded account other specs sign in with):
 * asked for on the register page with the demo password, then approved by Sparkle's admin with transactions.
 */
const ACCOUNT = `recovery.${randomUUID().slice(0, 8)}@sparkle.test`;

test.beforeAll(async ({ request }) => {
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const admin = await apiLogin(request, 'admin@sparkle.test');
  const asked = await request.post('/api/v1/auth/register', {
    data: { username: ACCOUNT, password: PASSWORD, confirmPassword: PASSWORD, agree: true },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': admin.user.operatorId },
  });
  expect(asked.status()).toBe(202);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const requests = await request.get(`/api/v1/sub-admins?status=requested&search=${encodeURIComponent(ACCOUNT)}`, {
    headers,
  });
  const id = (await requests.json()).data.data[0].id as string;
  const granted = await request.put(`/api/v1/sub-admins/${id}/permissions`, {
    data: { permissions: [{ module: 'transactions' }] },
    headers,
  });
  expect(granted.status()).toBe(200);
  expect((await request.put(`/api/v1/sub-admins/${id}/status`, { data: { status: 1 }, headers })).status()).toBe(200);
});
const NEW_PASSWORD = 'Recovered123';

/** The code of the newest email the server logged (no SMTP in e2e; OUTBOX_LOG) for `to` since `after`. */
async function mailedCode(to: string, after: number): Promise<string> {
  const file = process.env.E2E_OUTBOX_LOG as string;
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(file)) return undefined;
        const mails = readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { channel: string; to: string; text: string; at: string })
          .filter((m) => m.channel === 'email' && m.to === to && Date.parse(m.at) >= after);
        code = /\b(\d{4})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code as string;
}

/** Pastes `text` into `box` as the clipboard would (a paste event with its data). */
async function paste(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('password recovery', () => {
  test('email → code → new password; the new password signs in and the old session ends', async ({ browser }) => {
    test.setTimeout(120_000);
    // The session of another device, signed in before the reset.
    const old = await browser.newContext();
    const oldPage = await old.newPage();
    await signInViaApi(oldPage, ACCOUNT);
    await oldPage.goto('/transactions');
    await expect(oldPage.getByRole('heading', { level: 1 })).toBeVisible();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    // Phone: India first, the number checked for its country.
    await page.getByRole('radio', { name: 'Phone Number' }).check();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('India (+91)');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('maxlength', '15');
    await page.getByRole('combobox', { name: 'Country' }).click();
    const options = page.getByRole('option');
    await expect(options.nth(0)).toHaveText('United States (+1)');
    await expect(options.nth(1)).toHaveText('United Kingdom (+44)');
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);

    // Email.
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('please enter username')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNT);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'OTP Verification', level: 1 })).toBeVisible();
    const code = await mailedCode(ACCOUNT, asked);

    // A wrong code, typed: digits only, one per box.
    const first = page.getByLabel('Digit 1 of 4');
    await first.click();
    await page.keyboard.type(code === '1111' ? 'a2222' : 'a1111');
    await expect(first).toHaveValue(code === '1111' ? '2' : '1');
    await page.getByRole('button', { name: 'Submit OTP' }).click();
    await expect(page.getByText('This code is not correct; 4 attempts left')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The right one, pasted: it fills all four boxes.
    await paste(first, code);
    for (let i = 0; i < 4; i++) await expect(page.getByLabel(`Digit ${i + 1} of 4`)).toHaveValue(code[i] as string);
    await page.getByRole('button', { name: 'Submit OTP' }).click();

    await expect(page.getByRole('heading', { name: 'Enter New Password', level: 1 })).toBeVisible();
    const password = page.getByLabel(/^Password/);
    const confirm = page.getByLabel(/^Confirm Password/);
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expectNoSeriousA11yViolations(page);
    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
    await page.getByLabel('Email or username').fill(ACCOUNT);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    const reloaded = await signInReload(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await reloaded();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

    // The other device's session ended with the reset.
    await oldPage.reload();
    await expect(oldPage).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
    await old.close();
    await context.close();
  });

  test('fits a phone in dark mode and passes axe', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/auth/forgot-password');
    await page.getByRole('radio', { name: 'Phone Number' }).check();
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
