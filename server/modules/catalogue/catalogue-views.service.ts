import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CsvColumn } from '../../../src/shared/csv';
import {
  CATEGORY_CSV_COLUMNS,
  type CategoriesExportQuery,
  type CategoryLevel,
  type CategoryRow,
  type FilterGroup,
  SERVICE_TYPE_CSV_COLUMNS,
  type ServiceTypeRow,
  type ServiceTypesExportQuery,
  type SubCategoryRow,
  type ThirdLevelCategoryRow,
} from '../../../src/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, serviceTypes } from '../../db/schema';
import { type CsvExport, csvColumns, EXPORT_BATCH, streamCsv } from '../../lib/csv-export';
import {
  listCategories,
  listServiceTypes,
  serviceType,
  type TypeRecord,
  toTypeRow,
  typeColumns,
} from './catalogue.service';

/**
 * The catalogue's read-outs beside its CRUD (issue 17): the service type status toggle, the Filters dialog's
 * groups and the CSV exports of the service types and of each category level. Every query is scoped to the
 * caller's operator.
 */

// Service type status --------------------------------------------------------------------------

export async function setServiceTypeStatus(
  db: Db,
  operatorId: string,
  id: string,
  isActive: boolean,
): Promise<ServiceTypeRow> {
  const row = serviceType.found(
    await db
      .update(serviceTypes)
      .set({ isActive, updatedAt: sql`now()` })
      .where(serviceType.where(operatorId, id))
      .returning(typeColumns),
  );
  return toTypeRow(row as TypeRecord);
}

// Filters --------------------------------------------------------------------------------------

const group = alias(categories, 'filter_group');

/**
 * The Filters dialog's groups: each active category (by name) with its active sub categories (by name) as
 * options, their thumbnail (or image) as optionImage. Categories without an active sub category are left out.
 */
export async function catalogueFilters(db: Db, operatorId: string): Promise<{ data: FilterGroup[] }> {
  const rows = await db
    .select({
      groupId: group.id,
      groupName: group.name,
      optionName: categories.name,
      thumbnail: categories.thumbnail,
      image: categories.image,
    })
    .from(categories)
    .innerJoin(group, eq(group.id, categories.parentId))
    .where(
      and(
        eq(group.operatorId, operatorId),
        eq(group.level, 1),
        eq(group.isActive, true),
        eq(categories.operatorId, operatorId),
        eq(categories.level, 2),
        eq(categories.isActive, true),
      ),
    )
    .orderBy(asc(sql`lower(${group.name})`), asc(group.id), asc(sql`lower(${categories.name})`), asc(categories.id));
  const groups = new Map<string, FilterGroup>();
  for (const row of rows) {
    let entry = groups.get(row.groupId);
    if (!entry) {
      entry = { filterName: row.groupName, filterOptions: [] };
      groups.set(row.groupId, entry);
    }
    const optionImage = row.thumbnail ?? row.image;
    entry.filterOptions.push(
      optionImage ? { optionName: row.optionName, optionImage } : { optionName: row.optionName },
    );
  }
  return { data: [...groups.values()] };
}

// Exports --------------------------------------------------------------------------------------

const SERVICE_TYPE_CSV = csvColumns<ServiceTypeRow>(SERVICE_TYPE_CSV_COLUMNS);

/** Every service type matching the list's search, in the list's order. */
export async function exportServiceTypes(db: Db, operatorId: string, q: ServiceTypesExportQuery): Promise<CsvExport> {
  const page = (pageNumber: number) => listServiceTypes(db, operatorId, { ...q, pageNumber, pageSize: EXPORT_BATCH });
  const first = await page(1);
  return streamCsv(SERVICE_TYPE_CSV, first.total, first.data, async (n) => (await page(n)).data);
}

type AnyCategoryRow = CategoryRow | SubCategoryRow | ThirdLevelCategoryRow;

/** Each level's export columns held by a field of another name in its list row (the others: the column's own name). */
const CATEGORY_FIELDS: Record<CategoryLevel, Partial<Record<string, string>>> = {
  1: { id: 'categoryId', name: 'categoryName', image: 'categoryImage' },
  2: { id: 'subCategoryId', name: 'subCategoryName', image: 'subCategoryImage' },
  3: { id: 'thirdLevelCategoryId', name: 'thirdLevelCategoryName', image: 'thirdLevelCategoryImage' },
};

/** Every category of the query's level matching its search (and parent), in the list's order. */
export async function exportCategories(db: Db, operatorId: string, q: CategoriesExportQuery): Promise<CsvExport> {
  const level = q.level;
  const columns: CsvColumn<AnyCategoryRow>[] = CATEGORY_CSV_COLUMNS[level].map((header) => {
    const field = CATEGORY_FIELDS[level][header] ?? header;
    return { header, value: (row) => (row as Record<string, unknown>)[field] };
  });
  const page = async (pageNumber: number) => {
    const data = await listCategories(db, operatorId, { ...q, pageNumber, pageSize: EXPORT_BATCH });
    const rows: AnyCategoryRow[] = 'categories' in data ? data.categories : data.subCategories;
    return { rows, count: data.count };
  };
  const first = await page(1);
  return streamCsv(columns, first.count, first.rows, async (n) => (await page(n)).rows);
}
