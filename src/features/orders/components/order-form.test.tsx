import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAYJS_LOCALES, WEEK_SETTINGS } from '@/lib/dayjs-locale';
import { OperatorContext, type OperatorContextValue } from '@/lib/operator-context';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import { isLocale } from '@/shared/locales';
import { renderWithProviders } from '@/test/render';
import { RouterHarness } from '@/test/router';
import { OrderForm } from './order-form';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof import('@/lib/api-client')>()), api }));
// The server-backed pickers are not what these tests are about: a button chooses the first option.
vi.mock('./order-lookup-select', () => ({
  OrderLookupSelect: ({
    kind,
    label,
    onChange,
  }: {
    kind: string;
    label: string;
    onChange: (...a: unknown[]) => void;
  }) => (
    <button type="button" onClick={() => onChange(`${kind}-1`, { id: `${kind}-1`, label, sublabel: 'INR 499.00' })}>
      {`Choose ${label}`}
    </button>
  ),
}));

// The notes field's autosize listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const operator = {
  config: { currency: 'INR', languages: ['en-US', 'pt-PT'] },
  locale: 'en-US',
} as unknown as OperatorContextValue;

const onCreated = vi.fn();

function CreateScreen() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <OperatorContext.Provider value={operator}>
        <OrderForm onCreated={onCreated} />
      </OperatorContext.Provider>
    </QueryClientProvider>
  );
}

/** The console's dates settings for the current Lingui language (as `AppDatesProvider` gives them). */
function DatesForLanguage({ children }: { children: ReactNode }) {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en-US';
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[locale], ...WEEK_SETTINGS[locale] }}>{children}</DatesProvider>
  );
}

function renderForm() {
  renderWithProviders(
    <DatesForLanguage>
      <RouterHarness component={CreateScreen} />
    </DatesForLanguage>,
  );
}

/** The 15th of next month at 10:30, local time: always in the future and one "Next month" away. */
function nextMonth15th() {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 15, 10, 30);
}

const PT_MONTHS = 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' ');

// Mantine's calendar is slow to render in jsdom.
describe('OrderForm date and time', { timeout: 20_000 }, () => {
  afterEach(() => {
    api.mockReset();
    onCreated.mockReset();
    act(() => i18n.activate('en-US'));
  });

  it('picking a day and typing the time sends the same ISO date-time the native control sent', async () => {
    const user = userEvent.setup();
    api.mockResolvedValue({ id: 'new-booking' });
    renderForm();
    for (const name of ['Customer', 'Provider', 'Product'])
      await user.click(await screen.findByRole('button', { name: `Choose ${name}` }));

    const when = nextMonth15th();
    await user.click(screen.getByRole('button', { name: /^Date and time/ }));
    const dialog = await screen.findByRole('dialog', { name: /Date and time/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    const month = when.toLocaleString('en-US', { month: 'long' });
    await user.click(within(dialog).getByRole('button', { name: `15 ${month} ${when.getFullYear()}` }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours' }), '10');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Shown as the spec's YYYY-MM-DD HH:mm.
    const pad = (n: number) => String(n).padStart(2, '0');
    const shown = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-15 10:30`;
    expect(screen.getByRole('button', { name: /^Date and time/ })).toHaveTextContent(shown);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-booking'));
    expect(api).toHaveBeenCalledWith(
      orderEndpoints.orderCreate,
      expect.objectContaining({
        body: {
          customerId: 'customers-1',
          providerId: 'providers-1',
          productId: 'products-1',
          // What `<input type="datetime-local">` gave (`YYYY-MM-DDTHH:mm`, local) converted as before: UTC ISO.
          scheduledAt: when.toISOString(),
          productQuantity: 1,
          orderDiscountType: 2,
          orderDiscount: 0,
          address: null,
          notes: null,
        },
      }),
      { idempotencyKey: expect.any(String) },
    );
  });

  it('without a date and time the form says the field is required and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Create booking' }));
    const field = screen.getByRole('button', { name: /^Date and time/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(1);
    expect(api).not.toHaveBeenCalled();
  });

  it('in Portuguese the calendar names the months and weekdays in Portuguese and starts on Sunday', async () => {
    const user = userEvent.setup();
    act(() => i18n.loadAndActivate({ locale: 'pt-PT', messages: {} }));
    renderForm();
    const when = nextMonth15th();
    await user.click(await screen.findByRole('button', { name: /^Date and time/ }));
    const dialog = await screen.findByRole('dialog', { name: /Date and time/ });
    const today = new Date();
    // The month title and each day's name come from dayjs's pt locale, loaded when the language was chosen.
    expect(
      await within(dialog).findByRole('button', { name: `${PT_MONTHS[today.getMonth()]} ${today.getFullYear()}` }),
    ).toBeInTheDocument();
    const weekdays = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(weekdays).toEqual(['Do', '2ª', '3ª', '4ª', '5ª', '6ª', 'Sa']);
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await user.click(
      within(dialog).getByRole('button', { name: `15 ${PT_MONTHS[when.getMonth()]} ${when.getFullYear()}` }),
    );
    expect(screen.getByRole('button', { name: /^Date and time/ })).toHaveTextContent(/^\d{4}-\d{2}-15 00:00$/);
  });
});
