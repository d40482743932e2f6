import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import {
  CATEGORY_CSV_COLUMNS,
  CATEGORY_SORT_FIELDS,
  CatalogueFiltersDataSchema,
  CategoriesExportQuerySchema,
  CatalogueIdParamsSchema,
  CategoriesListDataSchema,
  CategoriesListQuerySchema,
  CategoryBodySchema,
  CategorySchema,
  CategoryStatusBodySchema,
  SERVICE_TYPE_CSV_COLUMNS,
  SERVICE_TYPE_SORT_FIELDS,
  ServiceTypeBodySchema,
  ServiceTypeRowSchema,
  ServiceTypeStatusBodySchema,
  ServiceTypesExportQuerySchema,
  ServiceTypesListDataSchema,
  ServiceTypesListQuerySchema,
} from '../../schemas/catalogue';
import { DeletedSchema } from '../../schemas/common';

const NAME_TAKEN =
  'Another service type of the operator has this name, in any case (service_type.name_taken, on the name field)';

const NOT_FOUND_CATEGORY = 'No such category (also for another operator’s category)';
const NOT_FOUND_TYPE = 'No such service type (also for another operator’s service type)';

/**
 * The catalogue (issue 17): service types (module `services_types`) and the three category levels (module
 * `catalogues`). Another operator's ids answer 404, like unknown ones. Paths and list shapes as the API brief.
 */
export const catalogueEndpoints = {
  serviceTypesList: {
    method: 'GET',
    path: '/service-types',
    summary: `Service types, by name, or sorted by sortBy (${SERVICE_TYPE_SORT_FIELDS.join(', ')}): data.data (id, name, isActive, categoryCount, createdAt) + data.total; 50 a page by default. Open to services_types, and to catalogues and services, whose dialogs choose a service type`,
    tag: 'catalogue',
    auth: 'user',
    module: ['services_types', 'catalogues', 'services'],
    query: ServiceTypesListQuerySchema,
    data: ServiceTypesListDataSchema,
    list: { rows: 'data', total: 'total', capped: 'totalCapped' },
  },
  serviceTypeCreate: {
    method: 'POST',
    path: '/service-types',
    summary: 'Add a service type (name unique per operator, case-insensitive)',
    tag: 'catalogue',
    auth: 'user',
    module: 'services_types',
    body: ServiceTypeBodySchema,
    data: ServiceTypeRowSchema,
    errors: { 409: NAME_TAKEN, 422: 'Invalid name' },
  },
  serviceTypesExport: {
    method: 'GET',
    path: '/service-types/export',
    summary: `Every service type matching the list's search, in the list's order, as service-types.csv (columns ${SERVICE_TYPE_CSV_COLUMNS.join(', ')}), streamed; formula cells are escaped with a leading apostrophe`,
    tag: 'catalogue',
    auth: 'user',
    module: 'services_types',
    query: ServiceTypesExportQuerySchema,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
  },
  serviceTypeStatus: {
    method: 'PUT',
    path: '/service-types/status/{id}',
    summary: 'Activate (isActive 1) or block (isActive 0) a service type',
    tag: 'catalogue',
    auth: 'user',
    module: 'services_types',
    params: CatalogueIdParamsSchema,
    body: ServiceTypeStatusBodySchema,
    data: ServiceTypeRowSchema,
    errors: { 404: NOT_FOUND_TYPE },
  },
  serviceTypeUpdate: {
    method: 'PUT',
    path: '/service-types/{id}',
    summary: 'Rename a service type',
    tag: 'catalogue',
    auth: 'user',
    module: 'services_types',
    params: CatalogueIdParamsSchema,
    body: ServiceTypeBodySchema,
    data: ServiceTypeRowSchema,
    errors: { 404: NOT_FOUND_TYPE, 409: NAME_TAKEN, 422: 'Invalid name' },
  },
  serviceTypeDelete: {
    method: 'DELETE',
    path: '/service-types/{id}',
    summary: 'Delete a service type; refused (409 service_type.in_use) while categories or products use it',
    tag: 'catalogue',
    auth: 'user',
    module: 'services_types',
    params: CatalogueIdParamsSchema,
    data: DeletedSchema,
    errors: { 404: NOT_FOUND_TYPE, 409: 'Categories or products use the service type' },
  },
  categoriesList: {
    method: 'GET',
    path: '/categories',
    summary: `One category level, newest first, or sorted by sortBy (${CATEGORY_SORT_FIELDS.join(', ')}): level 1 as data.categories, levels 2 and 3 as data.subCategories (with their ancestors' names), each with data.count. search matches the name; parentId keeps one parent's children`,
    tag: 'catalogue',
    auth: 'user',
    // Read by the product form's category selects too: a sub-admin with only `services` may list, not change.
    module: ['catalogues', 'services'],
    query: CategoriesListQuerySchema,
    data: CategoriesListDataSchema,
    list: { rows: ['categories', 'subCategories'], total: 'count', capped: 'countCapped' },
  },
  categoriesExport: {
    method: 'GET',
    path: '/categories/export',
    summary: `Every category of one level matching the list's query (level, search, parentId, sortBy), in the list's order, as categories.csv, streamed; columns by level: ${Object.entries(
      CATEGORY_CSV_COLUMNS,
    )
      .map(([level, columns]) => `${level}: ${columns.join(', ')}`)
      .join('; ')}. Formula cells are escaped with a leading apostrophe`,
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    query: CategoriesExportQuerySchema,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
  },
  catalogueFilters: {
    method: 'GET',
    path: '/catalogue/filters',
    summary:
      'The Filters dialog: data.data, one group per active category (filterName, by name) with its active sub categories as filterOptions (optionName, optionImage: the thumbnail when there is an image); categories without an active sub category are left out',
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    data: CatalogueFiltersDataSchema,
  },
  categoryCreate: {
    method: 'POST',
    path: '/categories',
    summary:
      'Add a category (level 1, with serviceTypeId), sub category (level 2, parentId a category) or sub sub category (level 3, parentId a sub category); image is an image uploaded to this operator',
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    body: CategoryBodySchema,
    data: CategorySchema,
  },
  categoryDetail: {
    method: 'GET',
    path: '/category/{id}',
    summary: 'One category of any level, with its service type and parents',
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    params: CatalogueIdParamsSchema,
    data: CategorySchema,
    errors: { 404: NOT_FOUND_CATEGORY },
  },
  categoryUpdate: {
    method: 'PUT',
    path: '/category/{id}',
    summary:
      'Edit a category: the same body as add; its level stays (a level sent must match), a sub category may move to another parent of the level above',
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    params: CatalogueIdParamsSchema,
    body: CategoryBodySchema,
    data: CategorySchema,
    errors: { 404: NOT_FOUND_CATEGORY },
  },
  categoryStatus: {
    method: 'PUT',
    path: '/category/status/{id}',
    summary: 'Activate (isActive 1) or block (isActive 0) a category of any level',
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    params: CatalogueIdParamsSchema,
    body: CategoryStatusBodySchema,
    data: CategorySchema,
    errors: { 404: NOT_FOUND_CATEGORY },
  },
  categoryDelete: {
    method: 'DELETE',
    path: '/category/{id}',
    summary:
      'Delete a category of any level; refused (409 category.in_use, params subCategories, products, bookings) while sub categories, products or bookings use it',
    tag: 'catalogue',
    auth: 'user',
    module: 'catalogues',
    params: CatalogueIdParamsSchema,
    data: DeletedSchema,
    errors: { 404: NOT_FOUND_CATEGORY, 409: 'Sub categories, products or bookings use the category' },
  },
} as const satisfies Record<string, Endpoint>;
