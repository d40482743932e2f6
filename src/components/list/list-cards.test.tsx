import { Profiler } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListCards } from './list-screen';
import ListTable from './list-table';
import type { ListColumn } from './types';

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, name: `Booking ${i + 1}` }));
const columns: ListColumn<Row>[] = [{ id: 'name', title: 'Name', card: 'main', render: (row) => row.name }];

describe('ListCards (phones)', () => {
  it('draws the first screen of cards in its first pass and the rest in the pass after it', () => {
    const drawn: number[] = [];
    const count = () => document.querySelectorAll('[data-testid="booking-card"]').length;
    const { getAllByTestId } = renderWithProviders(
      <Profiler id="cards" onRender={() => drawn.push(count())}>
        <ListCards
          rows={rows}
          columns={columns}
          testIds={{ list: 'bookings', row: 'booking' }}
          selection={null}
          onToggle={() => {}}
          selectLabel={() => 'Select'}
        />
      </Profiler>,
    );
    expect(drawn[0]).toBe(3);
    expect(drawn.at(-1)).toBe(10);
    expect(getAllByTestId('booking-card').map((card) => card.textContent)).toEqual(rows.map((r) => r.name));
  });
});

describe("ListCards and ListTable: a row's state as attributes", () => {
  const state = (row: Row) => ({ 'data-unread': row.id === 'r1' || undefined });

  it('puts the attributes on each card', () => {
    const { getAllByTestId } = renderWithProviders(
      <ListCards
        rows={rows.slice(0, 3)}
        columns={columns}
        testIds={{ list: 'notifications', row: 'notification' }}
        rowAttributes={state}
        selection={null}
        onToggle={() => {}}
        selectLabel={() => 'Select'}
      />,
    );
    expect(getAllByTestId('notification-card').map((card) => card.hasAttribute('data-unread'))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('puts them on each table row, and draws plain headers for a list without sorting', async () => {
    // mantine-datatable shows a column while its media query (none: '') matches; the test setup's matches nothing.
    const setupMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...setupMatchMedia(query), matches: query === '' });
    onTestFinished(() => {
      window.matchMedia = setupMatchMedia;
    });
    const sortable: ListColumn<Row>[] = [{ ...columns[0], sortable: true } as ListColumn<Row>];
    const { findAllByTestId, findByText, queryByRole } = renderWithProviders(
      <ListTable
        rows={rows.slice(0, 3)}
        columns={sortable}
        testIds={{ list: 'notifications', row: 'notification' }}
        rowAttributes={state}
        selection={null}
        onSelection={() => {}}
        selectLabel={() => 'Select'}
      />,
    );
    const rowsDrawn = await findAllByTestId('notification-row');
    expect(rowsDrawn.map((row) => row.hasAttribute('data-unread'))).toEqual([false, true, false]);
    expect((await findByText('Name')).closest('th')).not.toBeNull();
    expect(queryByRole('button', { name: /Name/ })).toBeNull();
  });
});
