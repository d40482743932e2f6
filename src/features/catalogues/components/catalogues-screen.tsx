import { useLingui } from '@lingui/react/macro';
import { Group, Tabs } from '@mantine/core';
import { IconFilter, IconLock, IconLockOpen, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { failureMessage, ImageCell, TruncatedText } from '@/components/list/cells';
import { RowActions } from '@/components/list/row-actions';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListSearch } from '@/components/list/define-list';
import { ListScreen } from '@/components/list/list-screen';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { apiDownload } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import { useCategoryStatus, useDeleteCategory } from '../api/catalogues.mutations';
import { type CategoryListRow, catalogueKeys, categoriesListSource } from '../api/catalogues.queries';
import { type CategoryTab, listOfTab } from '../lib/catalogues-list';

// The dialog (its form rules, selects and upload) loads when it is first opened.
const CategoryFormDialog = lazy(() => import('./category-form-dialog'));
const FiltersDialog = lazy(() => import('./filters-dialog'));

type Props = {
  tab: CategoryTab;
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
  /** Another tab: its list starts without a search, on its first page. */
  onTabChange: (tab: CategoryTab) => void;
};

type Level1 = Extract<CategoryListRow, { level: 1 }>;
type Level2 = Extract<CategoryListRow, { level: 2 }>;
type Level3 = Extract<CategoryListRow, { level: 3 }>;

const nameOf = (row: CategoryListRow) =>
  row.level === 1 ? row.categoryName : row.level === 2 ? row.subCategoryName : row.thirdLevelCategoryName;
const imageOf = (row: CategoryListRow) =>
  row.level === 1
    ? (row.categoryThumbnail ?? row.categoryImage)
    : row.level === 2
      ? (row.subCategoryThumbnail ?? row.subCategoryImage)
      : (row.thirdLevelCategoryThumbnail ?? row.thirdLevelCategoryImage);

/**
 * The Catalogues screen (spec part 2 §2 "Catalogues screen", title Category): three tabs — category, sub
 * category, sub sub category — each a paged list of the server's rows with its own search placeholder and
 * add button. Categories show image, name, a status toggle and Edit / Delete; the sub tables show the id
 * (15 characters, the whole id in a tooltip), image, names of the row and its parents and a menu Edit /
 * Block (and Delete). Deleting asks "Delete Service Category"; the server refuses it while the category is
 * in use, and its message says by what.
 */
