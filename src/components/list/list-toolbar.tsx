import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Checkbox, Group, Menu, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { IconBookmark, IconColumns3, IconDownload, IconSettings, IconStar, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { MenuOnFirstUse } from '@/components/deferred-menu';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import type { SavedView } from '@/shared/schemas/saved-views';
import type { FilterSpec, ListDefinition, ListSearch, ListView } from './define-list';
import { savedViewsQueryOptions } from './saved-views-api';
import classes from './list-toolbar.module.css';
import type { ExportSpec, ListColumn } from './types';

// The dialogs load when first opened, not with the list.
const SaveViewDialog = lazy(() => import('./saved-view-dialogs').then((m) => ({ default: m.SaveViewDialog })));
const ManageViewsDialog = lazy(() => import('./saved-view-dialogs').then((m) => ({ default: m.ManageViewsDialog })));

type Props<Row, F extends Record<string, FilterSpec>, S extends string> = {
  definition: ListDefinition<F, S>;
  search: ListSearch;
  view: ListView<F, S>;
  columns: ListColumn<Row>[];
  columnState: { visible: string[]; chosen: string[] | null; setVisible: (ids: string[] | null) => void };
  /** Applies a saved view: its search parameters and (when it has them) its columns. */
  onApply: (search: ListSearch, columns?: string[] | null) => void;
  exportSpec: ExportSpec | undefined;
  isPhone: boolean;
  /** On phones (no column headers) the sort is a menu. */
  sortOptions: ListColumn<Row>[];
  onSort: (sort: ListView<F, S>['sort']) => void;
};

/** The search parameters a view keeps: everything but the page it was on. */
export function viewQuery(search: ListSearch): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(search))
    if (key !== 'pageNumber' && value !== undefined) query[key] = value;
  return query;
}

