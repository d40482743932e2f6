import { expect, type Page, test } from '@playwright/test';
import { bookingRef, bookingsApi } from './bookings-api';
import { MONTHS, type PickerTexts, pickDateTime, showDaysOfTheMonthBefore, shownDateTime } from './date-picker';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// The demo operator offers every language, Portuguese (Portugal) included. (Onda offers it too, but other
// specs rely on nothing writing to Onda, and this one creates a booking.)
const ADMIN = 'admin@demo.test';

const PT: PickerTexts = {
  field: /^Data e hora/,
  nextMonth: 'Mês seguinte',
  hours: 'Horas',
  minutes: 'Minutos',
  done: 'Concluído',
  months: MONTHS.pt,
};

/** The 12th of the month after next at 16:45, local time: in the future, two "next month" clicks away. */
function inTwoMonths() {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 2, 12, 16, 45);
}

const dayjsLocaleChunk = /\/assets\/pt-[\w-]+\.js$/;

async function chooseFirstOptions(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByRole('combobox', { name }).click();
    await page.getByRole('option').first().click();
    await expect(page.getByRole('combobox', { name })).not.toHaveValue('');
  }
}

test.describe('date pickers at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('in Portuguese the booking form’s picker names the months in Portuguese, and the chosen date is saved', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      if (dayjsLocaleChunk.test(new URL(request.url()).pathname)) localeChunks.push(request.url());
    });
    await page.goto('/orders/create_orders');
    await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Date and time/ })).toBeVisible();
    // The Portuguese calendar names are not part of the English page.
    expect(localeChunks).toEqual([]);

    // Switch the language at run time, as a user does.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Nova reserva' })).toBeVisible();
    await expect.poll(() => localeChunks.length).toBe(1);

    await page.getByRole('button', { name: PT.field }).click();
    const picker = page.getByRole('dialog', { name: PT.field });
    const today = new Date();
    await expect(
      picker.getByRole('button', { name: `${MONTHS.pt[today.getMonth()]} ${today.getFullYear()}`, exact: true }),
    ).toBeVisible();
    // Weekdays in Portuguese; the week starts on Sunday in Portugal (CLDR).
    await expect(picker.getByRole('columnheader')).toHaveText(['Do', '2ª', '3ª', '4ª', '5ª', '6ª', 'Sa']);
    await expect(picker.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
    await expect(picker.getByRole('spinbutton', { name: 'Horas' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    const when = inTwoMonths();
    await pickDateTime(page, page, when, PT);
    await chooseFirstOptions(page, ['Cliente', 'Prestador', 'Produto']);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders');
    await page.getByRole('button', { name: 'Criar reserva' }).click();
    // The request is what the native control's form sent: the local time as an ISO instant.
    expect((await sent).postDataJSON().scheduledAt).toBe(when.toISOString());

    await expect(page).toHaveURL(/\/orders\/order_details\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: `Reserva ${bookingRef(id)}` })).toBeVisible();
    await expect(page.getByText('Agendada para', { exact: true }).locator('..')).toContainText(shownDateTime(when));
    const saved = (await bookingsApi(page, session.accessToken).detail(id)) as unknown as { scheduledAt: string };
    expect(new Date(saved.scheduledAt).toISOString()).toBe(when.toISOString());
  });
});

test.describe('date range at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('in Portuguese the bookings date-range calendar names months and weekdays in Portuguese and passes axe', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Reservas', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Intervalo de datas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escolha um intervalo de datas' });
    const today = new Date();
    await expect(
      dialog.getByRole('button', { name: `${MONTHS.pt[today.getMonth()]} ${today.getFullYear()}`, exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText(['Do', '2ª', '3ª', '4ª', '5ª', '6ª', 'Sa']);
    await expect(
      dialog.getByRole('button', { name: `1 ${MONTHS.pt[today.getMonth()]} ${today.getFullYear()}`, exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The days of the month before are buttons too, and readable (not only in the months where the test met them).
    await showDaysOfTheMonthBefore(dialog, dialog.getByRole('button', { name: 'Mês anterior' }));
    await expectNoSeriousA11yViolations(page);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`date pickers at 390 px, ${scheme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: scheme });

    test('on a phone the calendar opens as a titled dialog, passes axe and sets the date', async ({ page }) => {
      await signInViaApi(page, ADMIN);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
      await page.goto('/orders/create_orders');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.getByRole('button', { name: /^Date and time/ }).click();
      const picker = page.getByRole('dialog', { name: 'Date and time' });
      await expect(picker.getByRole('heading', { name: 'Date and time' })).toBeVisible();
      // The whole calendar fits the phone's width.
      const box = await picker.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
      await showDaysOfTheMonthBefore(picker, picker.getByRole('button', { name: 'Next month' }));
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      const when = inTwoMonths();
      await pickDateTime(page, page, when);
    });
  });
}