export function CataloguesScreen({ tab, search, onSearchChange, onTabChange }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const status = useCategoryStatus();
  const deleteCategory = useDeleteCategory();
  const remove = useDeleteAction<CategoryListRow>({
    texts: {
      action: t`Delete`,
      title: t`Delete Service Category`,
      message: t`Are you sure you want to delete this service Category?`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      failed: t`The category was not deleted.`,
    },
    remove: (row) => deleteCategory.mutateAsync(row.id),
    deleted: (row) => {
      const name = nameOf(row);
      return t`Category ${name} deleted.`;
    },
  });
  // null: closed; 'new': add; an id: edit.
  const [editing, setEditing] = useState<{ level: CategoryTab; id: string | null } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const definition = listOfTab(tab);

  const columns = useMemo((): ListColumn<CategoryListRow>[] => {
    const savedText = (row: CategoryListRow, isActive: boolean) => {
      const name = nameOf(row);
      return isActive ? t`Category ${name} activated.` : t`Category ${name} blocked.`;
    };
    // Block / Unblock in the sub tables' menus: the same save and notice as the first tab's switch.
    const toggleBlock = (row: CategoryListRow) => {
      const isActive = !row.isActive;
      void status.mutateAsync({ id: row.id, isActive }).then(
        () => notify({ color: 'green', message: savedText(row, isActive) }),
        (error: unknown) =>
          notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The change was not saved.`) }),
      );
    };
    const image: ListColumn<CategoryListRow> = {
      id: 'image',
      title: t`Image`,
      card: 'media',
      render: (row) => {
        const name = nameOf(row);
        return <ImageCell src={imageOf(row)} alt={t`Image of ${name}`} />;
      },
    };
    const idCell: ListColumn<CategoryListRow> = {
      id: 'id',
      title: t`Id`,
      hideable: false,
      card: 'title',
      noWrap: true,
      render: (row) => <TruncatedText text={row.id} max={15} />,
    };
    const edit = (row: CategoryListRow) => ({
      label: t`Edit`,
      icon: <IconPencil size={14} aria-hidden />,
      onClick: () => setEditing({ level: row.level, id: row.id }),
    });
    const actions = (withBlock: boolean): ListColumn<CategoryListRow> => ({
      id: 'actions',
      title: t`Action`,
      titleHidden: true,
      hideable: false,
      card: 'actions',
      width: 48,
      render: (row) => {
        const name = nameOf(row);
        const block = row.isActive
          ? { label: t`Block`, icon: <IconLock size={14} aria-hidden />, onClick: () => toggleBlock(row) }
          : { label: t`Unblock`, icon: <IconLockOpen size={14} aria-hidden />, onClick: () => toggleBlock(row) };
        return (
          <RowActions
            label={t`Actions for ${name}`}
            actions={withBlock ? [edit(row), block, remove.action(row)] : [edit(row), remove.action(row)]}
          />
        );
      },
    });

    if (tab === 1)
      return [
        image,
        {
          id: 'name',
          title: t`Name`,
          sortable: true,
          card: 'main',
          render: (row) => <TruncatedText text={(row as Level1).categoryName} max={60} />,
        },
        statusToggleColumn<CategoryListRow>({
          title: t`Status`,
          width: 90,
          checked: (row) => row.isActive,
          label: (row) => {
            const name = nameOf(row);
            return t`Active: ${name}`;
          },
          save: (row, isActive) => status.mutateAsync({ id: row.id, isActive }),
          saved: savedText,
        }),
        actions(false),
      ];
    if (tab === 2)
      return [
        idCell,
        image,
        {
          id: 'name',
          title: t`Sub category name`,
          sortable: true,
          card: 'main',
          render: (row) => <TruncatedText text={(row as Level2).subCategoryName} max={60} />,
        },
        {
          id: 'categoryName',
          title: t`Category name`,
          card: 'sub',
          render: (row) => <TruncatedText text={(row as Level2).categoryName} max={60} />,
        },
        actions(true),
      ];
    return [
      idCell,
      image,
      {
        id: 'name',
        title: t`Sub sub category name`,
        sortable: true,
        card: 'main',
        render: (row) => <TruncatedText text={(row as Level3).thirdLevelCategoryName} max={60} />,
      },
      {
        id: 'subCategoryName',
        title: t`Sub category name`,
        card: 'sub',
        render: (row) => <TruncatedText text={(row as Level3).subCategoryName} max={60} />,
      },
      {
        id: 'categoryName',
        title: t`Category name`,
        render: (row) => <TruncatedText text={(row as Level3).categoryName} max={60} />,
      },
      actions(true),
    ];
  }, [t, tab, status.mutateAsync, remove.action]);

  const addLabel = tab === 1 ? t`Add Category` : tab === 2 ? t`Add Sub Category` : t`Add Sub Sub Category`;

  return (
    <ListScreen
      // A tab of its own: its column choice and URL state do not leak into the others.
      key={tab}
      definition={definition}
      search={search}
      onSearchChange={onSearchChange}
      source={categoriesListSource(tab)}
      columns={columns}
      texts={{
        title: t`Category`,
        empty: t`no data found`,
        loadError: t`The categories could not be loaded.`,
      }}
      tabs={
        <Tabs
          value={String(tab)}
          onChange={(value) => {
            const next = Number(value) as CategoryTab;
            if (next === tab) return;
            // Switching tab reloads: the tab's lists are fetched again.
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() });
            onTabChange(next);
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="1">{t`Category`}</Tabs.Tab>
            <Tabs.Tab value="2">{t`Sub Category`}</Tabs.Tab>
            <Tabs.Tab value="3">{t`Sub Sub Category`}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      }
      actions={
        <Group gap="xs">
          <PlainButton
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            onClick={() => setFiltersOpen(true)}
          >
            {t`Filters`}
          </PlainButton>
          <PlainButton
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ level: tab, id: null })}
          >
            {addLabel}
          </PlainButton>
        </Group>
      }
      exportSpec={{
        fileName: tab === 1 ? 'categories.csv' : tab === 2 ? 'sub-categories.csv' : 'sub-sub-categories.csv',
        download: (query, onProgress, signal) =>
          apiDownload(
            catalogueEndpoints.categoriesExport,
            { query: { ...query, level: String(tab) as '1' | '2' | '3' } },
            { onProgress, signal },
          ),
      }}
      testIds={{ list: 'categories', row: 'category' }}
    >
      {filtersOpen && (
        <Suspense fallback={null}>
          <FiltersDialog onClose={() => setFiltersOpen(false)} />
        </Suspense>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <CategoryFormDialog level={editing.level} id={editing.id} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {remove.dialog}
    </ListScreen>
  );
}