const sameQuery = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Saved views, the column chooser, the export and (on phones) the sort. */
export function ListToolbar<Row, F extends Record<string, FilterSpec>, S extends string>(props: Props<Row, F, S>) {
  const { definition, search, columns, columnState, onApply } = props;
  const { t, i18n } = useLingui();
  const views = useQuery(savedViewsQueryOptions(definition.screen));
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const current = viewQuery(search);
  const active = views.data?.find((view) => sameQuery(view.query, current));

  // Coming to the screen without search parameters opens the user's default view (once per visit).
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !views.data) return;
    defaulted.current = true;
    const fallback = views.data.find((view) => view.isDefault);
    if (fallback && Object.keys(search).length === 0) onApply(fallback.query as ListSearch, fallback.columns);
  }, [views.data, search, onApply]);

  const apply = (view: SavedView) => onApply(view.query as ListSearch, view.columns);
  const hideable = columns.filter((column) => column.hideable !== false);

  return (
    <Group gap="xs" wrap="wrap">
      {props.isPhone && props.sortOptions.length > 0 && <PhoneSort {...props} />}
      {/* The menus mount on first use (MenuOnFirstUse): with the toolbar, each cost a re-render in its commit. */}
      <MenuOnFirstUse
        target={
          <ToolButton
            compact={props.isPhone}
            icon={<IconBookmark size={16} aria-hidden />}
            label={active ? active.name : t`Views`}
            testId="saved-views"
          />
        }
        open={(target) => (
          <Menu position="bottom-end" withinPortal keepMounted={false} defaultOpened>
            <Menu.Target>{target}</Menu.Target>
            <Menu.Dropdown>
              {(views.data ?? []).length === 0 && (
                <Menu.Label>
                  <Trans>No saved views yet</Trans>
                </Menu.Label>
              )}
              {(views.data ?? []).map((view) => (
                <Menu.Item
                  key={view.id}
                  onClick={() => apply(view)}
                  rightSection={
                    view.isDefault ? (
                      <Badge size="xs" variant="light" leftSection={<IconStar size={10} aria-hidden />}>
                        <Trans>Default</Trans>
                      </Badge>
                    ) : null
                  }
                  aria-current={view.id === active?.id ? 'true' : undefined}
                >
                  {view.name}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item leftSection={<IconBookmark size={14} aria-hidden />} onClick={() => setDialog('save')}>
                <Trans>Save current view…</Trans>
              </Menu.Item>
              {(views.data ?? []).length > 0 && (
                <Menu.Item leftSection={<IconSettings size={14} aria-hidden />} onClick={() => setDialog('manage')}>
                  <Trans>Manage views…</Trans>
                </Menu.Item>
              )}
              {Object.keys(current).length > 0 && (
                <Menu.Item leftSection={<IconX size={14} aria-hidden />} onClick={() => onApply({}, null)}>
                  <Trans>Clear filters and sort</Trans>
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      />
      {hideable.length > 0 && (
        <MenuOnFirstUse
          target={
            <ToolButton compact={props.isPhone} icon={<IconColumns3 size={16} aria-hidden />} label={t`Columns`} />
          }
          open={(target) => (
            <Menu position="bottom-end" withinPortal keepMounted={false} closeOnItemClick={false} defaultOpened>
              <Menu.Target>{target}</Menu.Target>
              <Menu.Dropdown>
                <Stack gap="xs" p="xs" role="group" aria-label={t`Visible columns`}>
                  {hideable.map((column) => (
                    <Checkbox
                      key={column.id}
                      label={column.title}
                      checked={columnState.visible.includes(column.id)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        const next = on
                          ? columns
                              .filter((c) => c.id === column.id || columnState.visible.includes(c.id))
                              .map((c) => c.id)
                          : columnState.visible.filter((id) => id !== column.id);
                        columnState.setVisible(next);
                      }}
                    />
                  ))}
                </Stack>
                {columnState.chosen && (
                  <>
                    <Menu.Divider />
                    <Menu.Item onClick={() => columnState.setVisible(null)}>
                      <Trans>Default columns</Trans>
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        />
      )}
      {props.exportSpec && (
        <ExportButton
          spec={props.exportSpec}
          query={definition.apiQuery(props.view)}
          locale={i18n.locale}
          compact={props.isPhone}
        />
      )}
      <Suspense fallback={null}>
        {dialog === 'save' && (
          <SaveViewDialog
            screen={definition.screen}
            query={current}
            columns={columnState.chosen}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'manage' && (
          <ManageViewsDialog screen={definition.screen} views={views.data ?? []} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Group>
  );
}

function PhoneSort<Row, F extends Record<string, FilterSpec>, S extends string>({
  definition,
  view,
  sortOptions,
  onSort,
}: Props<Row, F, S>) {
  const { t } = useLingui();
  const sort = definition.effectiveSort(view);
  // Two columns may sort by one field (an id column sorts by creation time, like a Created on column): the
  // first names it once (Mantine's Select, used here before, threw on a value offered twice, and the page with it).
  const fields = new Set<string>();
  const data = sortOptions.flatMap((column) => {
    const field = column.sortField ?? column.id;
    if (fields.has(field)) return [];
    fields.add(field);
    const name = column.sortLabel ?? column.title;
    return [
      { value: `${field}:asc`, label: t`${name} (ascending)` },
      { value: `${field}:desc`, label: t`${name} (descending)` },
    ];
  });
  const value = sort ? `${sort.by}:${sort.dir}` : '';
  // The phone's own picker: no Popover, Portal or floating-ui state to mount with the toolbar (see MenuOnFirstUse).
  return (
    <NativeSelect
      aria-label={t`Sort by`}
      data={value ? data : [{ value: '', label: t`Sort by`, disabled: true }, ...data]}
      value={value}
      style={{ flex: '1 1 12rem' }}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (!value) return;
        const [by, dir] = value.split(':') as [S, 'asc' | 'desc'];
        const isDefault = definition.defaultSort?.by === by && definition.defaultSort.dir === dir;
        onSort(isDefault ? null : { by, dir });
      }}
    />
  );
}

/** Downloads the whole filtered and sorted set as CSV, with its progress; the file keeps the screen's name. */
function ExportButton({
  spec,
  query,
  locale,
  compact,
}: {
  spec: ExportSpec;
  query: Record<string, string | number>;
  locale: string;
  compact: boolean;
}) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const { pageNumber: _page, pageSize: _size, ...exportQuery } = query;
  const start = () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    spec
      .download(exportQuery, setProgress, controller.signal)
      .then((blob) => saveFile(blob, spec.fileName))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notify({
          color: 'red',
          title: t`Export failed`,
          message: error instanceof ApiError ? error.message : t`The file could not be downloaded.`,
        });
      })
      .finally(() => setProgress(null));
  };
  if (progress !== null) {
    const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(progress);
    return (
      <Group gap="xs" wrap="nowrap" data-testid="export-progress">
        <Stack gap={2} w={140}>
          <Text size="xs">
            <Trans>Exporting… {percent}</Trans>
          </Text>
          <Progress value={progress * 100} size="sm" aria-label={t`Export progress`} />
        </Stack>
        <Button variant="subtle" size="xs" onClick={() => abort.current?.abort()}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <ToolButton compact={compact} icon={<IconDownload size={16} aria-hidden />} label={t`Export CSV`} onClick={start} />
  );
}

/** A toolbar button: icon and text, or on phones the icon alone (its text in a tooltip and for screen readers). */
function ToolButton({
  compact,
  icon,
  label,
  testId,
  onClick,
  ...rest
}: {
  compact: boolean;
  icon: ReactNode;
  label: string;
  testId?: string;
  onClick?: () => void;
}) {
  if (compact)
    return (
      <span className={classes.hint} data-hint={label}>
        <ActionIcon variant="default" size="lg" aria-label={label} data-testid={testId} onClick={onClick} {...rest}>
          {icon}
        </ActionIcon>
      </span>
    );
  return (
    <Button variant="default" leftSection={icon} data-testid={testId} onClick={onClick} {...rest}>
      {label}
    </Button>
  );
}
