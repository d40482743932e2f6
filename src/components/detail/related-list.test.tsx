import { msg } from '@lingui/core/macro';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { defineList } from '@/components/list/define-list';
import type { ListColumn } from '@/components/list/types';
import { renderWithProviders } from '@/test/render';
import { RelatedList } from './related-list';

type Thing = { id: string; name: string };

const things = defineList({
  screen: 'bookings',
  filters: {
    status: {
      kind: 'status',
      options: [
        { value: -1, label: msg`All` },
        { value: 2, label: msg`Done` },
      ],
      defaultValue: -1,
      label: msg`Status`,
    },
  },
  sortFields: ['name'],
  firstSortDir: { name: 'asc' },
  pageSizes: [10, 20],
  defaultPageSize: 10,
  debounceMs: 300,
});

const columns: ListColumn<Thing>[] = [{ id: 'name', title: 'Name', sortable: true, render: (row) => row.name }];

/** A list whose server answers `answer(query)`; every query it was asked is kept, newest last. */
function related(answer: (query: Record<string, string | number>) => { data: Thing[]; total: number }) {
  const asked: Record<string, string | number>[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RelatedList
        title="Things"
        testIds={{ list: 'things', row: 'thing' }}
        definition={things}
        columns={columns}
        queryOptions={(query) =>
          queryOptions({
            queryKey: ['things', query],
            queryFn: async () => {
              asked.push(query);
              return answer(query);
            },
          })
        }
        texts={{ empty: 'No things yet', emptyFiltered: 'No things with this status', loadError: 'Things failed.' }}
        choices={{
          filter: 'status',
          label: 'Thing status',
          options: [
            { value: -1, label: 'All', count: 25 },
            { value: 2, label: 'Done', count: 0 },
          ],
        }}
      />
    </QueryClientProvider>,
  );
  return asked;
}

const page = (query: Record<string, string | number>) => ({
  data: Array.from({ length: 10 }, (_, i) => ({ id: `t${query.pageNumber}-${i}`, name: `Thing ${i}` })),
  total: 25,
});

describe('RelatedList', () => {
  it('asks the server for the first page of the default size and shows its rows', async () => {
    const asked = related(page);
    await waitFor(() => expect(screen.getAllByTestId('thing-row')).toHaveLength(10));
    expect(asked[0]).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(screen.getByTestId('things-range')).toHaveTextContent('1–10 of 25');
  });

  it('pages and sorts on the server', async () => {
    // mantine-datatable shows a column while its media query (none: '') matches; the test setup's matches nothing.
    const setupMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...setupMatchMedia(query), matches: query === '' });
    onTestFinished(() => {
      window.matchMedia = setupMatchMedia;
    });
    const asked = related(page);
    await screen.findAllByTestId('thing-row');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNumber: 2, pageSize: 10 }));
    await userEvent.click(screen.getByRole('button', { name: 'Name, not sorted' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNumber: 1, pageSize: 10, sortBy: 'name', sortDir: 'asc' }));
  });

  it('a choice narrows the rows on the server and says when none have it', async () => {
    const asked = related((query) => (query.status === 2 ? { data: [], total: 0 } : page(query)));
    await screen.findAllByTestId('thing-row');
    const group = screen.getByRole('group', { name: 'Thing status' });
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /^Done/ }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNumber: 1, pageSize: 10, status: 2 }));
    expect(await screen.findByText('No things with this status')).toBeInTheDocument();
    expect(group.querySelector('[aria-pressed="true"]')).toHaveTextContent('Done');
  });

  it('offers "Try again" when the page cannot be loaded', async () => {
    const answer = vi.fn((_query: Record<string, string | number>): { data: Thing[]; total: number } => {
      throw new Error('offline');
    });
    related(answer);
    expect(await screen.findByRole('alert')).toHaveTextContent('Things failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
  });
});
