import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import FiltersDialog from './filters-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog() {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FiltersDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the Filters dialog', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows each group’s name and options from GET /catalogue/filters, images with alt text', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        status: true,
        data: {
          data: [
            {
              filterName: 'Home Cleaning',
              filterOptions: [{ optionName: 'Sofa', optionImage: '/uploads/sofa.webp' }, { optionName: 'Kitchen' }],
            },
            { filterName: 'Repair', filterOptions: [{ optionName: 'Fridge' }] },
          ],
        },
      }),
    );
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    const home = await screen.findByRole('region', { name: 'Home Cleaning' });
    expect(within(home).getByRole('heading', { name: 'Home Cleaning' })).toBeInTheDocument();
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sofa', 'Kitchen']);
    expect(within(home).getByRole('img', { name: 'Image of Sofa' })).toHaveAttribute('src', '/uploads/sofa.webp');
    const repair = screen.getByRole('region', { name: 'Repair' });
    expect(within(repair).getByText('Fridge')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/catalogue\/filters$/);
    // Read-only: nothing to pick or submit.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /apply|save/i })).toBeNull();
  });

  it('says so when there are no groups, and offers a retry when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(
      json(500, { status: false, code: 'internal', params: {}, message: 'Boom', data: null }),
    );
    fetchMock.mockResolvedValueOnce(json(200, { status: true, data: { data: [] } }));
    renderDialog();
    expect(await screen.findByText('The filters could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No filters yet: add sub categories to an active category.')).toBeInTheDocument();
  });
});
