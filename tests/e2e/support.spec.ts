import { expect, type Page, test } from '@playwright/test';
import { goOffline, goOnline } from '../setup/offline-device';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's operator has every module and all five languages (en-US first).
const ADMIN = 'admin@demo.test';
const TAG = `SUP E2E ${Date.now().toString(36)}`;

type Session = Awaited<ReturnType<typeof signInViaApi>>;
const headers = (s: Session) => ({ Authorization: `Bearer ${s.accessToken}`, 'X-Operator-Id': s.user.operatorId });

async function appToken(page: Page): Promise<string> {
  const client = await page.request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  return (await client.json()).data.clientToken;
}

/** A ticket raised by the operator's first customer through the customer app's endpoint. */
async function raiseTicket(page: Page, session: Session, subject: string): Promise<{ id: string; customerId: string }> {
  const customers = await page.request.get('/api/v1/orders/lookups/customers?search=', { headers: headers(session) });
  const customerId = (await customers.json()).data[0].id as string;
  const response = await page.request.post('/api/v1/app/support-requests', {
    headers: { 'X-Client-Token': await appToken(page), 'X-Operator-Id': session.user.operatorId },
    data: { customerId, subject, message: 'The cleaner left after ten minutes.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).data.id, customerId };
}

/** A canned reply of the test's own (its code unique to the run). */
async function addCanned(page: Page, session: Session, code: string, text: string) {
  const response = await page.request.post('/api/v1/support/canned-replies', {
    headers: headers(session),
    data: { code, texts: { 'en-US': text } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function thread(page: Page, session: Session, id: string) {
  const response = await page.request.get(`/api/v1/support/tickets/${id}`, { headers: headers(session) });
  return (await response.json()).data as {
    status: string;
    messages: { kind: string; body: string; event: { field: string; to: string | null } | null }[];
  };
}

test.describe('Support → a ticket', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reply with a canned reply, add an internal note and resolve: the requester sees the reply, never the note', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const subject = `${TAG} canned`;
    const { id, customerId } = await raiseTicket(page, session, subject);
    const code = `e2e${Date.now().toString(36)}`;
    await addCanned(page, session, code, 'We are sorry: a new professional comes tomorrow at 9.');

    await page.goto(`/support/customer_support?search=${encodeURIComponent(subject)}`);
    await expect(page.getByRole('heading', { name: 'Customer support' })).toBeVisible();
    await page.getByTestId('ticket-row').filter({ hasText: subject }).click();
    await expect(page).toHaveURL(new RegExp(`/support/customer_support/${id}$`));
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();

    const box = page.getByTestId('reply-box');
    const text = box.getByRole('textbox');
    await text.fill(`Hello, /${code}`);
    // The box offers the canned reply once the operator's replies are loaded.
    await expect(box.getByText(`/${code}`, { exact: true })).toBeVisible();
    await text.press('Tab');
    await expect(text).toHaveValue('Hello, We are sorry: a new professional comes tomorrow at 9.');
    const sent = page.waitForResponse((r) => r.url().endsWith(`/support/tickets/${id}/messages`));
    await box.getByRole('button', { name: 'Send reply' }).click();
    expect((await sent).status()).toBe(201);
    const entries = page.getByTestId('ticket-thread').locator('li');
    await expect(entries.filter({ hasText: 'a new professional comes tomorrow' })).toHaveCount(1);

    await box.getByText('Internal note', { exact: true }).click();
    await expect(box).toHaveAttribute('data-mode', 'note');
    await expect(box.getByText('Internal note: only your team sees it.')).toBeVisible();
    await text.fill(`${TAG} refund approved by finance`);
    const noted = page.waitForResponse((r) => r.url().endsWith(`/support/tickets/${id}/messages`));
    await box.getByRole('button', { name: 'Add note' }).click();
    expect((await noted).status()).toBe(201);
    const note = page.getByTestId('ticket-thread').locator('li[data-kind="note"]');
    await expect(note.filter({ hasText: 'refund approved by finance' })).toContainText('Internal note');

    const controls = page.getByTestId('ticket-controls');
    await controls.getByRole('combobox', { name: 'Status' }).click();
    const changed = page.waitForResponse(
      (r) => r.url().endsWith(`/support/tickets/${id}`) && r.request().method() === 'PATCH',
    );
    await page.getByRole('option', { name: 'Resolved' }).click();
    expect((await changed).status()).toBe(200);
    await expect(page.getByTestId('ticket-thread')).toContainText('changed the status from Open to Resolved');

    const saved = await thread(page, session, id);
    expect(saved.status).toBe('resolved');
    expect(saved.messages.filter((m) => m.kind === 'note').map((m) => m.body)).toEqual([
      `${TAG} refund approved by finance`,
    ]);
    const app = await page.request.get(`/api/v1/app/support-requests/${id}/messages?customerId=${customerId}`, {
      headers: { 'X-Client-Token': await appToken(page), 'X-Operator-Id': session.user.operatorId },
    });
    const seen = JSON.stringify((await app.json()).data);
    expect(seen).toContain('a new professional comes tomorrow');
    expect(seen).not.toContain('refund approved by finance');
    await expectNoSeriousA11yViolations(page);
  });

  test('a pushType 14 notification opens its ticket', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const subject = `${TAG} push`;
    const { id } = await raiseTicket(page, session, subject);
    await page.goto('/notification');
    const row = page.getByTestId('notification-row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await row.getByRole('button').first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/support/customer_support/${id}$`));
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  });
});

test.describe('Support → replying offline', () => {
  // The installed console: the worker serves the shell and the route's chunks while the device is offline.
  test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'allow' });

  test('a reply and a note written offline show as pending and land once each, as what they were, on reconnect', async ({
    page,
    context,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const subject = `${TAG} offline`;
    const { id } = await raiseTicket(page, session, subject);
    const sent: { key: string; kind: string }[] = [];
    await page.route(`**/api/v1/support/tickets/${id}/messages`, async (route) => {
      sent.push({ key: route.request().headers()['idempotency-key'] ?? '', kind: route.request().postDataJSON().kind });
      await route.continue();
    });
    await page.goto(`/support/customer_support/${id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();

    await goOffline(context);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const box = page.getByTestId('reply-box');
    await box.getByRole('textbox').fill('Written on the train.');
    await box.getByRole('button', { name: 'Send reply' }).click();
    await box.getByText('Internal note', { exact: true }).click();
    await box.getByRole('textbox').fill('Offline note: check the refund.');
    await box.getByRole('button', { name: 'Add note' }).click();
    const threadBox = page.getByTestId('ticket-thread');
    await expect(threadBox.getByTestId('pending-sync')).toHaveCount(2);
    expect(sent).toEqual([]);

    await goOnline(context, page);
    await expect(threadBox.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 });
    await expect(threadBox.locator('li[data-kind="note"]').filter({ hasText: 'Offline note' })).toHaveCount(1);
    const saved = await thread(page, session, id);
    expect(saved.messages.filter((m) => m.body === 'Written on the train.').map((m) => m.kind)).toEqual(['reply']);
    expect(saved.messages.filter((m) => m.body === 'Offline note: check the refund.').map((m) => m.kind)).toEqual([
      'note',
    ]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
    expect(sent.map((s) => s.kind).sort()).toEqual(['note', 'reply']);
  });
});

test.describe('Support → a ticket on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the ticket page fits 390 px in ${scheme} and is axe-clean`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const session = await signInViaApi(page, ADMIN);
      const subject = `${TAG} phone ${scheme}`;
      const { id } = await raiseTicket(page, session, subject);
      await page.request.post(`/api/v1/support/tickets/${id}/messages`, {
        headers: headers(session),
        data: { kind: 'note', body: 'Called the professional.' },
      });
      await page.goto(`/support/customer_support/${id}`);
      await expect(page.getByRole('heading', { name: subject })).toBeVisible();
      await expect(page.getByTestId('reply-box')).toBeVisible();
      await expect(page.getByTestId('ticket-requester')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
