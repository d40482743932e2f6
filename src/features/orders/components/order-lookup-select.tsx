import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { optionWithDetail } from '@/components/option-with-detail';
import type { LookupOption } from '@/shared/schemas/orders';
import { type LookupKind, orderLookupQueryOptions } from '../api/orders.queries';

type Props = {
  kind: LookupKind;
  label: string;
  value: string | null;
  onChange: (value: string | null, option: LookupOption | null) => void;
  /** The option behind `value` when the form opens (the server list may not hold it). */
  initialOption?: LookupOption | null;
  /** Products: only those this provider can deliver. */
  providerId?: string | null;
  error?: ReactNode;
  withAsterisk?: boolean;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
};

/** A searchable picker whose options come from the server (20 at a time), with the phone or price below. */
export function OrderLookupSelect({ kind, value, onChange, initialOption = null, providerId, ...rest }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<LookupOption | null>(initialOption);
  const [debounced] = useDebouncedValue(search, 300);
  // Once an option is chosen the box shows its label: list everything again rather than that one name.
  const term = selected && debounced === selected.label ? '' : debounced.trim();
  const query = useQuery(
    orderLookupQueryOptions(kind, kind === 'products' && providerId ? { search: term, providerId } : { search: term }),
  );
  const options = useMemo(() => {
    const list = query.data ?? [];
    return selected && !list.some((o) => o.id === selected.id) ? [selected, ...list] : list;
  }, [query.data, selected]);
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);

  return (
    <Select
      {...rest}
      searchable
      clearable
      value={value}
      onChange={(id) => {
        const option = id ? (byId.get(id) ?? null) : null;
        setSelected(option);
        onChange(id, option);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; show what it answered.
      filter={({ options: all }) => all}
      data={options.map((o) => ({ value: o.id, label: o.label }))}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`Nothing found`}
      renderOption={optionWithDetail((id) => byId.get(id)?.sublabel)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
