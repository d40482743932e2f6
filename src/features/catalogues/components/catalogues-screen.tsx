import { useLingui } from '@lingui/react/macro';
import { Group, Tabs } from '@mantine/core';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { blockAction } from '@/components/list/block-action';
import { ImageCell, TruncatedText } from '@/components/list/cells';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import { useCategoryStatus, useDeleteCategory } from '../api/catalogues.mutations';
import { type CategoryListRow, catalogueKeys, categoriesListSource } from '../api/catalogues.queries';
import { type CategoryTab, listOfTab } from '../lib/catalogues-list';

// The dialog (its form rules, selects and upload) loads when it is first opened.
const CategoryFormDialog = lazy(() => import('./category-form-dialog'));
const FiltersDialog = lazy(() => import('./filters-dialog'));

type Props = ListUrl & {
  tab: CategoryTab;
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
export function CataloguesScreen({ tab, onTabChange, ...url }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const status = useCategoryStatus();
  const deleteCategory = useDeleteCategory();
  const remove = useDeleteAction<CategoryListRow>({
    texts: {
      title: t`Delete Service Category`,
      message: t`Are you sure you want to delete this service Category?`,
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
    const block = blockAction<CategoryListRow>({
      blocked: (row) => !row.isActive,
      save: (row, blocked) => status.mutateAsync({ id: row.id, isActive: !blocked }),
      saved: (row, blocked) => savedText(row, !blocked),
      failed: t`The change was not saved.`,
    });
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
    const actions = (withBlock: boolean) =>
      actionsColumn<CategoryListRow>(t`Action`, nameOf, (row) => {
        const edit = editAction(() => setEditing({ level: row.level, id: row.id }));
        return withBlock ? [edit, block(row), remove.action(row)] : [edit, remove.action(row)];
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
          width: 90,
          checked: (row) => row.isActive,
          name: nameOf,
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
      {...url}
      definition={definition}
      source={categoriesListSource(tab)}
      columns={columns}
      texts={{
        title: t`Category`,

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
      exportSpec={exportOf(
        catalogueEndpoints.categoriesExport,
        tab === 1 ? 'categories.csv' : tab === 2 ? 'sub-categories.csv' : 'sub-sub-categories.csv',
        { level: String(tab) },
      )}
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
