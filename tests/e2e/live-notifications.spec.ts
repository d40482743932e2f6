import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// This file drives the service worker (elsewhere it is blocked: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Live delivery: an event raised on the server reaches the open console over SSE (drawer + snackbar), and
 * FCM-shaped pushes delivered to the service worker through the DevTools Protocol become a foreground
 * snackbar (console in view) or a system notification whose click opens the pushType's route.
 */

async function raisePayout(request: APIRequestContext, admin: { accessToken: string; user: { operatorId: string } }) {
  const providers = await request.get('/api/v1/orders/lookups/providers?search=', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  const provider = (await providers.json()).data[0] as { id: string; label: string };
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const created = await request.post('/api/v1/app/payout-requests', {
    data: { providerId: provider.id, amount: 321.5 },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': admin.user.operatorId },
  });
  expect(created.status()).toBe(201);
  return provider;
}

const snackbar = (page: Page, text: RegExp | string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test.describe('live notifications', () => {
  test('a payout requested in the provider app appears at once in the open drawer and as a snackbar', async ({
    page,
  }) => {
    const admin = await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /notifications/i })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByRole('tab', { name: 'All' })).toBeVisible();
    await expect(drawer.getByText('Booking', { exact: false }).first()).toBeVisible();

    const provider = await raisePayout(page.request, admin);
    const toast = snackbar(page, `Payout requested: ${provider.label} requested a payout of`);
    await expect(toast).toBeVisible();
    // The newest row of the drawer is the new one.
    await expect(drawer.getByText(`${provider.label} requested a payout of`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('the notification panel says why background notifications are off, until closed, per sign-in', async ({
    page,
  }) => {
    await signInViaApi(page, 'admin@lotus.test');
    await page.goto('/dashboard');
    const openPanel = async () => {
      await page
        .getByRole('button', { name: /notifications/i })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Notifications' });
    };
    let panel = await openPanel();
    const notice = panel.getByRole('alert').filter({ hasText: 'Background notifications are off' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('not set up for this marketplace');
    await expectNoSeriousA11yViolations(page);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    panel = await openPanel();
    await expect(panel.getByRole('tab', { name: 'All' })).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(panel.getByText('Background notifications are off')).toHaveCount(0);
  });
});

test.describe('service worker push', () => {
  test('an FCM push is a snackbar while the console is in view, else a system notification whose click opens the booking', async ({
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL as string });
    // A blank tab keeps the browser context (and the DevTools session) alive while console tabs come and go.
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
    const admin = await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const scope = new URL('/', baseURL).href;
    await expect.poll(() => registrations.get(scope)).toBeTruthy();
    const registrationId = registrations.get(scope) as string;

    const bookings = await page.request.get('/api/v1/orders?pageNumber=1&pageSize=1', {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    const booking = (await bookings.json()).data.data[0] as { id: string };
    const message = (title: string, id: string) =>
      JSON.stringify({
        notification: { title, body: 'Asha booked a deep clean', icon: '/icons/192.png' },
        data: {
          notificationId: id,
          pushType: '11',
          pushTypeId: booking.id,
          subOrderId: booking.id,
          operatorId: admin.user.operatorId,
          label: 'bookings',
        },
        from: '1234567890',
        messageId: id,
      });
    const origin = new URL(baseURL as string).origin;

    // In view: the console shows it.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: message('Booking in view', 'push-fg-1'),
    });
    await expect(snackbar(page, 'Booking in view: Asha booked a deep clean')).toBeVisible();

    // No console in view: a system notification.
    await page.close();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: message('Booking while away', 'push-bg-1'),
    });
    const console2 = await context.newPage();
    await console2.goto('/dashboard');
    await expect(console2.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect
      .poll(() =>
        console2.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon }));
        }),
      )
      .toContainEqual({
        title: 'Booking while away',
        body: 'Asha booked a deep clean',
        icon: `${origin}/icons/192.png`,
      });

    // Clicking it brings the console to the booking.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeTruthy();
    await worker?.evaluate(async () => {
      // Runs inside the worker (types of the WebWorker lib are not in this project's tsconfig).
      const sw = self as unknown as {
        registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      };
      const [notification] = await sw.registration.getNotifications({ tag: 'push-bg-1' });
      if (!notification) throw new Error('no notification to click');
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
    });
    await expect(console2).toHaveURL(new RegExp(`/orders/order_details/${booking.id}$`));
    await expect(console2.getByText(/ORD_/).first()).toBeVisible();
  });
});
