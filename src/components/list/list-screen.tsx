import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { LastUpdated } from '@/components/last-updated';
import { NotOnDevice, useWaitsForConnection } from '@/components/not-on-device';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { rendersInSlices } from '@/lib/first-paint';
import { useColumnVisibility } from './column-visibility';
import type { FilterSpec, ListDefinition, ListView } from './define-list';
import type { ListUrl } from './list-route';
import { ListFilters } from './list-filters';
import type { ListSource } from './list-source';
import { isRowClick } from './row-click';
import { BulkBar } from './bulk-bar';
import { emptySelection, isSelected, pageState, type Selection, selectedCount, toggleRow } from './selection';
import type { BulkAction, ExportSpec, ListColumn, ListTexts } from './types';
import { CardCheckbox } from './card-checkbox';
import { PlainCard, PlainGroup, PlainStack, PlainTitle } from '@/components/plain-layout';
import classes from './list-screen.module.css';

/** Phones (up to 599 px) get cards instead of the table. */
export const PHONE_QUERY = '(max-width: 37.4375em)';

// The table (mantine-datatable and its styles, ~15 KB gzip) loads where it is drawn: a phone's list, first visit or
// offline reopen, never fetches or evaluates it. Elsewhere it starts loading with the screen's own code.
const loadTable = () => import('./list-table');
// `lazy` drops the component's type parameters; it renders the same generic table.
const ListTable = lazy(loadTable) as unknown as typeof import('./list-table')['default'];
if (typeof window !== 'undefined' && !window.matchMedia?.(PHONE_QUERY).matches) void loadTable();

// The toolbar (saved views, columns, export: Mantine's Menu, Tooltip and Select) and the paging are drawn after the
// first paint, and their code loads then: on a reopen none of it is fetched or evaluated before the first screen
// (issue 22). A first visit starts loading them with the screen's own code (they come over the network there).
const loadToolbar = () => import('./list-toolbar');
const ListToolbar = lazy(() =>
  loadToolbar().then((m) => ({ default: m.ListToolbar })),
) as unknown as typeof import('./list-toolbar')['ListToolbar'];
const loadPaging = () => import('./list-paging');
const ListPaging = lazy(() => loadPaging().then((m) => ({ default: m.ListPaging })));
if (rendersInSlices()) {
  void loadToolbar();
  void loadPaging();
}

type Props<Row extends { id: string }, F extends Record<string, FilterSpec>, S extends string> = ListUrl & {
  definition: ListDefinition<F, S>;
  /** The list's endpoint and query key (`listSource`): its rows are read the way the endpoint declares. */
  source: ListSource<Row>;
  columns: ListColumn<Row>[];
  texts: ListTexts;
  /** Buttons beside the title (e.g. Add). */
  actions?: ReactNode;
  /** Between the title and the filters: the screen's tabs (e.g. the catalogue's three levels). */
  tabs?: ReactNode;
  /** Extra controls after the declared filters. */
  onRowClick?: (row: Row) => void;
  bulkActions?: BulkAction[];
  exportSpec?: ExportSpec;
  /** Test ids: `<list>-table`, `<list>-cards`, `<list>-empty`, `<list>-paging`, `<row>-row`, `<row>-card`. */
  testIds: { list: string; row: string };
  /** Rendered below the list (dialogs of the screen). */
  children?: ReactNode;
};

/** Whether the first rows of a first visit render in slices (see `rendersInSlices`), fixed at start. */
const SLICE_FIRST_ROWS = rendersInSlices();

/**
 * Cards a phone draws in its first pass: a phone's first screen shows two or three under the title and the filters
 * (the bookings list at 412 × 823 px: cards at 335, 522 and 749 px; the fourth starts at 973 px, below a 932 px tall
 * phone's screen too); the rest of the page follows in the pass after the first paint (on a reopen, ~40 % of the
 * bookings list's first render was the seven cards below the fold).
 */
const FIRST_CARDS = 3;

/**
 * A resource list: title, filters, toolbar (saved views, columns, export), the table (cards on phones),
 * selection with bulk actions, and paging. Its state lives in the URL, declared by `definition`.
 */
