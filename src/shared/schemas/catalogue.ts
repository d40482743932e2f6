import * as v from 'valibot';
import { CATEGORIES_LIST, SERVICE_TYPES_LIST, type SortFieldOf } from '../lists';
import { idFilter, idParams, pagingEntries, UuidSchema, nullableString } from './common';
import { listQueries, listTotalEntries, searchEntry, sortEntries } from './list';

/**
 * The catalogue (spec part 2 §2 "Catalogues screen", §3, §5, §7; issue 17): the operator's service types and
 * its three category levels — 1 category (with a service type), 2 sub category (parent: a category), 3 sub
 * sub category (parent: a sub category). Shapes follow the spec's field names: level 1 rows as
 * `data.categories`, levels 2 and 3 as `data.subCategories`, each with `data.count`.
 */

const nameSearch = searchEntry('Name, case-insensitive, % and _ taken literally');

/** Free text of a form: trimmed, required, at most `max` characters (the spec's validations.* codes). */
const requiredText = (max: number) =>
  v.pipe(
    v.string('validations.text'),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.maxLength(max, 'validations.maxlength'),
  );

// Service types --------------------------------------------------------------------------------

export const SERVICE_TYPE_SORT_FIELDS = SERVICE_TYPES_LIST.sortFields;
export type ServiceTypeSortField = SortFieldOf<typeof SERVICE_TYPES_LIST>;

/**
 * The list and its export (every page) take the same filter and order. A call that names no size gets 50: the
 * category dialog's select shows up to 50 (spec part 2 §5).
 */
export const { list: ServiceTypesListQuerySchema, export: ServiceTypesExportQuerySchema } = listQueries(
  SERVICE_TYPES_LIST,
  { search: nameSearch },
  50,
);
export type ServiceTypesListQuery = v.InferOutput<typeof ServiceTypesListQuerySchema>;
export type ServiceTypesExportQuery = v.InferOutput<typeof ServiceTypesExportQuerySchema>;

/** service-types.csv, in this order. */
export const SERVICE_TYPE_CSV_COLUMNS = ['id', 'name', 'categoryCount', 'isActive', 'createdAt'] as const;

export const ServiceTypeRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  isActive: v.boolean(),
  /** How many categories use it (a service type in use cannot be deleted). */
  categoryCount: v.number(),
  createdAt: v.string(),
});
export type ServiceTypeRow = v.InferOutput<typeof ServiceTypeRowSchema>;

/**
 * The service types a category or product may be given: the active ones, and the one it already has even if it was
 * blocked since (editing an old category must still show its type).
 */
export function offeredServiceTypes<T extends { id: string; isActive: boolean }>(
  types: readonly T[],
  current: string | null,
): T[] {
  return types.filter((type) => type.isActive || type.id === current);
}

/** `data.data` + `data.total` (API brief). */
export const ServiceTypesListDataSchema = v.object({ data: v.array(ServiceTypeRowSchema), ...listTotalEntries });
export type ServiceTypesListData = v.InferOutput<typeof ServiceTypesListDataSchema>;

export const ServiceTypeBodySchema = v.object({ name: requiredText(100) });
export type ServiceTypeBody = v.InferInput<typeof ServiceTypeBodySchema>;

// Categories -----------------------------------------------------------------------------------

export const CATEGORY_LEVELS = [1, 2, 3] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

export const CATEGORY_SORT_FIELDS = CATEGORIES_LIST.sortFields;
export type CategorySortField = SortFieldOf<typeof CATEGORIES_LIST>;

