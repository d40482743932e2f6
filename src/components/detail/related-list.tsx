import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { FilterSpec, ListDefinition, ListSearch } from '@/components/list/define-list';
import { ListPaging } from '@/components/list/list-paging';
import { NotOnDevice, useWaitsForConnection } from '@/components/not-on-device';
import { ListCards, PHONE_QUERY } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { formatNumber } from '@/shared/format';
import { DetailSection } from './detail-page';

// The table (mantine-datatable) loads where it is drawn, as in the list screens: a phone never fetches it.
const ListTable = lazy(
  () => import('@/components/list/list-table'),
) as unknown as typeof import('@/components/list/list-table')['default'];

/** A page of related rows as the list endpoints answer. */
export type RelatedPage<Row> = { data: Row[]; total: number };

/** One choice of a filter shown as buttons with their counts (e.g. a status and how many rows have it). */
export type RelatedChoice = { value: string | number; label: string; count: number };

type Props<Row extends { id: string }, F extends Record<string, FilterSpec>, S extends string> = {
  title: ReactNode;
  /** `list` names the section (and its table, cards and paging), `row` each row (`-row` / `-card`). */
  testIds: { list: string; row: string };
  definition: ListDefinition<F, S>;
  columns: ListColumn<Row>[];
  /** The call for a page: the list's query (paging, sort, filters) plus the owner's id. */
  queryOptions: (
    query: Record<string, string | number>,
    // biome-ignore lint/suspicious/noExplicitAny: each resource has its own query key shape
  ) => UseQueryOptions<RelatedPage<Row>, Error, RelatedPage<Row>, any>;
  /** The no-rows message is the spec's "no data found" when `empty` is not given. */
  texts: { empty?: string; emptyFiltered?: string; loadError: string };
  /** The page's URL state; without it the list keeps its page, sort and filter while it is on screen. */
  search?: ListSearch;
  onSearchChange?: (search: ListSearch) => void;
  /** One filter offered as buttons, each with its count (the first one usually "All"). */
  choices?: { filter: keyof F & string; label: string; options: RelatedChoice[] };
};

/**
 * The rows of another resource that belong to this one ("bookings of this customer"): the list kit's table
 * (cards on phones) with server paging and sort, and optionally one filter as buttons with counts.
 */
export function RelatedList<Row extends { id: string }, F extends Record<string, FilterSpec>, S extends string>({
  title,
  testIds,
  definition,
  columns,
  queryOptions,
  texts,
  search: urlSearch,
  onSearchChange,
  choices,
}: Props<Row, F, S>) {
  const { t, i18n } = useLingui();
  const [localSearch, setLocalSearch] = useState<ListSearch>({});
  const search = urlSearch ?? localSearch;
  const setSearch = onSearchChange ?? setLocalSearch;
  const view = definition.viewFrom(search);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const result = useQuery(queryOptions(definition.apiQuery(view)));
  const rows = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  const filters = view.filters as Record<string, unknown>;
  const filtered = Object.keys(definition.apiFilter(view)).length > 0;

  const offlineWithout = useWaitsForConnection(result);
  let body: ReactNode;
  if (offlineWithout) body = <NotOnDevice />;
  else if (result.isPending)
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    );
  else if (result.isError && !result.data)
    body = (
      <Alert color="red" role="alert" title={texts.loadError}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void result.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  else if (rows.length === 0)
    body = (
      <Text size="sm" c="dimmed" ta="center" py="md" data-testid={`${testIds.list}-empty`}>
        {(filtered && texts.emptyFiltered) || texts.empty || t`no data found`}
      </Text>
    );
  else if (isPhone)
    body = (
      <ListCards
        rows={rows}
        columns={columns}
        testIds={testIds}
        selection={null}
        onToggle={() => undefined}
        selectLabel={() => ''}
      />
    );
  else
    body = (
      <Suspense fallback={<Skeleton h={44 * rows.length} />}>
        <ListTable
          rows={rows}
          columns={columns}
          testIds={testIds}
          sorting={{
            view,
            definition,
            onSort: (field) =>
              setSearch(definition.searchFrom(definition.withChange(view, { sort: definition.nextSort(view, field) }))),
          }}
          selection={null}
          onSelection={() => undefined}
          selectLabel={() => ''}
        />
      </Suspense>
    );

  return (
    <DetailSection title={title} testId={testIds.list}>
      <Stack gap="sm">
        {choices && choices.options.length > 1 && (
          <Group gap="xs" wrap="wrap" role="group" aria-label={choices.label}>
            {choices.options.map((option) => {
              const pressed = String(filters[choices.filter]) === String(option.value);
              return (
                <Button
                  key={option.value}
                  size="compact-sm"
                  radius="xl"
                  variant={pressed ? 'filled' : 'default'}
                  aria-pressed={pressed}
                  onClick={() =>
                    setSearch(
                      definition.searchFrom(
                        definition.viewFrom({ ...search, [choices.filter]: option.value, pageNumber: undefined }),
                      ),
                    )
                  }
                  rightSection={
                    <Text span size="xs" fw={700} inherit>
                      {formatNumber(option.count, i18n.locale)}
                    </Text>
                  }
                >
                  {option.label}
                </Button>
              );
            })}
          </Group>
        )}
        <div style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }} aria-busy={result.isFetching}>
          {body}
        </div>
        {total > 0 && (
          <ListPaging
            view={view}
            total={total}
            pageSizes={definition.pageSizes}
            isPhone={isPhone}
            testIds={testIds}
            onPage={(pageNumber) => setSearch(definition.searchFrom({ ...view, pageNumber }))}
            onPageSize={(pageSize) => setSearch(definition.searchFrom(definition.withChange(view, { pageSize })))}
          />
        )}
      </Stack>
    </DetailSection>
  );
}