export function ListScreen<Row extends { id: string }, F extends Record<string, FilterSpec>, S extends string>(
  props: Props<Row, F, S>,
) {
  const { definition, search, onSearchChange, columns, texts, testIds, bulkActions = [] } = props;
  const { t } = useLingui();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const view = definition.viewFrom(search);
  const query = definition.apiQuery(view);
  const list = useQuery(props.source(query));
  // A new page's answer re-renders in one blocking piece; its rows (the costly part) follow in a background pass
  // React slices, so the page stays responsive while it is drawn. On a reopen of the installed console the first
  // rows are not deferred: a background pass starts again after every other update, and on an offline reopen the
  // failing refetches, retries and reconnects kept restarting it, so the cached rows showed only once they had all
  // given up (issue 22). On a first visit they are: drawn in one piece when the answer arrived, they were the
  // bookings list's longest task (~290 ms at Lighthouse's 4× CPU, its blocking time under the 95 target).
  const deferred = useDeferredValue(list.data);
  const page = deferred === undefined && !SLICE_FIRST_ROWS ? list.data : deferred;
  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;
  const totalCapped = page?.totalCapped === true;
  const change = (next: ListView<F, S>, replace = false) => onSearchChange(definition.searchFrom(next), { replace });
  const columnState = useColumnVisibility(definition.screen, columns);
  const shown = columns.filter((c) => columnState.visible.includes(c.id));

  // The selection belongs to one filter: a new search, status or range starts it again.
  const filterKey = JSON.stringify(definition.apiFilter(view));
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const selectionFilter = useRef(filterKey);
  if (selectionFilter.current !== filterKey) {
    selectionFilter.current = filterKey;
    if (selection !== emptySelection) setSelection(emptySelection);
  }
  const pageIds = rows.map((row) => row.id);
  const selectable = bulkActions.length > 0;
  const sortable = columns.some((c) => c.sortable);
  const toolbarPlace = isPhone && sortable ? <div className={classes.toolbarPlace} aria-hidden /> : null;

  // A page past the end (its last row was just deleted, or a stale link): step back to the last page.
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const pastTheEnd = page !== undefined && rows.length === 0 && total > 0 && view.pageNumber > lastPage;
  const stepBack = useRef(() => change({ ...view, pageNumber: lastPage }, true));
  stepBack.current = () => change({ ...view, pageNumber: lastPage }, true);
  useEffect(() => {
    if (pastTheEnd) stepBack.current();
  }, [pastTheEnd]);

  const loading = (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} h={48} />
      ))}
    </Stack>
  );
  const offlineWithout = useWaitsForConnection(list);
  let body: ReactNode;
  if (offlineWithout) {
    body = <NotOnDevice />;
  } else if (list.isPending || (list.data && !page) || pastTheEnd) {
    body = loading;
  } else if (list.isError && !list.data) {
    body = (
      <Alert color="red" title={texts.loadError} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid={`${testIds.list}-empty`}>
        {texts.empty ?? t`no data found`}
      </Text>
    );
  } else if (isPhone) {
    body = (
      <ListCards
        rows={rows}
        columns={shown}
        testIds={testIds}
        onRowClick={props.onRowClick}
        selection={selectable ? selection : null}
        onToggle={(id) => setSelection(toggleRow(selection, id, pageIds))}
        selectLabel={(row) => texts.selectRow?.(row.id) ?? t`Select row`}
      />
    );
  } else {
    body = (
      <Suspense fallback={loading}>
        <ListTable
          rows={rows}
          columns={shown}
          sorting={{
            view,
            definition,
            onSort: (field) => change({ ...view, sort: definition.nextSort(view, field), pageNumber: 1 }),
          }}
          testIds={testIds}
          onRowClick={props.onRowClick}
          selection={selectable ? selection : null}
          onSelection={setSelection}
          selectLabel={(row) => texts.selectRow?.(row.id) ?? t`Select row`}
        />
      </Suspense>
    );
  }

  // The frame is Mantine's Stack, Group, Title and Card drawn as their markup (decision 015): in every list's first
  // screen, on every reopen (issue 22).
  return (
    <PlainStack gap="md">
      <PlainGroup justify="space-between" wrap="wrap">
        <PlainGroup gap="sm" wrap="wrap">
          <PlainTitle size="h2">{texts.title}</PlainTitle>
          <LastUpdated queries={[list]} />
        </PlainGroup>
        {props.actions}
      </PlainGroup>
      {props.tabs}
      <ListFilters
        definition={definition}
        view={view}
        texts={texts}
        testId={`${testIds.list}-filters`}
        onChange={(patch) => change(definition.withChange(view, { filters: patch }))}
      >
        {/* The toolbar's menus are not needed for the first paint; a phone keeps its row (`.toolbarPlace`). */}
        <Deferred fallback={toolbarPlace}>
          <Suspense fallback={toolbarPlace}>
            <ListToolbar
              definition={definition}
              search={search}
              view={view}
              columns={columns}
              columnState={columnState}
              onApply={(next, columnsOfView) => {
                onSearchChange(next);
                if (columnsOfView !== undefined) columnState.setVisible(columnsOfView);
              }}
              exportSpec={props.exportSpec}
              isPhone={isPhone}
              sortOptions={isPhone ? columns.filter((c) => c.sortable) : []}
              onSort={(sort) => change({ ...view, sort, pageNumber: 1 })}
            />
          </Suspense>
        </Deferred>
      </ListFilters>
      {selectable && selectedCount(selection, total) > 0 && (
        <BulkBar
          selection={selection}
          total={total}
          totalCapped={totalCapped}
          pageState={pageState(selection, pageIds)}
          pageSize={rows.length}
          actions={bulkActions}
          filter={definition.apiFilter(view)}
          onSelection={setSelection}
          onDone={() => void list.refetch()}
        />
      )}
      <PlainCard padding={isPhone ? 'xs' : 'md'}>
        <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          {body}
        </div>
      </PlainCard>
      {/* Below the list (off a phone's first screen): its page-size menu mounts in a pass of its own. */}
      <Deferred>
        {total > 0 && (
          <Suspense fallback={null}>
            <ListPaging
              view={view}
              total={total}
              totalCapped={totalCapped}
              pageSizes={definition.pageSizes}
              isPhone={isPhone}
              testIds={testIds}
              onPage={(pageNumber) => change({ ...view, pageNumber })}
              onPageSize={(pageSize) => change(definition.withChange(view, { pageSize }))}
            />
          </Suspense>
        )}
        {props.children}
      </Deferred>
    </PlainStack>
  );
}

