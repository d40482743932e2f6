import type { ListSource } from '@/components/list/list-source';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type {
  Category,
  CategoryLevel,
  CategoryRow,
  ServiceTypeRow,
  SubCategoryRow,
  ThirdLevelCategoryRow,
} from '@/shared/schemas/catalogue';

/** Keys grouped per resource: every list under ['catalogues','list']. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (level: CategoryLevel, query: Record<string, string | number>) =>
    [...catalogueKeys.lists(), level, query] as const,
  detail: (id: string) => [...catalogueKeys.all, 'detail', id] as const,
  serviceTypes: () => [...catalogueKeys.all, 'service-types'] as const,
  parents: (level: CategoryLevel, search: string) => [...catalogueKeys.all, 'parents', level, search] as const,
};

/** A row of any tab with the `id` the list kit keys rows by. */
export type CategoryListRow =
  | (CategoryRow & { id: string; level: 1 })
  | (SubCategoryRow & { id: string; level: 2 })
  | (ThirdLevelCategoryRow & { id: string; level: 3 });

export type CategoriesPage = { rows: CategoryListRow[]; total: number; totalCapped?: true };

const withId = (level: CategoryLevel, row: CategoryRow | SubCategoryRow | ThirdLevelCategoryRow): CategoryListRow => {
  if (level === 1) return { ...(row as CategoryRow), id: (row as CategoryRow).categoryId, level: 1 };
  if (level === 2) return { ...(row as SubCategoryRow), id: (row as SubCategoryRow).subCategoryId, level: 2 };
  const third = row as ThirdLevelCategoryRow;
  return { ...third, id: third.thirdLevelCategoryId, level: 3 };
};

/** One page of one level (`data.categories` or `data.subCategories` + `data.count`, read by the endpoint's list). */
export const categoriesListSource =
  (level: CategoryLevel): ListSource<CategoryListRow> =>
  (query) =>
    queryOptions({
      queryKey: catalogueKeys.list(level, query),
      queryFn: async ({ signal }): Promise<CategoriesPage> => {
        const page = await apiList<typeof catalogueEndpoints.categoriesList, CategoryRow | SubCategoryRow>(
          catalogueEndpoints.categoriesList,
          { query: { ...query, level: String(level) as '1' | '2' | '3' } },
          { signal },
        );
        return { ...page, rows: page.rows.map((row) => withId(level, row)) };
      },
      placeholderData: keepPreviousData,
    });

/** One category with its parents and service type (what the edit dialog starts from). */
export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }): Promise<Category> => api(catalogueEndpoints.categoryDetail, { params: { id } }, { signal }),
  });

/** The operator's service types for the category dialog's select (up to 50, spec part 2 §5). */
export const serviceTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.serviceTypes(),
    queryFn: async ({ signal }): Promise<ServiceTypeRow[]> => {
      const page = await apiList<typeof catalogueEndpoints.serviceTypesList, ServiceTypeRow>(
        catalogueEndpoints.serviceTypesList,
        { query: { pageSize: 50 } },
        { signal, background: true },
      );
      return page.rows;
    },
    staleTime: 60_000,
  });

/** The Filters dialog's groups (each active category with its active sub categories), read-only. */
export const catalogueFiltersQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'filters'] as const,
    queryFn: ({ signal }) => api(catalogueEndpoints.catalogueFilters, {}, { signal }),
  });
