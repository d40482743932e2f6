import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OrdersFilters } from './orders-filters';

function setup(search = '') {
  const handlers = { onSearch: vi.fn(), onStatus: vi.fn(), onRange: vi.fn() };
  const view = renderWithProviders(<OrdersFilters search={search} status={-1} range={null} {...handlers} />);
  const box = screen.getByRole('searchbox', { name: 'Search bookings' });
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  return { ...handlers, ...view, box, type };
}

describe('OrdersFilters search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the search once, 1000 ms after typing stops', () => {
    const { onSearch, type } = setup();
    type('R');
    act(() => vi.advanceTimersByTime(500));
    type('Ra');
    act(() => vi.advanceTimersByTime(500));
    type('Ravi');
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Ravi');
  });

  it('sends only distinct values: typing back to the same text, or adding spaces, sends nothing', () => {
    const { onSearch, type } = setup('Ravi');
    type('Ravix');
    act(() => vi.advanceTimersByTime(300));
    type('Ravi');
    act(() => vi.advanceTimersByTime(1000));
    type('Ravi  ');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows the URL when it changes from outside (back/forward) without sending it again', () => {
    const { onSearch, rerender, box } = setup('Ravi');
    rerender(
      <OrdersFilters search="Asha" status={-1} range={null} onSearch={onSearch} onStatus={vi.fn()} onRange={vi.fn()} />,
    );
    expect(box).toHaveValue('Asha');
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('OrdersFilters status dropdown', () => {
  it('offers All Bookings first and the ten statuses, built when the menu opens', async () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('All Bookings');
    // Not kept mounted while closed (a hidden list is positioned at every mount: a forced style calculation).
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    fireEvent.click(select);
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toHaveLength(11);
    expect(options.slice(0, 3)).toEqual(['All Bookings', 'Pending', 'Accepted']);
    expect(options.at(-1)).toBe('Cancelled by Host');
  });
});
