import { i18n } from '@lingui/core';
import { DatePicker } from '@mantine/dates';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCalendarLocale } from '@/components/calendar-setup';
import { renderWithProviders } from '@/test/render';
import { AppDatesProvider } from './dates-provider';

/** A calendar as the console's pickers show one: the language's names once they have loaded. */
function Calendar() {
  return <DatePicker locale={useCalendarLocale()} defaultDate="2030-03-01" />;
}

const firstWeekday = () => screen.getAllByRole('columnheader')[0]?.textContent;

// Mantine's calendar is slow to render in jsdom (more so on a busy machine).
describe('AppDatesProvider', { timeout: 20_000 }, () => {
  afterEach(() => act(() => i18n.activate('en-US')));

  it('the calendar follows the language chosen at run time: month and weekday names, first day of the week', async () => {
    renderWithProviders(
      <AppDatesProvider>
        <Calendar />
      </AppDatesProvider>,
    );
    expect(screen.getByRole('button', { name: 'March 2030' })).toBeInTheDocument();
    expect(firstWeekday()).toBe('Su');

    act(() => i18n.loadAndActivate({ locale: 'pt-PT', messages: {} }));
    expect(await screen.findByRole('button', { name: 'março 2030' })).toBeInTheDocument();
    expect(firstWeekday()).toBe('Do');
    expect(screen.getByRole('button', { name: '15 março 2030' })).toBeInTheDocument();

    act(() => i18n.loadAndActivate({ locale: 'zh-CN', messages: {} }));
    expect(await screen.findByRole('button', { name: '三月 2030' })).toBeInTheDocument();
    // Mainland China starts the week on Monday.
    expect(firstWeekday()).toBe('一');

    act(() => i18n.loadAndActivate({ locale: 'zh-TW', messages: {} }));
    // Taiwan starts it on Sunday.
    await waitFor(() => expect(firstWeekday()).toBe('日'));

    act(() => i18n.loadAndActivate({ locale: 'hi-IN', messages: {} }));
    expect(await screen.findByRole('button', { name: 'मार्च 2030' })).toBeInTheDocument();
    expect(firstWeekday()).toBe('र');

    act(() => i18n.activate('en-US'));
    expect(await screen.findByRole('button', { name: 'March 2030' })).toBeInTheDocument();
    expect(firstWeekday()).toBe('Su');
  });
});
