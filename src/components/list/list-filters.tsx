import { useLingui } from '@lingui/react/macro';
import { CloseButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { DateRangeFilter } from '@/components/date-range-filter';
import { PlainGroup } from '@/components/plain-layout';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import type {
  DateRangeValue,
  EntityFilterSpec,
  FilterSpec,
  ListDefinition,
  ListView,
  SelectFilter,
  TextFilter,
} from './define-list';
import { SearchInput } from './search-input';
import { FILTER_SELECT_WIDTH, SelectBox } from './select-box';
import type { ListTexts } from './types';

// Tabs (a segmented control) load only on the lists that have them.
const TabsFilter = lazy(() => import('./tabs-filter'));
// So do the server-fed selects (a supplier, a category) and their queries.
const EntityFilter = lazy(() => import('./entity-filter'));
// And the selects themselves: their code after the first paint, each select when its box is first used (OptionFilter).
// Kept here once loaded, so that a box becomes its select in the same event (a `lazy` component would suspend once).
type OptionSelectType = typeof import('./option-select')['default'];
let OptionSelect: OptionSelectType | null = null;
const loadOptionSelect = () =>
  import('./option-select').then((module) => {
    OptionSelect = module.default;
    return module.default;
  });

type Props<F extends Record<string, FilterSpec>, S extends string> = {
  definition: ListDefinition<F, S>;
  view: ListView<F, S>;
  texts: ListTexts;
  testId: string;
  onChange: (patch: Partial<ListView<F, S>['filters']>) => void;
  /** The toolbar, at the end of the row. */
  children?: ReactNode;
};

/** The declared filters as controls: the search box (debounced), selects, tabs, date ranges and server-fed selects. */
export function ListFilters<F extends Record<string, FilterSpec>, S extends string>({
  definition,
  view,
  texts,
  testId,
  onChange,
  children,
}: Props<F, S>) {
  const filters = view.filters as Record<string, unknown>;
  const set = (name: string, value: unknown) => onChange({ [name]: value } as Partial<ListView<F, S>['filters']>);
  return (
    <PlainGroup gap="sm" wrap="wrap" align="flex-end" data-testid={testId}>
      {Object.entries(definition.filters).map(([name, filter]) => {
        if (filter.kind === 'text')
          return (
            <SearchBox
              key={name}
              filter={filter}
              value={String(filters[name] ?? '')}
              delay={definition.debounceMs}
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              onCommit={(text) => text !== filters[name] && set(name, text)}
            />
          );
        if (filter.kind === 'dateRange')
          return (
            <DateRangeFilter
              key={name}
              value={filters[name] as DateRangeValue}
              onChange={(range) => set(name, range)}
            />
          );
        if (filter.kind === 'entity')
          return (
            <Suspense key={name} fallback={<EntityPlaceholder filter={filter} />}>
              <EntityFilter
                filter={filter}
                value={(filters[name] as string | null) ?? null}
                onChange={(id) => set(name, id)}
              />
            </Suspense>
          );
        return <OptionFilter key={name} filter={filter} value={filters[name]} onChange={(value) => set(name, value)} />;
      })}
      {children}
    </PlainGroup>
  );
}

function SearchBox({
  filter,
  value,
  delay,
  label,
  placeholder,
  onCommit,
}: {
  filter: TextFilter;
  value: string;
  delay: number;
  label: string | undefined;
  placeholder: string | undefined;
  onCommit: (text: string) => void;
}) {
  const { i18n } = useLingui();
  const [text, setText] = useDebouncedSearch(value, onCommit, delay);
  const { t } = useLingui();
  return (
    <SearchInput
      aria-label={label ?? i18n._(filter.label)}
      placeholder={placeholder ?? (filter.placeholder ? i18n._(filter.placeholder) : undefined)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              onCommit('');
            }}
          />
        ) : null
      }
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={filter.max ?? 100}
    />
  );
}

function OptionFilter({
  filter,
  value,
  onChange,
}: {
  filter: SelectFilter;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { i18n } = useLingui();
  const ready = useAfterFirstPaint();
  // The select's code, after the first paint (see below).
  const [used, setUsed] = useState<'pointer' | 'focus' | 'press' | null>(null);
  const isSelect = filter.kind !== 'tabs';
  const [loaded, setLoaded] = useState<OptionSelectType | null>(() => OptionSelect);
  useEffect(() => {
    if (!ready || !isSelect || loaded) return;
    let current = true;
    loadOptionSelect()
      .then((component) => current && setLoaded(() => component))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ready, isSelect, loaded]);
  const options = filter.options.map((o) => ({ value: String(o.value), label: i18n._(o.label) }));
  const optionOf = (text: string | null) => filter.options.find((o) => String(o.value) === text)?.value;
  if (filter.kind === 'tabs')
    return (
      <Suspense fallback={null}>
        <TabsFilter
          label={i18n._(filter.label)}
          options={options}
          value={String(value)}
          onChange={(text) => onChange(optionOf(text) ?? filter.defaultValue)}
        />
      </Suspense>
    );
  // The select's box shows the value; the select itself (Mantine's combobox, popover and floating position) takes
  // its place when the box is first used. Mounted with the page (in the pass after the first paint, as it was), its
  // Popover and Portal updated their state inside that commit, and React re-rendered and ran the commit's effects in
  // the same task (issue 22). Its code loads after the first paint, so it is there when the box is used: the swap
  // happens at once (`flushSync`), before the press or the keys that follow reach the page. Used before the code is
  // there (a slow first visit), the box becomes the select when the code arrives, opened if the box was pressed
  // meanwhile: the press is not lost.
  const label = i18n._(filter.label);
  const shown = options.find((o) => o.value === String(value))?.label;
  const Select = loaded;
  if (!used || !Select)
    return (
      <SelectBox
        width={FILTER_SELECT_WIDTH}
        label={label}
        value={shown}
        onIntent={(how) => {
          if (!used || (how === 'press' && used !== 'press')) flushSync(() => setUsed(how));
        }}
      />
    );
  return (
    <Select
      label={label}
      options={options}
      value={String(value)}
      onChange={(text) => onChange(optionOf(text) ?? filter.defaultValue)}
      autoFocus={used === 'focus' || used === 'press'}
      opened={used === 'press'}
    />
  );
}

/** The entity filter's place while its code loads: the same box, so nothing moves when it arrives. */
function EntityPlaceholder({ filter }: { filter: EntityFilterSpec }) {
  const { i18n } = useLingui();
  return <SelectBox label={i18n._(filter.label)} placeholder={i18n._(filter.placeholder)} disabled width={260} />;
}
