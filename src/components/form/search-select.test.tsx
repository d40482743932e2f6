import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { type SearchOption, SearchSelect } from './search-select';

const MERCHANTS: SearchOption[] = [
  { id: 'm1', name: 'Sharma Cleaners', detail: '+91 98450 12345' },
  { id: 'm2', name: 'Gupta Movers', detail: null },
];

function Picker({ search, initial }: { search: (term: string) => SearchOption[]; initial: SearchOption | null }) {
  const [value, setValue] = useState<string | null>(initial?.id ?? null);
  return (
    <>
      <SearchSelect
        label="Merchant"
        options={(term) =>
          queryOptions({ queryKey: ['merchants', term], queryFn: async () => search(term), staleTime: 60_000 })
        }
        initial={initial}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const render = (search: (term: string) => SearchOption[], initial: SearchOption | null = null) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <Picker search={search} initial={initial} />
    </QueryClientProvider>,
  );

describe('SearchSelect', { timeout: 20_000 }, () => {
  it('asks the server for what is typed and lists its answer as is, each with its second line', async () => {
    const search = vi.fn((term: string) => MERCHANTS.filter((m) => m.name.toLowerCase().includes(term.toLowerCase())));
    render(search);
    await userEvent.type(screen.getByRole('combobox', { name: 'Merchant' }), 'gup');
    await waitFor(() => expect(search).toHaveBeenCalledWith('gup'));
    expect(await screen.findByRole('option', { name: /^Gupta Movers/, hidden: true })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox', { name: 'Merchant' }));
    expect(await screen.findByText('+91 98450 12345')).toBeInTheDocument();
  });

  it('shows the record the form opened with although the server’s first page does not hold it, and picks another', async () => {
    render(() => MERCHANTS, { id: 'm9', name: 'Rao Repairs' });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Rao Repairs');
    await userEvent.click(screen.getByRole('combobox', { name: 'Merchant' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Sharma Cleaners/, hidden: true }));
    expect(screen.getByTestId('value')).toHaveTextContent('m1');
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Sharma Cleaners');
  });
});
