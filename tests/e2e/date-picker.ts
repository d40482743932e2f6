import { expect, type Locator, type Page } from '@playwright/test';

/** Month names as the calendar shows them (dayjs's locales). */
export const MONTHS = {
  en: 'January February March April May June July August September October November December'.split(' '),
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' '),
} as const;

/** The picker's texts in English; other languages pass their own. */
export const PICKER_TEXTS_EN = {
  field: /^Date and time/,
  nextMonth: 'Next month',
  hours: 'Hours',
  minutes: 'Minutes',
  done: 'Done',
  months: MONTHS.en as readonly string[],
};
export type PickerTexts = typeof PICKER_TEXTS_EN;

/**
 * Steps the open calendar (`picker`) with `step` (its previous- or next-month button) until the month it shows begins
 * with days of the month before: which months do depends on the day the test runs, and on the language's first day
 * of the week. Two steps at most: three months in a row never all begin on the same day of the week.
 */
export async function showDaysOfTheMonthBefore(picker: Locator, step: Locator) {
  const firstDay = picker.locator('table button').first();
  for (let i = 0; i < 2 && (await firstDay.getAttribute('data-outside')) === null; i++) await step.click();
  await expect(firstDay).toHaveAttribute('data-outside', 'true');
  await expect(firstDay).toBeEnabled();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How the field shows a date-time: YYYY-MM-DD HH:mm (spec part 1 §9), local time. */
export const shownDateTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * Sets a date-time picker as a user does: opens the calendar (a popover, or a modal on phones), goes forward
 * to the month, clicks the day, types the hours and minutes, and confirms. `scope` holds the field (the page,
 * or the dialog it sits in); the calendar itself opens over the page.
 */
export async function pickDateTime(
  page: Page,
  scope: Page | Locator,
  when: Date,
  texts: PickerTexts = PICKER_TEXTS_EN,
) {
  const field = scope.getByRole('button', { name: texts.field });
  await field.click();
  const picker = page.getByRole('dialog', { name: texts.field });
  const next = picker.getByRole('button', { name: texts.nextMonth });
  await expect(next).toBeVisible();
  const title = `${texts.months[when.getMonth()]} ${when.getFullYear()}`;
  for (let i = 0; i < 24 && !(await picker.getByRole('button', { name: title, exact: true }).isVisible()); i++)
    await next.click();
  await expect(picker.getByRole('button', { name: title, exact: true })).toBeVisible();
  const day = `${when.getDate()} ${texts.months[when.getMonth()]} ${when.getFullYear()}`;
  await picker.getByRole('button', { name: day, exact: true }).click();
  await picker.getByRole('spinbutton', { name: texts.hours }).fill(pad(when.getHours()));
  await picker.getByRole('spinbutton', { name: texts.minutes }).fill(pad(when.getMinutes()));
  await picker.getByRole('button', { name: texts.done }).click();
  await expect(picker).toBeHidden();
  await expect(field).toHaveText(shownDateTime(when));
}
