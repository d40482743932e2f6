import { msg } from '@lingui/core/macro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { defineList, type ListSearch } from './define-list';
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

describe('list filters: a server-fed select (entity)', () => {
  const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Cleaning' };
  const BOLT = { id: '22222222-2222-4222-8222-222222222222', name: 'Bolt Repairs', detail: 'desk@bolt.test' };
  const MANY = Array.from({ length: 60 }, (_, i) => ({
    id: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
    name: `Supplier ${String(i).padStart(2, '0')}`,
  }));

  function entitySetup(
    search: ListSearch,
    answer: (q: { search?: string; id?: string }) => unknown[],
    cached?: { id: string; name: string }[],
  ) {
    const load = vi.fn(async (q: { search?: string; id?: string }) => answer(q) as { id: string; name: string }[]);
    const definition = defineList({
      screen: 'report-orders',
      filters: {
        supplierId: {
          kind: 'entity',
          options: { key: ['test-suppliers'], load },
          label: msg`Supplier`,
          placeholder: msg`All suppliers`,
          clearLabel: msg`Clear supplier`,
          unknownLabel: msg`Unknown supplier`,
        },
      },
      sortFields: ['createdOn'],
      pageSizes: [10],
      defaultPageSize: 10,
      debounceMs: 400,
    });
    const onChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (cached) client.setQueryData(['test-suppliers', { search: '' }], cached);
    renderWithProviders(
      <QueryClientProvider client={client}>
        <ListFilters
          definition={definition}
          view={definition.viewFrom(search)}
          texts={{ title: '', empty: '', loadError: '' }}
          testId="filters"
          onChange={onChange}
        />
      </QueryClientProvider>,
    );
    return { load, onChange };
  }
  // The select, once its code has loaded (its placeholder is the same box, disabled).
  const box = () =>
    waitFor(() => {
      const input = screen.getByRole('combobox', { name: 'Supplier' });
      expect(input).toBeEnabled();
      return input;
    });

  it('shows the name of the id a link holds, asked from the server by that id alone', async () => {
    const { load } = entitySetup({ supplierId: ACME.id }, (q) => (q.id === ACME.id ? [ACME] : []));
    await waitFor(async () => expect(await box()).toHaveValue('Acme Cleaning'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toEqual({ id: ACME.id });
  });

  it('says so when the server knows no supplier of that id (deleted, another operator’s): the filter stays', async () => {
    const { load, onChange } = entitySetup({ supplierId: BOLT.id }, () => []);
    await waitFor(async () => expect(await box()).toHaveValue('Unknown supplier'));
    expect(load.mock.calls[0]?.[0]).toEqual({ id: BOLT.id });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks the server for the typed text once typing pauses, and sends the chosen id', async () => {
    const { load, onChange } = entitySetup({}, (q) => (q.search ? [BOLT] : [ACME, BOLT]));
    const input = await box();
    expect(load).not.toHaveBeenCalled(); // nothing before it is opened or typed in
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'B' } });
    fireEvent.change(input, { target: { value: 'Bo' } });
    fireEvent.change(input, { target: { value: 'Bolt' } });
    await waitFor(() => expect(load).toHaveBeenCalledWith({ search: 'Bolt' }, expect.anything()));
    const searches = load.mock.calls.map(([q]) => q.search).filter(Boolean);
    expect(searches).toEqual(['Bolt']);
    const option = await screen.findByRole('option', { name: /^Bolt Repairs/, hidden: true });
    // What tells two suppliers of one name apart shows under the name.
    expect(option).toHaveTextContent('desk@bolt.test');
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith({ supplierId: BOLT.id });
  });

  it('lists at most 50 options', async () => {
    entitySetup({}, () => MANY);
    const input = await box();
    act(() => input.focus());
    // (Options are "hidden" to jsdom while the dropdown's transition runs.)
    await screen.findByRole('option', { name: 'Supplier 00', hidden: true });
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(50);
  });

  it('names its open listbox in the box’s aria-controls, also when the options come from the cache', async () => {
    const { load } = entitySetup({}, () => [], [ACME, BOLT]);
    const input = await box();
    act(() => input.focus());
    const listbox = await screen.findByRole('listbox', { hidden: true });
    await screen.findByRole('option', { name: /^Bolt Repairs/, hidden: true });
    await waitFor(() => expect(input).toHaveAttribute('aria-controls', listbox.id));
    expect(load).not.toHaveBeenCalled();
  });

  it('clears to no filter', async () => {
    const { onChange } = entitySetup({ supplierId: ACME.id }, () => [ACME]);
    await waitFor(async () => expect(await box()).toHaveValue('Acme Cleaning'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear supplier' }));
    expect(onChange).toHaveBeenCalledWith({ supplierId: null });
  });
});

describe('list filters: a status select', () => {
  const statusList = defineList({
    screen: 'bookings',
    filters: {
      status: {
        kind: 'status',
        options: [
          { value: -1, label: msg`All Bookings` },
          { value: 2, label: msg`Accepted` },
        ],
        defaultValue: -1,
        label: msg`Status`,
      },
    },
    sortFields: ['orderDate'],
    pageSizes: [10],
    defaultPageSize: 10,
    debounceMs: 1000,
  });

  /** `Filters`: the component of a fresh copy of the module, to start without the select's code. */
  const renderStatus = (Filters: typeof ListFilters = ListFilters) => {
    const onChange = vi.fn();
    renderWithProviders(
      <Filters
        definition={statusList}
        view={statusList.viewFrom({ status: 2 })}
        texts={{ title: '', empty: '', loadError: '' }}
        testId="filters"
        onChange={onChange}
      />,
    );
    return onChange;
  };
  const placeholder = () => document.querySelector<HTMLInputElement>('input[data-select-placeholder]');
  /** Lets the pass after the first paint run and the select's code load (it is loaded then, before any use). */
  const settle = () =>
    act(async () => {
      await import('./option-select');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('shows its box with the chosen value, as a closed combobox, and mounts no select until the box is used', async () => {
    renderStatus();
    await settle();
    const box = screen.getByRole('combobox', { name: 'Status' });
    expect(box).toBe(placeholder());
    expect(box).toHaveValue('Accepted');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // No Mantine Select: its input names its listbox once opened and has no data-select-placeholder.
    expect(document.querySelectorAll('input[aria-haspopup="listbox"]')).toHaveLength(1);
  });

  it('becomes the select at once when the pointer comes onto it, and the select works', async () => {
    const onChange = renderStatus();
    await settle();
    fireEvent.pointerEnter(screen.getByRole('combobox', { name: 'Status' }));
    // Synchronously: the press that follows the pointer reaches the select, not the box.
    expect(placeholder()).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('Accepted');
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'All Bookings' }));
    expect(onChange).toHaveBeenCalledWith({ status: -1 });
  });

  it('pressed before the select’s code is there, becomes the select opened when the code arrives', async () => {
    // A fresh copy of the module: the select's code not loaded yet, as on a slow first visit.
    vi.resetModules();
    const fresh = await import('./list-filters');
    renderStatus(fresh.ListFilters);
    const box = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.pointerEnter(box);
    fireEvent.click(box);
    expect(placeholder()).not.toBeNull();
    await settle();
    expect(placeholder()).toBeNull();
    // The select comes opened (Mantine marks its input while its dropdown is open) and with the focus, for the keys.
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.getAttribute('data-expanded')).toBe('true');
    expect(document.activeElement).toBe(select);
  });

  it('becomes the select at once when the box takes the focus, and the select keeps the focus', async () => {
    renderStatus();
    await settle();
    act(() => screen.getByRole('combobox', { name: 'Status' }).focus());
    expect(placeholder()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
  });
});
