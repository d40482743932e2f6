import { listOptions } from '@/components/form/list-options';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { CategoryRow, SubCategoryRow } from '@/shared/schemas/catalogue';
import { catalogueKeys } from './catalogues.queries';

/** Parents a sub (sub) category may have: categories of `level`, by name, searched on the server. */
export const parentOptionsQueryOptions = (level: 1 | 2) =>
  listOptions(
    catalogueEndpoints.categoriesList,
    (search) => catalogueKeys.parents(level, search),
    (row: CategoryRow | SubCategoryRow) =>
      'subCategoryId' in row
        ? { id: row.subCategoryId, name: row.subCategoryName }
        : { id: row.categoryId, name: row.categoryName },
    { level: String(level) as '1' | '2', sortBy: 'name' },
  );
