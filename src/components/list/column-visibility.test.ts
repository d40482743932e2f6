import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useColumnVisibility, visibleColumns } from './column-visibility';

const columns = [
  { id: 'id', hideable: false },
  { id: 'name' },
  { id: 'phone' },
  { id: 'notes', defaultHidden: true },
  { id: 'actions', hideable: false },
];

describe('column visibility', () => {
  beforeEach(() => localStorage.clear());

  it('shows the default columns until the user chooses', () => {
    expect(visibleColumns(columns, null)).toEqual(['id', 'name', 'phone', 'actions']);
  });

  it('keeps the columns that cannot be hidden, and ignores unknown ids from an old saved view', () => {
    expect(visibleColumns(columns, ['notes', 'gone'])).toEqual(['id', 'notes', 'actions']);
  });

  it('remembers the choice for the screen on this device, and forgets it when reset', () => {
    const first = renderHook(() => useColumnVisibility('bookings', columns));
    act(() => first.result.current.setVisible(['id', 'phone']));
    expect(first.result.current.visible).toEqual(['id', 'phone', 'actions']);
    const again = renderHook(() => useColumnVisibility('bookings', columns));
    expect(again.result.current.visible).toEqual(['id', 'phone', 'actions']);
    expect(renderHook(() => useColumnVisibility('payouts', columns)).result.current.chosen).toBeNull();
    act(() => again.result.current.setVisible(null));
    expect(renderHook(() => useColumnVisibility('bookings', columns)).result.current.chosen).toBeNull();
  });

  it('keeps the choice in the user’s settings (which sign-out removes), beside the other settings', () => {
    localStorage.setItem('settings', JSON.stringify({ navCollapsed: true }));
    const { result } = renderHook(() => useColumnVisibility('bookings', columns));
    act(() => result.current.setVisible(['id', 'name']));
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toEqual({
      navCollapsed: true,
      listColumns: { bookings: ['id', 'name'] },
    });
  });
});
