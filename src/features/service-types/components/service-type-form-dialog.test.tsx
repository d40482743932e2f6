import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceTypeRow } from '@/shared/schemas/catalogue';
import { renderWithProviders } from '@/test/render';
import ServiceTypeFormDialog from './service-type-form-dialog';

const ID = '0b6f7c1e-2d3a-4f5b-8c9d-1e2f3a4b5c6d';
const cleaning: ServiceTypeRow = {
  id: ID,
  name: 'Cleaning',
  isActive: true,
  categoryCount: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog(serviceType: ServiceTypeRow | null) {
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServiceTypeFormDialog serviceType={serviceType} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('the service type dialog', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writes = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
      .map(([url, init]) => ({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) }));

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('requires a name and sends nothing while it is blank', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Add Service Type' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Service type name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a service type with the trimmed name and closes', async () => {
    fetchMock.mockResolvedValue(
      json(201, { status: true, message: 'Service type added', data: { ...cleaning, name: 'Gardening' } }),
    );
    const user = userEvent.setup();
    const { onClose } = renderDialog(null);
    await user.type(screen.getByRole('textbox', { name: /Service type name/ }), ' Gardening ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      { url: expect.stringMatching(/\/api\/v1\/service-types$/), method: 'POST', body: { name: 'Gardening' } },
    ]);
  });

  it('renames with Save and shows the server’s 409 for a taken name under the field', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        status: false,
        code: 'service_type.name_taken',
        params: {},
        message: 'Another service type has this name',
        data: null,
        errors: { name: ['Another service type has this name'] },
        errorCodes: { name: [{ code: 'service_type.name_taken', params: {} }] },
      }),
    );
    const user = userEvent.setup();
    const { onClose } = renderDialog(cleaning);
    expect(screen.getByRole('dialog', { name: 'Edit Service Type' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Service type name/ });
    expect(name).toHaveValue('Cleaning');
    await user.clear(name);
    await user.type(name, 'REPAIR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another service type has this name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([
      { url: expect.stringContaining(`/api/v1/service-types/${ID}`), method: 'PUT', body: { name: 'REPAIR' } },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