/** Category tabs: page size 5 by default (5, 10, 20 in the console; the server caps at 100). */
export const CategoriesListQuerySchema = v.object({
  level: v.optional(
    v.pipe(
      v.union([v.picklist(['1', '2', '3'], 'level must be 1, 2 or 3'), v.picklist(CATEGORY_LEVELS)]),
      v.transform((l) => Number(l) as CategoryLevel),
      v.description('1 category (default), 2 sub category, 3 sub sub category'),
    ),
    '1',
  ),
  ...pagingEntries(CATEGORIES_LIST.defaultPageSize),
  search: nameSearch,
  parentId: idFilter('parentId must be a category id', 'Only the children of this category (levels 2 and 3)'),
  ...sortEntries(CATEGORY_SORT_FIELDS),
});
export type CategoriesListQuery = v.InferOutput<typeof CategoriesListQuerySchema>;

/** The export of one level: the list's query (level, search, parentId, order), every page. */
export const CategoriesExportQuerySchema = v.object({
  level: CategoriesListQuerySchema.entries.level,
  search: nameSearch,
  parentId: CategoriesListQuerySchema.entries.parentId,
  ...sortEntries(CATEGORY_SORT_FIELDS),
});
export type CategoriesExportQuery = v.InferOutput<typeof CategoriesExportQuerySchema>;

/** categories.csv per level, in this order (levels 2 and 3 name their parents). */
export const CATEGORY_CSV_COLUMNS = {
  1: ['id', 'name', 'serviceTypeName', 'description', 'isActive', 'image', 'createdAt'],
  2: ['id', 'name', 'categoryName', 'description', 'isActive', 'image', 'createdAt'],
  3: ['id', 'name', 'subCategoryName', 'categoryName', 'description', 'isActive', 'image', 'createdAt'],
} as const;

/**
 * The Filters dialog (spec part 2 §2 "Filter dialog"): one group per active category (filterName), its
 * options the active sub categories (optionName, optionImage their thumbnail when they have an image).
 */
export const FilterOptionSchema = v.object({ optionName: v.string(), optionImage: v.optional(v.string()) });
export const FilterGroupSchema = v.object({ filterName: v.string(), filterOptions: v.array(FilterOptionSchema) });
export type FilterGroup = v.InferOutput<typeof FilterGroupSchema>;
export const CatalogueFiltersDataSchema = v.object({ data: v.array(FilterGroupSchema) });
export type CatalogueFiltersData = v.InferOutput<typeof CatalogueFiltersDataSchema>;

/** A level-1 row (spec part 2 §3, Category). */
export const CategoryRowSchema = v.object({
  categoryId: UuidSchema,
  categoryName: v.string(),
  categoryImage: nullableString,
  categoryThumbnail: nullableString,
  isActive: v.boolean(),
  description: v.string(),
  serviceTypeId: v.nullable(UuidSchema),
  serviceTypeName: nullableString,
  createdAt: v.string(),
});
export type CategoryRow = v.InferOutput<typeof CategoryRowSchema>;

/** A level-2 row (spec: subCategoryId, subCategoryThumbnail, subCategoryName, categoryName) and its parent. */
export const SubCategoryRowSchema = v.object({
  subCategoryId: UuidSchema,
  subCategoryName: v.string(),
  subCategoryImage: nullableString,
  subCategoryThumbnail: nullableString,
  categoryId: UuidSchema,
  categoryName: v.string(),
  isActive: v.boolean(),
  description: v.string(),
  createdAt: v.string(),
});
export type SubCategoryRow = v.InferOutput<typeof SubCategoryRowSchema>;

/** A level-3 row (spec: thirdLevelCategoryId, …Thumbnail, …Name, subCategoryName, categoryName) and its ancestors. */
export const ThirdLevelCategoryRowSchema = v.object({
  thirdLevelCategoryId: UuidSchema,
  thirdLevelCategoryName: v.string(),
  thirdLevelCategoryImage: nullableString,
  thirdLevelCategoryThumbnail: nullableString,
  subCategoryId: UuidSchema,
  subCategoryName: v.string(),
  categoryId: UuidSchema,
  categoryName: v.string(),
  isActive: v.boolean(),
  description: v.string(),
  createdAt: v.string(),
});
export type ThirdLevelCategoryRow = v.InferOutput<typeof ThirdLevelCategoryRowSchema>;

