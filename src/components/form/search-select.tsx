import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { optionWithDetail } from '@/components/option-with-detail';

export type SearchOption = {
  id: string;
  name: string;
  /** A second line under the name. */
  detail?: string | null;
};

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  /** The options the server answers for a search term (debounced 300 ms; '' lists the first ones). */
  // biome-ignore lint/suspicious/noExplicitAny: any query's key and error
  options: (term: string) => UseQueryOptions<any, any, readonly SearchOption[], any>;
  /** The chosen option when the form opens (its name is not in the first page of options). */
  initial: SearchOption | null;
  /** The chosen id; a form field binds with `{...entity.field(name)}`. */
  value?: string | null;
  onChange: (id: string | null) => void;
};

/**
 * A form's picker of records the server searches (a merchant, a parent category): typed text asks the server
 * again; once an option is chosen the box shows its name and the list shows everyone again.
 */
export function SearchSelect({ options, initial, value, onChange, ...select }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<SearchOption | null>(initial);
  const [debounced] = useDebouncedValue(search, 300);
  const term = selected && debounced === selected.name ? '' : debounced.trim();
  const query = useQuery(options(term));
  const list = useMemo(() => {
    const rows = query.data ?? [];
    return selected && !rows.some((o) => o.id === selected.id) ? [selected, ...rows] : rows;
  }, [query.data, selected]);
  const byId = useMemo(() => new Map(list.map((o) => [o.id, o])), [list]);
  return (
    <Select
      searchable
      comboboxProps={{ withinPortal: true }}
      {...select}
      value={value ?? null}
      onChange={(id) => {
        setSelected(id ? (byId.get(id) ?? null) : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; show what it answered.
      filter={({ options: all }) => all}
      data={list.map((o) => ({ value: o.id, label: o.name }))}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`Nothing found`}
      renderOption={optionWithDetail((id) => byId.get(id)?.detail)}
    />
  );
}
