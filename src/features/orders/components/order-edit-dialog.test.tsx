import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperatorContext, type OperatorContextValue } from '@/lib/operator-context';
import type { OrderDetail } from '@/shared/schemas/orders';
import { renderWithProviders } from '@/test/render';
import { orderDetailQueryOptions } from '../api/orders.queries';
import { OrderEditDialog } from './order-edit-dialog';

const save = vi.fn();
vi.mock('../api/orders.mutations', () => ({ useUpdateOrder: () => ({ save, isPending: false }) }));
vi.mock('./order-lookup-select', () => ({
  OrderLookupSelect: ({ label }: { label: string }) => <span>{label}</span>,
}));
// The notes field's autosize listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const ID = '3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c';
const operator = { config: { currency: 'INR' }, locale: 'en-US' } as unknown as OperatorContextValue;

function renderDialog(scheduledAt: Date) {
  const order = {
    id: ID,
    editable: true,
    scheduledAt: scheduledAt.toISOString(),
    unitPrice: 499,
    productQuantity: 1,
    orderDiscountType: 2,
    orderDiscount: 0,
    address: null,
    notes: null,
    provider: {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Ravi',
      email: null,
      countryCode: null,
      phoneNumber: null,
    },
  } as unknown as OrderDetail;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(orderDetailQueryOptions(ID).queryKey, order);
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <OperatorContext.Provider value={operator}>
        <OrderEditDialog orderId={ID} onClose={onClose} />
      </OperatorContext.Provider>
    </QueryClientProvider>,
  );
  return { onClose };
}

const pad = (n: number) => String(n).padStart(2, '0');
const shown = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

// Mantine's calendar is slow to render in jsdom.
describe('OrderEditDialog date and time', { timeout: 20_000 }, () => {
  afterEach(() => save.mockReset());

  it('rescheduling in the picker saves the new date-time as the ISO instant the server expects, and only it', async () => {
    const user = userEvent.setup();
    save.mockResolvedValue({ id: ID });
    const now = new Date();
    const before = new Date(now.getFullYear(), now.getMonth() + 1, 10, 9, 0);
    const after = new Date(now.getFullYear(), now.getMonth() + 1, 15, 16, 45);
    const { onClose } = renderDialog(before);

    const field = await screen.findByRole('button', { name: /^Date and time/ });
    expect(field).toHaveTextContent(shown(before));
    await user.click(field);
    const picker = await screen.findByRole('dialog', { name: /^Date and time/ });
    const month = after.toLocaleString('en-US', { month: 'long' });
    await user.click(within(picker).getByRole('button', { name: `15 ${month} ${after.getFullYear()}` }));
    const hours = within(picker).getByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '16');
    await user.type(within(picker).getByRole('spinbutton', { name: 'Minutes' }), '45');
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(field).toHaveTextContent(shown(after)));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ scheduledAt: after.toISOString() }, expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('opening and closing the picker keeps a past schedule, which is not sent', async () => {
    const user = userEvent.setup();
    save.mockResolvedValue({ id: ID });
    const past = new Date(2024, 0, 5, 8, 15);
    const { onClose } = renderDialog(past);

    const field = await screen.findByRole('button', { name: /^Date and time/ });
    await user.click(field);
    await screen.findByRole('dialog', { name: /^Date and time/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Date and time/ })).not.toBeInTheDocument());
    expect(field).toHaveTextContent(shown(past));

    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ productQuantity: 3 }, expect.stringMatching(/^[0-9a-f-]{36}$/));
  });
});
