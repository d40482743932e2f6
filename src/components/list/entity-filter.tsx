import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { EntityFilterSpec, EntityOption } from './define-list';
import { optionWithDetail } from '@/components/option-with-detail';

/** Typing waits this long before the server is asked. */
export const ENTITY_SEARCH_DEBOUNCE_MS = 300;
/** The most options the dropdown lists (the server answers at most this many). */
export const ENTITY_OPTIONS_LIMIT = 50;
const STALE_MS = 60_000;

type Props = {
  filter: EntityFilterSpec;
  /** The chosen id, or null (no filter). */
  value: string | null;
  onChange: (id: string | null) => void;
};

/**
 * An entity filter (a supplier, a category): a searchable select whose options the server gives, asked again as
 * the user types (debounced). The chosen option's name comes from the list it was picked in, or — for a link or
 * a reload — from the server by its id. Loaded on the lists that have one (the list kit's start-up code holds
 * only its declaration).
 */
export default function EntityFilter({ filter, value, onChange }: Props) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const source = filter.options;
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, ENTITY_SEARCH_DEBOUNCE_MS);

  const idKey = (id: string) => [...source.key, { id }] as const;
  // The chosen option by its id: read from the cache when it was picked here, asked when it came with a link.
  const chosen = useQuery({
    queryKey: idKey(value ?? ''),
    queryFn: ({ signal }) => source.load({ id: value ?? '' }, signal),
    enabled: value !== null,
    staleTime: STALE_MS,
  });
  const found = value === null ? null : (chosen.data?.find((o) => o.id === value) ?? null);
  // An id the server does not know (deleted, or a link from another operator) stays the filter — the report is
  // empty — and says so rather than looking like no filter.
  const selected: EntityOption | null =
    found ?? (value !== null && chosen.isSuccess ? { id: value, name: i18n._(filter.unknownLabel) } : null);

  // Once an option is chosen the box shows its name: list everything again rather than that one name.
  const term = selected && debounced === selected.name ? '' : debounced.trim();
  const list = useQuery({
    queryKey: [...source.key, { search: term }],
    queryFn: ({ signal }) => source.load(term ? { search: term } : {}, signal),
    // Nothing is asked before the dropdown is first opened or something is typed.
    enabled: opened || term !== '',
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

  const options = useMemo(() => {
    const found = (list.data ?? []).slice(0, ENTITY_OPTIONS_LIMIT);
    return selected && !found.some((o) => o.id === selected.id) ? [selected, ...found] : found;
  }, [list.data, selected]);
  const byId = useMemo(() => new Map<string, EntityOption>(options.map((o) => [o.id, o])), [options]);

  return (
    <Select
      aria-label={i18n._(filter.label)}
      placeholder={i18n._(filter.placeholder)}
      searchable
      clearable
      // Mantine hides its clear button from readers and the keyboard: here it is a named button like any other.
      clearButtonProps={{ 'aria-label': i18n._(filter.clearLabel), 'aria-hidden': false, tabIndex: 0 }}
      value={selected ? value : null}
      onChange={(id) => {
        const option = id && id !== value ? byId.get(id) : undefined;
        // The name is known: a reload of this view need not ask for it.
        if (option) client.setQueryData(idKey(option.id), [option]);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // The server filters; show what it answered.
      filter={({ options: all }) => all}
      data={options.map((o) => ({ value: o.id, label: o.name }))}
      nothingFoundMessage={list.isFetching || !list.data ? t`Loading…` : t`Nothing found`}
      renderOption={optionWithDetail((id) => byId.get(id)?.detail)}
      // The listbox scrolls itself (no ScrollArea around it): a screen reader and axe know a combobox's popup, not
      // an unnamed scrolling box between the two.
      withScrollArea={false}
      styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
      checkIconPosition="right"
      w={{ base: '100%', xs: 260 }}
      // Kept mounted (hidden) while closed: Mantine learns the listbox's id when the list mounts and names it in
      // the box's aria-controls only at a later render — opened with the options already cached, there was none,
      // and the open list was nobody's popup.
      comboboxProps={{ withinPortal: true, keepMounted: true }}
    />
  );
}
