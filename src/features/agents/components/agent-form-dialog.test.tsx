import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentRow } from '@/shared/schemas/agents';
import { renderWithProviders } from '@/test/render';
import AgentFormDialog from './agent-form-dialog';

const agent: AgentRow = {
  id: '3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c',
  name: 'Asha Rao',
  email: 'asha@agents.test',
  phone: '+91 98450 12345',
  address: '12 MG Road, Bengaluru',
  displayAddress: 'MG Road',
  merchantId: 'a1b2c3d4-0000-4000-8000-000000000001',
  merchantName: 'Sharma Cleaners',
  rating: 4.5,
  servicable: true,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function renderDialog(row: AgentRow | null) {
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AgentFormDialog agent={row} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('the Add Agent / Edit Agent dialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT').map(([url]) => url);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The merchant picker's list.
    fetchMock.mockImplementation(async () => json(200, { status: true, data: [] }, { 'X-Total-Count': '0' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('checks the fields in the browser first: required name, email and phone, and an invalid phone, nothing sent', async () => {
    const user = userEvent.setup();
    renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Add Agent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await user.type(screen.getByLabelText(/^Phone/), '+91 12345');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('puts the server’s 422 under its field (the merchant) and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? json(422, {
            status: false,
            message: 'Please check the highlighted fields',
            code: 'validations.check_fields',
            params: {},
            data: null,
            errors: { merchantId: ['Choose one of your merchants'] },
            errorCodes: { merchantId: [{ code: 'agent.unknown_merchant', params: {} }] },
          })
        : json(200, { status: true, data: [] }, { 'X-Total-Count': '0' }),
    );
    const { onClose } = renderDialog(agent);
    expect(screen.getByRole('dialog', { name: 'Edit Agent' })).toBeInTheDocument();
    // The full number is edited as its dial code and the number (issue 75), and sent joined again.
    expect(screen.getByLabelText(/^Dial code/)).toHaveValue('+91');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('98450 12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one of your merchants')).toBeInTheDocument();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(String(sent()[0])).toContain(`/api/v1/agents/${agent.id}`);
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1]?.body));
    expect(body).toEqual({
      name: 'Asha Rao',
      agentEmail: 'asha@agents.test',
      agentPhone: '+91 98450 12345',
      agentAddress: '12 MG Road, Bengaluru',
      agentDisplayAddress: 'MG Road',
      merchantId: agent.merchantId,
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