type CardsProps<Row extends { id: string }> = {
  rows: Row[];
  columns: ListColumn<Row>[];
  testIds: { list: string; row: string };
  onRowClick?: ((row: Row) => void) | undefined;
  /** Attributes of a card's element, for its state (e.g. `data-unread`). */
  rowAttributes?: ((row: Row) => Record<string, string | boolean | undefined>) | undefined;
  selection: Selection | null;
  onToggle: (id: string) => void;
  selectLabel: (row: Row) => string;
};

/** Phone cards drawn from the same columns, each in its `card` place. */
export function ListCards<Row extends { id: string }>({
  rows,
  columns,
  testIds,
  onRowClick,
  rowAttributes,
  selection,
  onToggle,
  selectLabel,
}: CardsProps<Row>) {
  const place = (name: NonNullable<ListColumn<Row>['card']>) =>
    columns.filter((column) => (column.card ?? 'detail') === name);
  // The cards below a phone's first screen are added in the pass after the first paint (see FIRST_CARDS).
  const allShown = useAfterFirstPaint();
  const drawn = allShown ? rows : rows.slice(0, FIRST_CARDS);
  const [title, status, actions, media, main, sub, detail, aside] = [
    place('title'),
    place('status'),
    place('actions'),
    place('media'),
    place('main'),
    place('sub'),
    place('detail'),
    place('aside'),
  ];
  return (
    <div className={classes.cards} data-testid={`${testIds.list}-cards`}>
      {drawn.map((row) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the card's click is a shortcut; its link and buttons are the keyboard's way
        <div
          {...rowAttributes?.(row)}
          key={row.id}
          className={classes.card}
          data-testid={`${testIds.row}-card`}
          data-clickable={onRowClick ? true : undefined}
          onClick={(event) => onRowClick && isRowClick(event) && onRowClick(row)}
        >
          <div className={classes.cardTop}>
            <div className={classes.cardTitle}>
              {selection && (
                <CardCheckbox
                  checked={isSelected(selection, row.id)}
                  onChange={() => onToggle(row.id)}
                  aria-label={selectLabel(row)}
                />
              )}
              {title.map((column) => (
                <div key={column.id}>{column.render(row)}</div>
              ))}
            </div>
            <div className={classes.cardBadges}>
              {[...status, ...actions].map((column) => (
                <div key={column.id}>{column.render(row)}</div>
              ))}
            </div>
          </div>
          <div className={classes.cardBody}>
            {media.map((column) => (
              <div key={column.id}>{column.render(row)}</div>
            ))}
            <div className={classes.cardLines}>
              {main.map((column) => (
                <div key={column.id} className={classes.cardMain}>
                  {column.render(row)}
                </div>
              ))}
              {sub.map((column) => (
                <div key={column.id} className={classes.cardSub}>
                  {column.render(row)}
                </div>
              ))}
              {detail.map((column) => (
                <div key={column.id} className={classes.cardDetail}>
                  {column.title}: <span className={classes.nowrap}>{column.render(row)}</span>
                </div>
              ))}
            </div>
            {aside.map((column) => (
              <div key={column.id} className={classes.cardAside}>
                {column.render(row)}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
