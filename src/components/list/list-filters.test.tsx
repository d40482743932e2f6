import { msg } from '@lingui/core/macro';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { defineList } from './define-list';
import { ListFilters } from './list-filters';

const list = (debounceMs: 300 | 400 | 1000) =>
  defineList({
    screen: 'merchants',
    filters: {
      search: { kind: 'text', label: msg`Search merchants` },
      active: {
        kind: 'tabs',
        options: [
          { value: 'all', label: msg`All` },
          { value: true, label: msg`Active` },
          { value: false, label: msg`Inactive` },
        ],
        defaultValue: 'all',
        label: msg`State`,
      },
    },
    sortFields: ['name'],
    pageSizes: [10],
    defaultPageSize: 10,
    debounceMs,
  });

function setup(search = '', debounceMs: 300 | 400 | 1000 = 1000) {
  const definition = list(debounceMs);
  const onChange = vi.fn();
  const ui = (text: string) => (
    <ListFilters
      definition={definition}
      view={definition.viewFrom({ search: text, pageNumber: 4 })}
      texts={{ title: '', empty: '', loadError: '' }}
      testId="filters"
      onChange={onChange}
    />
  );
  const view = renderWithProviders(ui(search));
  const box = screen.getByRole('searchbox', { name: 'Search merchants' });
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  return { onChange, box, type, rerender: (text: string) => view.rerender(ui(text)) };
}

describe('list filters: the search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the search once, the declared debounce after typing stops', () => {
    const { onChange, type } = setup('', 1000);
    type('R');
    act(() => vi.advanceTimersByTime(500));
    type('Ravi');
    act(() => vi.advanceTimersByTime(999));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ search: 'Ravi' });
  });

  it('waits 400 ms on a list that declares 400', () => {
    const { onChange, type } = setup('', 400);
    type('Asha');
    act(() => vi.advanceTimersByTime(399));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith({ search: 'Asha' });
  });

  it('sends only distinct values: typing back to the same text, or adding spaces, sends nothing', () => {
    const { onChange, type } = setup('Ravi');
    type('Ravix');
    act(() => vi.advanceTimersByTime(300));
    type('Ravi  ');
    act(() => vi.advanceTimersByTime(2000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the URL when it changes from outside (back/forward) without sending it again', () => {
    const { onChange, rerender, box } = setup('Ravi');
    rerender('Asha');
    expect(box).toHaveValue('Asha');
    act(() => vi.advanceTimersByTime(2000));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('list filters: tabs', () => {
  it('sends the chosen tab’s value (a boolean tab sends true or false)', async () => {
    const { onChange } = setup();
    // Tabs load with the first list that has them.
    fireEvent.click(await screen.findByRole('radio', { name: 'Inactive' }));
    expect(onChange).toHaveBeenCalledWith({ active: false });
  });
});
