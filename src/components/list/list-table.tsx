import { useLingui } from '@lingui/react/macro';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import type { FilterSpec, ListDefinition, ListView } from './define-list';
import { isRowClick } from './row-click';
import { isSelected, pageState, type Selection, toggleRow, togglePage } from './selection';
import type { ListColumn } from './types';
import 'mantine-datatable/styles.layer.css';
import classes from './list-screen.module.css';

/** Tablets leave out the `wideOnly` columns. */
const WIDE_QUERY = '(min-width: 62em)';

type TableProps<Row extends { id: string }, F extends Record<string, FilterSpec>, S extends string> = {
  rows: Row[];
  columns: ListColumn<Row>[];
  /** The list's definition, view and sort change; without them (a list the server orders) no header sorts. */
  sorting?: { view: ListView<F, S>; definition: ListDefinition<F, S>; onSort: (field: S) => void };
  testIds: { list: string; row: string };
  onRowClick?: ((row: Row) => void) | undefined;
  /** Attributes of a row's element, for its state (e.g. `data-unread`). */
  rowAttributes?: ((row: Row) => Record<string, string | boolean | undefined>) | undefined;
  selection: Selection | null;
  onSelection: (selection: Selection) => void;
  selectLabel: (row: Row) => string;
};

/**
 * The table (desktop and tablet) on mantine-datatable: our sort headers, selection and row clicks; a last
 * actions column (`card: 'actions'`) is pinned, so a row's actions are visible without scrolling sideways.
 */
export default function ListTable<Row extends { id: string }, F extends Record<string, FilterSpec>, S extends string>({
  rows,
  columns,
  sorting,
  testIds,
  onRowClick,
  rowAttributes,
  selection,
  onSelection,
  selectLabel,
}: TableProps<Row, F, S>) {
  const { t } = useLingui();
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const pageIds = rows.map((row) => row.id);
  const sort = sorting?.definition.effectiveSort(sorting.view);
  const onSort = sorting?.onSort;
  const shown = columns.filter((column) => isWide || !column.wideOnly);
  // A row's actions stay in reach on a list wider than the screen: the actions column is pinned to the right edge.
  const pinActions = shown.at(-1)?.card === 'actions';
  const tableColumns = useMemo(
    () =>
      columns
        .filter((column) => isWide || !column.wideOnly)
        .map(
          (column): DataTableColumn<Row> => ({
            accessor: column.id,
            title: column.titleHidden ? (
              <VisuallyHidden>{column.title}</VisuallyHidden>
            ) : column.sortable && onSort ? (
              <SortHeader
                title={column.title}
                sorted={sort?.by === (column.sortField ?? column.id) ? sort.dir : null}
                onClick={() => onSort((column.sortField ?? column.id) as S)}
              />
            ) : (
              column.title
            ),
            textAlign: column.align ?? 'left',
            width: column.width,
            noWrap: column.noWrap,
            render: column.render,
          }),
        ),
    [columns, isWide, sort?.by, sort?.dir, onSort],
  );
  const selectionProps = selection
    ? {
        selectedRecords: rows.filter((row) => isSelected(selection, row.id)),
        onSelectedRecordsChange: (next: Row[]) => {
          const state = pageState(selection, pageIds);
          // The header checkbox: the whole page on or off.
          if (next.length === rows.length && state !== 'all') return onSelection(togglePage(selection, pageIds));
          if (next.length === 0 && rows.length > 1 && state === 'all')
            return onSelection(togglePage(selection, pageIds));
          const before = new Set(rows.filter((row) => isSelected(selection, row.id)).map((row) => row.id));
          const after = new Set(next.map((row) => row.id));
          const flipped = pageIds.find((id) => before.has(id) !== after.has(id));
          if (flipped) onSelection(toggleRow(selection, flipped, pageIds));
        },
        allRecordsSelectionCheckboxProps: { 'aria-label': t`Select all rows on this page` },
        getRecordSelectionCheckboxProps: (row: Row) => ({ 'aria-label': selectLabel(row) }),
      }
    : {};
  return (
    <DataTable<Row>
      data-testid={`${testIds.list}-table`}
      className={classes.table}
      minHeight={rows.length ? undefined : 150}
      records={rows}
      columns={tableColumns}
      idAccessor="id"
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing="xs"
      withTableBorder={false}
      scrollAreaProps={{ type: 'auto' }}
      pinLastColumn={pinActions}
      customRowAttributes={(row) => ({ ...rowAttributes?.(row), 'data-testid': `${testIds.row}-row` })}
      rowStyle={() => (onRowClick ? { cursor: 'pointer' } : undefined)}
      onRowClick={onRowClick ? ({ record, event }) => isRowClick(event) && onRowClick(record) : undefined}
      {...selectionProps}
    />
  );
}

function SortHeader({ title, sorted, onClick }: { title: string; sorted: 'asc' | 'desc' | null; onClick: () => void }) {
  const { t } = useLingui();
  const state = sorted === 'asc' ? t`sorted ascending` : sorted === 'desc' ? t`sorted descending` : t`not sorted`;
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={`${title}, ${state}`}
      data-sorted={sorted ?? 'none'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 'inherit', fontSize: 'inherit' }}
    >
      {title}
      <Icon size={14} aria-hidden style={{ opacity: sorted ? 1 : 0.4 }} />
    </UnstyledButton>
  );
}
