import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (10): the live notification's Dismiss button was cut ("Dis", "關") and toasts covered the bell and avatar.
// (The machines' Chromium has no CJK font: a Chinese word's width is not measurable here, the English one is.)

type Session = { accessToken: string; user: { operatorId: string } };

/** A payout requested in the provider app: the console hears of it live and shows a toast. */
async function raisePayout(request: APIRequestContext, admin: Session) {
  const providers = await request.get('/api/v1/orders/lookups/providers?search=', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  const provider = (await providers.json()).data[0] as { id: string; label: string };
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const created = await request.post('/api/v1/app/payout-requests', {
    data: { providerId: provider.id, amount: 1234.5 },
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': admin.user.operatorId },
  });
  expect(created.status()).toBe(201);
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not drawn');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

/** Whether a button shows all its text: the text lies inside the button (Mantine's button clips what does not fit). */
const labelFits = (button: Locator) =>
  button.evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el);
    const inner = text.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5 && box.right <= window.innerWidth;
  });

async function toastFor(page: Page) {
  const admin = await signInViaApi(page, 'admin@demo.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The live channel is open once the console has started; a payout then raises the toast.
  await page.waitForTimeout(1500);
  await raisePayout(page.request, admin);
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  return toast;
}

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a live toast leaves the bell and the avatar uncovered and shows its whole Dismiss button', async ({
      page,
    }) => {
      const toast = await toastFor(page);
      const bell = page.getByRole('button', { name: 'Notifications', exact: true });
      const avatar = page.getByRole('button', { name: /^Account menu for / });
      expect(await overlaps(toast, bell)).toBe(false);
      expect(await overlaps(toast, avatar)).toBe(false);
      await bell.click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await page.keyboard.press('Escape');
      const dismiss = toast.getByRole('button', { name: 'Dismiss' });
      expect(await labelFits(dismiss)).toBe(true);
      await dismiss.click();
      await expect(toast).toHaveCount(0);
    });
  });
}
