import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListCards } from './list-screen';
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
