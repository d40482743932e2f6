import { expect, test } from '@playwright/test';
import { startSmtpSink } from '../setup/smtp-sink';
import { apiLogin, expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

/**
 * Settings → Configuration (issue 68) on Lotus: an SMTP server this spec starts (it checks the password) is tried
 * from the form before saving, saved, shown masked afterwards, tried again with the stored password, and removed.
 */
const ADMIN = 'admin@lotus.test';
const PASSWORD = 'relay-secret-42';

// An SMTP relay that takes only its own user and password.
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

test.beforeAll(async () => {
  smtp = await startSmtpSink({ auth: { user: 'relay', pass: PASSWORD } });
});

test.afterAll(async ({ request }) => {
  // Lotus as seeded: no integration of its own.
  const session = await apiLogin(request, ADMIN);
  await request.delete('/api/v1/settings/configuration/credentials/smtp', {
    headers: { Authorization: `Bearer ${session.accessToken}`, 'X-Operator-Id': session.user.operatorId },
  });
  await smtp.close();
});

test('an SMTP server is tried before saving, saved with its password masked, tried again, and removed', async ({
  page,
}) => {
  await signInViaApi(page, ADMIN);
  await page.goto('/settings/configuration');
  const card = page.getByTestId('integration-smtp');
  await expect(card.getByText('Not configured')).toBeVisible();

  await card.getByLabel('Server').fill('127.0.0.1');
  await card.getByLabel('Port').fill(String(smtp.port));
  await card.getByRole('combobox', { name: 'Security' }).click();
  await page.getByRole('option', { name: /None/ }).click();
  await card.getByLabel('User name').fill('relay');
  await card.getByLabel('Password', { exact: true }).fill('not-the-password');
  await card.getByLabel('Sender').fill('Lotus <no-reply@lotus.test>');
  await card.getByLabel('Send the test email to').fill('ops@lotus.test');

  // A wrong password: the server's refusal in words, and its own answer beside.
  await card.getByRole('button', { name: 'Send a test' }).click();
  const outcome = card.getByTestId('integration-smtp-outcome');
  await expect(outcome).toContainText('The server refused the user name or password');
  await expect(outcome).toContainText('535');

  await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Send a test' }).click();
  await expect(outcome).toContainText('The SMTP server accepted the test email to ops@lotus.test');
  expect(smtp.mails.at(-1)?.to).toEqual(['ops@lotus.test']);
  expect(smtp.mails.at(-1)?.subject).toContain('Test email from');

  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Configured', { exact: true })).toBeVisible();
  await page.reload();
  const password = page.getByTestId('integration-smtp').getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('••••••••');
  expect(await page.content()).not.toContain(PASSWORD);

  // The mask stands for the stored password.
  const sent = smtp.mails.length;
  await page.getByTestId('integration-smtp').getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByTestId('integration-smtp-outcome')).toContainText('accepted the test email');
  expect(smtp.mails.length).toBe(sent + 1);

  await page.getByTestId('integration-smtp').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('integration-smtp').getByText('Not configured')).toBeVisible();
});

test('the configuration lays out on a phone, light and dark, without serious accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, ADMIN);
  await page.goto('/settings/configuration');
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((theme) => localStorage.setItem('app-theme', theme), scheme);
    await page.goto('/settings/configuration');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByTestId('integration-sms')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});