/** A level's `count` (API brief), with `countCapped` like the products list's (decision 010). */
const countEntries = { count: listTotalEntries.total, countCapped: listTotalEntries.totalCapped };

/** Level 1: `data.categories` + `data.count`; levels 2 and 3: `data.subCategories` + `data.count`. */
export const CategoriesListDataSchema = v.union([
  v.object({ categories: v.array(CategoryRowSchema), ...countEntries }),
  v.object({ subCategories: v.array(v.union([SubCategoryRowSchema, ThirdLevelCategoryRowSchema])), ...countEntries }),
]);
export type CategoriesListData = v.InferOutput<typeof CategoriesListDataSchema>;

/**
 * A category of any level as add / edit / status / detail answer it (and the edit dialogs read): the stored
 * columns with the spec's payload names, its parent chain and service type.
 */
export const CategorySchema = v.object({
  id: UuidSchema,
  level: v.picklist(CATEGORY_LEVELS),
  name: v.string(),
  description: v.string(),
  image: nullableString,
  thumbnail: nullableString,
  isActive: v.boolean(),
  /** Level 1: its own; levels 2 and 3: their level-1 ancestor's. */
  serviceTypeId: v.nullable(UuidSchema),
  serviceTypeName: nullableString,
  parentId: v.nullable(UuidSchema),
  parentName: nullableString,
  /** The level-1 ancestor of a level-3 category (levels 1 and 2: null). */
  grandParentId: v.nullable(UuidSchema),
  grandParentName: nullableString,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Category = v.InferOutput<typeof CategorySchema>;

/**
 * The category payload (spec: name, serviceTypeId, description, image), with `level` (default 1) and, for
 * levels 2 and 3, `parentId` (a level-1 or level-2 category of the operator). `image` is an image uploaded
 * to this operator (`POST /uploads` answers its URL), or the category's current image when editing. Every
 * field is required (spec part 2 §5); the server checks which of serviceTypeId / parentId the level needs.
 */
export const CategoryBodySchema = v.object({
  level: v.optional(v.picklist(CATEGORY_LEVELS, 'validations.invalid'), 1),
  serviceTypeId: v.nullish(v.pipe(v.string('validations.required'), v.uuid('category.unknown_service_type'))),
  parentId: v.nullish(v.pipe(v.string('validations.required'), v.uuid('category.unknown_parent'))),
  name: requiredText(100),
  description: requiredText(1000),
  image: v.pipe(requiredText(500), v.startsWith('/', 'category.image_not_uploaded')),
});
export type CategoryBody = v.InferInput<typeof CategoryBodySchema>;

/** Status toggle: isActive 1 or 0 (spec part 2 §4), as a number or the string "1" / "0". */
export const CategoryStatusBodySchema = v.object({
  isActive: v.pipe(
    v.union([v.picklist([0, 1]), v.picklist(['0', '1'])], 'isActive must be 1 or 0'),
    v.transform((s) => Number(s) === 1),
  ),
});
export type CategoryStatusBody = v.InferInput<typeof CategoryStatusBodySchema>;

/** A service type's status toggle: isActive 1 or 0, as for categories. */
export const ServiceTypeStatusBodySchema = CategoryStatusBodySchema;

/** A malformed id answers 404 like an unknown one (the handler checks it). */
export const CatalogueIdParamsSchema = idParams('Id (uuid); a malformed or unknown id answers 404');

/**
 * The category dialogs' rules (spec part 2 §5): the payload's, with the level's link required — the service
 * type on level 1, the parent on levels 2 and 3 (`validations.required` under each).
 */
export function categoryFormSchema(level: CategoryLevel) {
  const link = v.pipe(v.string('validations.required'), v.nonEmpty('validations.required'));
  return level === 1
    ? v.object({ ...CategoryBodySchema.entries, serviceTypeId: link })
    : v.object({ ...CategoryBodySchema.entries, parentId: link });
}
