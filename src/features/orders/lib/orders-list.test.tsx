import { act, fireEvent, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ListFilters } from '@/components/list/list-filters';
import { renderWithProviders } from '@/test/render';
import { ordersList } from './orders-list';

describe('the bookings list declaration', () => {
  it('reads the links bookings had before the kit (page, size, search, status, range)', () => {
    const search = v.parse(ordersList.searchSchema, {
      pageNumber: 3,
      pageSize: 20,
      search: 'Ravi',
      status: 1,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(ordersList.apiQuery(ordersList.viewFrom(search))).toEqual({
      pageNumber: 3,
      pageSize: 20,
      search: 'Ravi',
      status: 1,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('is newest first by default and sorts price from the highest, customers from A', () => {
    const view = ordersList.viewFrom({});
    expect(ordersList.effectiveSort(view)).toEqual({ by: 'orderDate', dir: 'desc' });
    expect(ordersList.nextSort(view, 'orderPrice')).toEqual({ by: 'orderPrice', dir: 'desc' });
    expect(ordersList.nextSort(view, 'customerFirstName')).toEqual({ by: 'customerFirstName', dir: 'asc' });
  });

  it('offers All Bookings first and the ten statuses, built when the menu opens', async () => {
    renderWithProviders(
      <ListFilters
        definition={ordersList}
        view={ordersList.viewFrom({})}
        texts={{ title: '', empty: '', loadError: '' }}
        testId="orders-filters"
        onChange={vi.fn()}
      />,
    );
    // The select's code loads after the first paint, and the select takes its box's place when the box is first used.
    await act(async () => {
      await import('@/components/list/option-select');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.pointerEnter(screen.getByRole('combobox', { name: 'Status' }));
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.hasAttribute('data-select-placeholder')).toBe(false);
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
