import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// This file drives the service worker (elsewhere it is blocked: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Notifications are codes worded in the reader's language (decision 007): in the open console through its
 * catalogue, in a background push by the server in the language the user chose on that device.
 */

type Session = { accessToken: string; user: { operatorId: string } };

async function raisePayout(request: APIRequestContext, admin: Session, amount: number) {
  const providers = await request.get('/api/v1/orders/lookups/providers?search=', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  const provider = (await providers.json()).data[0] as { id: string; label: string };
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const created = await request.post('/api/v1/app/payout-requests', {
    data: { providerId: provider.id, amount },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': admin.user.operatorId },
  });
  expect(created.status()).toBe(201);
  return { provider, payoutId: (await created.json()).data.id as string };
}

async function chooseLanguage(page: Page, name: string, button = 'Language') {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name }).click();
}

const snackbar = (page: Page, text: RegExp | string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test.describe('notifications in the reader’s language', () => {
  test('a notification created while the console is open appears in Portuguese for Onda', async ({ page }) => {
    const admin = await signInViaApi(page, 'admin@onda.test');
    await page.goto('/dashboard');
    await chooseLanguage(page, 'Português');
    await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
    await page.getByRole('button', { name: 'Notificações' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Notificações' });
    await expect(drawer.getByRole('tab', { name: 'Todas' })).toBeVisible();

    const { provider } = await raisePayout(page.request, admin, 321.5);
    const body = new RegExp(`${provider.label} pediu um pagamento de 321,50\\s€\\.`);
    await expect(snackbar(page, 'Pagamento pedido:')).toContainText(body);
    const newest = drawer.getByTestId('notification-list').getByRole('button').first();
    await expect(newest).toContainText('Pagamento pedido');
    await expect(newest).toContainText(body);
    // The seeded rows are words from codes too (none shows up in English or raw).
    await expect(drawer.getByText('requested a payout')).toHaveCount(0);
    await expect(drawer.getByText(/notification\.|\{\w+\}/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the same notification appears in Hindi for a Sparkle admin, and again in English after a switch', async ({
    page,
  }) => {
    const admin = await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await chooseLanguage(page, 'हिन्दी');
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड' })).toBeVisible();
    await page.getByRole('button', { name: 'सूचनाएँ' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'सूचनाएँ' });
    await expect(drawer.getByRole('tab', { name: 'सभी' })).toBeVisible();

    const { provider } = await raisePayout(page.request, admin, 321.5);
    const newest = drawer.getByTestId('notification-list').getByRole('button').first();
    await expect(newest).toContainText('भुगतान का अनुरोध');
    await expect(newest).toContainText(`${provider.label} ने ₹321.50 के भुगतान का अनुरोध किया।`);
    const toast = snackbar(page, 'भुगतान का अनुरोध:');
    await expect(toast).toBeVisible();

    // A switch of language words the same rows again.
    await toast.getByRole('button').click();
    await expect(toast).toHaveCount(0);
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'English', 'भाषा');
    await page.getByRole('button', { name: 'Notifications' }).first().click();
    const english = page.getByRole('dialog', { name: 'Notifications' });
    await expect(english.getByTestId('notification-list').getByRole('button').first()).toContainText(
      `${provider.label} requested a payout of ₹321.50.`,
    );
  });
});

test.describe('background push in the recipient’s language', () => {
  test('a push delivered through the DevTools Protocol shows what the server worded in the device’s language', async ({
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL as string });
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list as Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }>) {
        if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
      }
    });
    await cdp.send('ServiceWorker.enable');

    const page = await context.newPage();
    const admin = await signInViaApi(page, 'admin@onda.test');
    // This session's device token (Firebase is unreachable here: registered as the console would).
    const deviceToken = `e2e-device-pt-${Date.now()}`;
    const registered = await page.request.put('/api/v1/me/device-token', {
      data: { token: deviceToken },
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    expect(registered.status()).toBe(200);
    await page.goto('/dashboard');
    // Choosing Portuguese in the console tells the server: this device's pushes are worded in it.
    const told = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/language') && r.status() === 200);
    await chooseLanguage(page, 'Português');
    await told;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const scope = new URL('/', baseURL).href;
    await expect.poll(() => registrations.get(scope)).toBeTruthy();
    const registrationId = registrations.get(scope) as string;

    const { provider, payoutId } = await raisePayout(page.request, admin, 77);
    // What the server sent this device (its log-only sender's outbox: the payload a browser receives).
    const outbox = process.env.E2E_PUSH_OUTBOX as string;
    // The file appears with the first push the server sends (none may have been sent before this one), and a line
    // counts once its newline is written: no file yet, or a line still being appended, is "not sent yet".
    const sentTo = () =>
      (existsSync(outbox) ? readFileSync(outbox, 'utf8') : '')
        .split('\n')
        .slice(0, -1)
        .map((line) => JSON.parse(line) as { tokens: string[]; payload: { data: Record<string, string> } })
        .find((line) => line.tokens.includes(deviceToken) && line.payload.data.pushTypeId === payoutId);
    await expect.poll(() => (sentTo() ? 'sent' : 'waiting')).toBe('sent');
    const payload = sentTo()?.payload as { data: Record<string, string> };
    expect(payload.data.locale).toBe('pt-PT');

    // The console is closed: the worker shows a system notification with the server's words.
    await page.close();
    const origin = new URL(baseURL as string).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ ...payload, from: '1234567890', messageId: `push-${payoutId}` }),
    });
    await blank.waitForTimeout(1000);
    const reader = await context.newPage();
    await reader.goto('/404-not-a-page');
    await expect
      .poll(() =>
        reader.evaluate(async (id) => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications();
          const mine = shown.find((n) => n.tag === id);
          return mine ? `${mine.title} | ${mine.body}` : '';
        }, payload.data.notificationId),
      )
      .toMatch(new RegExp(`^Pagamento pedido \\| ${provider.label} pediu um pagamento de 77,00\\s€\\.$`));
  });
});
