import { expect, type Page, test } from '@playwright/test';
import { BOOKING_STATUS } from '../../src/shared/schemas/orders';
import { bookingRef, bookingsApi } from './bookings-api';
import { pickDateTime, shownDateTime } from './date-picker';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const ADMIN = 'admin@demo.test';
const ref = bookingRef;
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** A day button of the date picker ("22 November 2026"). */
const dayName = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-US', { month: 'long' })} ${d.getFullYear()}`;
const apiAs = bookingsApi;

/** Also run on PostgreSQL (`npm test` with TEST_DATABASE_URL): the list's SQL, filters and writes. */
const POSTGRES = { tag: '@postgres' };
const rows = (page: Page) => page.getByTestId('order-row');
const statuses = (page: Page) =>
  rows(page)
    .locator('[data-status]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
const shown = (page: Page) => page.getByTestId('orders-range');

test.describe('bookings at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(
    'the provider search waits for typing to stop, sends one request and starts again at page 1',
    POSTGRES,
    async ({ page }) => {
      const session = await signInViaApi(page, ADMIN);
      const api = apiAs(page, session.accessToken);
      const [first] = (await api.list('pageNumber=1&pageSize=1')).data;
      const provider = first?.merchantName ?? '';
      expect(provider).not.toBe('');
      const expected = await api.list(`pageNumber=1&pageSize=10&search=${encodeURIComponent(provider)}`);

      await page.goto('/orders?pageNumber=3');
      await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      const searches: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/v1/orders' && url.searchParams.has('search')) searches.push(url.search);
      });
      await page.getByRole('searchbox', { name: 'Search bookings' }).pressSequentially(provider, { delay: 60 });
      await expect.poll(() => searchParam(page, 'search')).toBe(provider);
      expect(searchParam(page, 'pageNumber')).toBeNull();
      await expect(shown(page)).toHaveText(`1–${Math.min(10, expected.total)} of ${count(expected.total)}`);
      await expect(rows(page).first().getByRole('link')).toHaveText(ref(expected.data[0]?.id ?? ''));
      expect(searches).toHaveLength(1);
      expect(searches[0]).toContain('pageNumber=1');
    },
  );

  test('a search that matches nothing shows "no data found"', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/orders?search=zzzz-no-such-booking');
    await expect(page.getByTestId('orders-empty')).toHaveText('no data found');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('zzzz-no-such-booking');
  });

  test(
    'the status filter shows only that status, and All Bookings shows every booking again',
    POSTGRES,
    async ({ page }) => {
      const session = await signInViaApi(page, ADMIN);
      const api = apiAs(page, session.accessToken);
      const all = await api.list('pageNumber=1&pageSize=10');
      const accepted = await api.list('pageNumber=1&pageSize=10&status=1');

      await page.goto('/orders');
      await expect(shown(page)).toHaveText(`1–10 of ${count(all.total)}`);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Accepted', exact: true }).click();
      await expect.poll(() => searchParam(page, 'status')).toBe('1');
      await expect(shown(page)).toHaveText(`1–${Math.min(10, accepted.total)} of ${count(accepted.total)}`);
      await expect.poll(async () => new Set(await statuses(page))).toEqual(new Set(['1']));

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'All Bookings' }).click();
      await expect.poll(() => searchParam(page, 'status')).toBeNull();
      await expect(shown(page)).toHaveText(`1–10 of ${count(all.total)}`);
    },
  );

  test('a date range filters by booking date, and Reset clears it', POSTGRES, async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const api = apiAs(page, session.accessToken);
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), 1);
    const all = await api.list('pageNumber=1&pageSize=10');
    const ranged = await api.list(`pageNumber=1&pageSize=10&startDate=${iso(from)}&endDate=${iso(today)}`);
    expect(ranged.total).toBeLessThan(all.total);

    await page.goto('/orders');
    await expect(shown(page)).toHaveText(`1–10 of ${count(all.total)}`);
    await page.getByRole('button', { name: 'Date range' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a date range' });
    await dialog.getByRole('button', { name: dayName(from), exact: true }).click();
    await dialog.getByRole('button', { name: dayName(today), exact: true }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => [searchParam(page, 'from'), searchParam(page, 'to')]).toEqual([iso(from), iso(today)]);
    await expect(shown(page)).toHaveText(`1–${Math.min(10, ranged.total)} of ${count(ranged.total)}`);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => searchParam(page, 'from')).toBeNull();
    await expect(shown(page)).toHaveText(`1–10 of ${count(all.total)}`);
  });

  test(
    'paging shows the next page (sent as index + 1) and a new page size starts at page 1',
    POSTGRES,
    async ({ page }) => {
      const session = await signInViaApi(page, ADMIN);
      const api = apiAs(page, session.accessToken);
      const second = await api.list('pageNumber=2&pageSize=10');

      await page.goto('/orders');
      await expect(rows(page)).toHaveCount(10);
      const request = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/v1/orders' && url.searchParams.get('pageNumber') === '2';
      });
      await page.getByRole('button', { name: 'Page 2' }).click();
      await request;
      await expect.poll(() => searchParam(page, 'pageNumber')).toBe('2');
      await expect(rows(page).first().getByRole('link')).toHaveText(ref(second.data[0]?.id ?? ''));
      await expect(shown(page)).toHaveText(`11–20 of ${count(second.total)}`);

      await page.getByRole('combobox', { name: 'Rows per page' }).click();
      await page.getByRole('option', { name: '20' }).click();
      await expect.poll(() => searchParam(page, 'pageSize')).toBe('20');
      expect(searchParam(page, 'pageNumber')).toBeNull();
      await expect(rows(page)).toHaveCount(20);
    },
  );

  test('filters and page survive a reload, and back/forward step through them', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const api = apiAs(page, session.accessToken);
    // The status with the most bookings, so that it has a second page.
    const totals = await Promise.all(
      Object.keys(BOOKING_STATUS).map(async (code) => ({
        code,
        total: (await api.list(`pageNumber=1&pageSize=1&status=${code}`)).total,
      })),
    );
    const busiest = totals.reduce((a, b) => (b.total > a.total ? b : a));
    expect(busiest.total).toBeGreaterThan(10);
    const label = BOOKING_STATUS[Number(busiest.code) as keyof typeof BOOKING_STATUS];

    await page.goto('/orders');
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect.poll(() => searchParam(page, 'status')).toBe(busiest.code);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => searchParam(page, 'pageNumber')).toBe('2');
    const page2 = await api.list(`pageNumber=2&pageSize=10&status=${busiest.code}`);
    const firstOnPage2 = ref(page2.data[0]?.id ?? '');
    await expect(rows(page).first().getByRole('link')).toHaveText(firstOnPage2);

    await page.reload();
    await expect(status).toHaveValue(label);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first().getByRole('link')).toHaveText(firstOnPage2);
    expect(new Set(await statuses(page))).toEqual(new Set([busiest.code]));

    await page.goBack();
    await expect.poll(() => searchParam(page, 'pageNumber')).toBeNull();
    await expect(status).toHaveValue(label);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect.poll(() => searchParam(page, 'status')).toBeNull();
    await expect(status).toHaveValue('All Bookings');
    await page.goForward();
    await expect(status).toHaveValue(label);
  });

  test('the details page shows the booking, its price breakdown and the status timeline', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const api = apiAs(page, session.accessToken);
    const booking = await api.create({ productQuantity: 2, orderDiscountType: 1, orderDiscount: 10 });
    await api.setStatus(booking.id, 1, 'Confirmed by phone');
    await api.setStatus(booking.id, 2);

    await page.goto(`/orders?search=${ref(booking.id)}`);
    await rows(page).first().getByRole('cell').nth(3).click();
    await expect(page).toHaveURL(new RegExp(`/orders/order_details/${booking.id}$`));
    await expect(page.getByRole('heading', { name: `Booking ${ref(booking.id)}` })).toBeVisible();
    const timeline = page.getByTestId('timeline-entry');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText('Booking created');
    await expect(timeline.nth(1)).toContainText('Accepted');
    await expect(timeline.nth(1)).toContainText('Confirmed by phone');
    await expect(timeline.nth(2)).toContainText('On the Way');
    await expect(page.getByTestId('price-quantity')).toContainText('2');
    await expect(page.getByTestId('price-discount')).toContainText('Discount (10%)');
    await expect(page.getByTestId('status-actions').getByRole('button')).toHaveText([
      'Mark as Reached',
      'Mark as Cancelled by Customer',
      'Mark as Cancelled by Host',
    ]);
  });

  test('an allowed transition on the details page updates the booking and the list', POSTGRES, async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const booking = await apiAs(page, session.accessToken).create();

    await page.goto(`/orders?search=${ref(booking.id)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-status]')).toHaveText('Pending');
    await rows(page)
      .getByRole('link', { name: ref(booking.id) })
      .click();
    await expect(page.getByTestId('status-actions').getByRole('button')).toHaveCount(4);
    await page.getByRole('button', { name: 'Mark as Accepted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the status?' });
    await dialog.getByLabel('Note (optional)').fill('Provider confirmed');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).locator('..').locator('[data-status]')).toHaveText('Accepted');
    await expect(page.getByTestId('timeline-entry').last()).toContainText('Provider confirmed');
    await expect(page.getByTestId('timeline-entry').last()).toContainText(/by /);
    await expect(page.getByRole('button', { name: 'Mark as On the Way' })).toBeVisible();

    await page.goBack();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-status]')).toHaveText('Accepted');
    await page.reload();
    await expect(rows(page).locator('[data-status]')).toHaveText('Accepted');
  });

  test(
    'the edit dialog reschedules and changes the quantity, and the history records it',
    POSTGRES,
    async ({ page }) => {
      const session = await signInViaApi(page, ADMIN);
      const booking = await apiAs(page, session.accessToken).create();
      await page.goto(`/orders/order_details/${booking.id}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: `Edit booking ${ref(booking.id)}` });
      const day = new Date(Date.now() + 9 * 86_400_000);
      const when = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 14, 15);
      await pickDateTime(page, dialog, when);
      await dialog.getByLabel(/^Quantity/).fill('0');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Enter a whole number from 1 to 100')).toBeVisible();
      await dialog.getByLabel(/^Quantity/).fill('3');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('price-quantity')).toContainText('3');
      await expect(page.getByTestId('timeline-entry').last()).toContainText('Booking edited');
      // One history entry for the edit: "Rescheduled to <UTC>; quantity 1 → 3; price …".
      const utc = when.toISOString().slice(0, 16).replace('T', ' ');
      await expect(page.getByTestId('timeline-entry').last()).toContainText(`Rescheduled to ${utc} UTC`);
      await expect(page.getByTestId('timeline-entry').last()).toContainText('quantity 1 → 3');
      await expect(page.getByText('Scheduled for', { exact: true }).locator('..')).toContainText(shownDateTime(when));
    },
  );

  test('an unknown booking shows the not-found page', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/orders/order_details/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  test(
    'create a booking: the form explains what is missing, then the new booking opens',
    POSTGRES,
    async ({ page }) => {
      await signInViaApi(page, ADMIN);
      await page.goto('/orders');
      await page.getByRole('link', { name: 'Add booking' }).click();
      await expect(page).toHaveURL(/\/orders\/create_orders$/);
      await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
      await page.getByRole('button', { name: 'Create booking' }).click();
      await expect(page.getByText('This field is required')).toHaveCount(4);

      for (const name of ['Customer', 'Provider', 'Product']) {
        await page.getByRole('combobox', { name }).click();
        await page.getByRole('option').first().click();
        await expect(page.getByRole('combobox', { name })).not.toHaveValue('');
      }
      const day = new Date(Date.now() + 5 * 86_400_000);
      const when = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10, 30);
      await pickDateTime(page, page, when);
      await page.getByLabel(/^Quantity/).fill('2');
      await expect(page.getByTestId('price-quantity')).toContainText('2');
      await page.getByRole('button', { name: 'Create booking' }).click();

      await expect(page).toHaveURL(/\/orders\/order_details\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop() ?? '';
      await expect(page.getByRole('heading', { name: `Booking ${ref(id)}` })).toBeVisible();
      await expect(page.getByTestId('timeline-entry')).toHaveCount(1);
      await expect(page.getByTestId('timeline-entry')).toContainText('Booking created');
      await expect(page.getByTestId('price-quantity')).toContainText('2');
      await expect(page.getByText('Scheduled for', { exact: true }).locator('..')).toContainText(shownDateTime(when));
      await page.goto('/orders');
      await expect(rows(page).first().getByRole('link')).toHaveText(ref(id));
    },
  );
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`bookings at ${width} px, ${scheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme: scheme });

      test('the list and the details pass axe', async ({ page }) => {
        const session = await signInViaApi(page, ADMIN);
        const booking = await apiAs(page, session.accessToken).create();
        if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
        await page.goto('/orders');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        if (width < 600) {
          await expect(page.getByTestId('order-card')).toHaveCount(10);
          await expect(page.getByTestId('orders-table')).toHaveCount(0);
        } else {
          await expect(rows(page)).toHaveCount(10);
        }
        // At 820 px the shell's menu is a rail of bare icons until hovered (as in shell.spec.ts).
        if (width === 820) await page.getByTestId('side-nav').hover();
        await expectNoSeriousA11yViolations(page);

        await page.goto(`/orders/order_details/${booking.id}`);
        await expect(page.getByTestId('order-timeline')).toBeVisible();
        if (width === 820) await page.getByTestId('side-nav').hover();
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
