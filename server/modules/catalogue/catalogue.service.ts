import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { CATEGORIES_LIST, SERVICE_TYPES_LIST } from '../../../src/shared/lists';
import { alias } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type {
  CategoriesListData,
  CategoriesListQuery,
  Category,
  CategoryBodySchema,
  CategoryLevel,
  CategoryRow,
  CategorySortField,
  ServiceTypeRow,
  ServiceTypeSortField,
  ServiceTypesListQuery,
  SubCategoryRow,
  ThirdLevelCategoryRow,
} from '../../../src/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, media, orders, products, serviceTypes } from '../../db/schema';
import { coded } from '../../../src/shared/messages';
import { conflict, fieldError, HttpError, unprocessable } from '../../lib/errors';
import {
  containsPattern,
  countAll,
  type ListTotal,
  listTotal,
  orderOf,
  pageWindow,
  type SortSpec,
  totalFields,
} from '../../lib/list';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { scoped } from '../../lib/scoped';
import { scopedCrud } from '../../lib/crud';

/**
 * The catalogue (issue 17): service types and the three category levels of one operator. Every query filters
 * on the caller's operator; another operator's ids read as unknown ones (404). Deleting is refused (409)
 * while anything still uses the row, so bookings keep their product and its category path.
 */

/** One service type or category of the operator by id: a malformed, unknown or other operator's id is their 404. */
export const serviceType = scoped(serviceTypes, 'service_type.not_found');
export const category = scopedCrud(categories, 'category.not_found');
const UPLOADS_PREFIX = '/uploads/';

// Service types --------------------------------------------------------------------------------

export const typeColumns = {
  id: serviceTypes.id,
  name: serviceTypes.name,
  isActive: serviceTypes.isActive,
  // How many categories use the type (one in use cannot be deleted): a column kept by triggers (migration 0020).
  categoryCount: serviceTypes.categoryCount,
  createdAt: serviceTypes.createdAt,
};
export type TypeRecord = { id: string; name: string; isActive: boolean; categoryCount: number; createdAt: Date };
export const toTypeRow = (r: TypeRecord): ServiceTypeRow => ({
  ...r,
  categoryCount: Number(r.categoryCount),
  createdAt: r.createdAt.toISOString(),
});

export const TYPE_SORT: SortSpec<ServiceTypeSortField> = {
  list: SERVICE_TYPES_LIST,
  fields: {
    name: sql`lower(${serviceTypes.name})`,
    createdAt: serviceTypes.createdAt,
    categoryCount: serviceTypes.categoryCount,
  },
  // By name, ties by creation time and id: the order service_types_operator_name_idx keeps.
  defaultOrder: [asc(sql`lower(${serviceTypes.name})`), asc(serviceTypes.createdAt), asc(serviceTypes.id)],
  tieBreaker: [serviceTypes.createdAt, serviceTypes.id],
};

export async function listServiceTypes(
  db: Db,
  operatorId: string,
  q: ServiceTypesListQuery,
): Promise<{ data: ServiceTypeRow[]; total: number; totalCapped?: true }> {
  const pattern = containsPattern(q.search);
  const filter = and(
    eq(serviceTypes.operatorId, operatorId),
    pattern ? sql`${serviceTypes.name} ilike ${pattern}` : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    db
      .select(typeColumns)
      .from(serviceTypes)
      .where(filter)
      .orderBy(...orderOf(TYPE_SORT, q))
      .limit(limit)
      .offset(offset),
    listTotal(db, {
      operatorId,
      list: 'service-types',
      buckets: pattern ? null : 'all',
      matching: db.select({ id: serviceTypes.id }).from(serviceTypes).where(filter).$dynamic(),
    }),
  ]);
  return { data: rows.map(toTypeRow), ...totalFields(counted) };
}

/** Names are unique per operator, case-insensitively (a select of two "Cleaning" entries helps nobody). */
async function assertTypeNameFree(db: Db, operatorId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(
      and(
        eq(serviceTypes.operatorId, operatorId),
        sql`lower(${serviceTypes.name}) = lower(${name})`,
        exceptId ? ne(serviceTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  // 409 (a conflict with another row), with the field error the dialog shows under the name.
  if (taken)
    throw new HttpError(409, coded('service_type.name_taken'), { name: fieldError('service_type.name_taken') });
}

export async function createServiceType(db: Db, operatorId: string, name: string): Promise<ServiceTypeRow> {
  await assertTypeNameFree(db, operatorId, name);
  const [created] = await db.insert(serviceTypes).values({ operatorId, name }).returning(typeColumns);
  return toTypeRow(created as TypeRecord);
}

export async function updateServiceType(db: Db, operatorId: string, id: string, name: string): Promise<ServiceTypeRow> {
  await assertTypeNameFree(db, operatorId, name, id);
  const updated = serviceType.found(
    await db
      .update(serviceTypes)
      .set({ name, updatedAt: sql`now()` })
      .where(serviceType.where(operatorId, id))
      .returning(typeColumns),
  );
  return toTypeRow(updated);
}

/** Refused while categories or products name the service type (they would lose it silently). */
export async function deleteServiceType(db: Db, operatorId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    serviceType.found(
      await tx
        .select({ id: serviceTypes.id })
        .from(serviceTypes)
        .where(serviceType.where(operatorId, id))
        .limit(1)
        .for('update'),
    );
    const [[usedByCategories], [usedByProducts]] = await Promise.all([
      tx.select({ n: countAll() }).from(categories).where(eq(categories.serviceTypeId, id)),
      tx.select({ n: countAll() }).from(products).where(eq(products.serviceTypeId, id)),
    ]);
    const inUse = { categories: Number(usedByCategories?.n ?? 0), products: Number(usedByProducts?.n ?? 0) };
    if (inUse.categories + inUse.products > 0) throw conflict('service_type.in_use', inUse);
    await tx.delete(serviceTypes).where(serviceType.where(operatorId, id));
    return { id };
  });
}

// Categories: lists ----------------------------------------------------------------------------

const parent = alias(categories, 'parent');
const grand = alias(categories, 'grand');

const iso = (d: Date) => d.toISOString();

function categoryOrder(q: CategoriesListQuery): SQL[] {
  const spec: SortSpec<CategorySortField> = {
    list: CATEGORIES_LIST,
    fields: { name: sql`lower(${categories.name})`, createdAt: categories.createdAt },
    tieBreaker: [categories.createdAt, categories.id],
  };
  return orderOf(spec, q);
}

/**
 * The search matches the row's name and, on levels 2 and 3, its ancestors' names (`ancestor_names`, kept by the
 * triggers of migration 0022), so neither the page nor its count joins the parent and grandparent of every row.
 */
function searchOf(level: CategoryLevel, raw: string | undefined): SQL | undefined {
  const pattern = containsPattern(raw);
  if (!pattern) return undefined;
  if (level === 1) return sql`${categories.name} ilike ${pattern}`;
  return sql`(${categories.name} ilike ${pattern} or ${categories.ancestorNames} ilike ${pattern})`;
}

export async function listCategories(db: Db, operatorId: string, q: CategoriesListQuery): Promise<CategoriesListData> {
  const level = q.level;
  const filter = and(
    eq(categories.operatorId, operatorId),
    eq(categories.level, level),
    q.parentId ? eq(categories.parentId, q.parentId) : undefined,
    searchOf(level, q.search),
  );
  const { limit, offset } = pageWindow(q);
  const order = categoryOrder(q);
  // A level alone is a counter; a parent or a search counts its matches up to SEARCH_COUNT_CAP, reading the level's
  // rows newest first (categories_operator_level_created_idx): the levels lie one after the other in the table, so
  // a plain scan for level 3 would first read two million rows of the other levels.
  const total = (matching: PgSelect) =>
    listTotal(db, {
      operatorId,
      list: 'categories',
      buckets: q.parentId || q.search?.trim() ? null : [String(level)],
      matching: matching.orderBy(desc(categories.createdAt)),
    });
  const countFields = ({ total, totalCapped }: ListTotal) =>
    totalCapped ? { count: total, countCapped: true as const } : { count: total };

  if (level === 1) {
    const [rows, counted] = await Promise.all([
      db
        .select({
          categoryId: categories.id,
          categoryName: categories.name,
          categoryImage: categories.image,
          categoryThumbnail: categories.thumbnail,
          isActive: categories.isActive,
          description: categories.description,
          serviceTypeId: categories.serviceTypeId,
          serviceTypeName: serviceTypes.name,
          createdAt: categories.createdAt,
        })
        .from(categories)
        .leftJoin(serviceTypes, eq(serviceTypes.id, categories.serviceTypeId))
        .where(filter)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      total(db.select({ id: categories.id }).from(categories).where(filter).$dynamic()),
    ]);
    const list: CategoryRow[] = rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    return { categories: list, ...countFields(counted) };
  }

  if (level === 2) {
    const [rows, counted] = await Promise.all([
      db
        .select({
          subCategoryId: categories.id,
          subCategoryName: categories.name,
          subCategoryImage: categories.image,
          subCategoryThumbnail: categories.thumbnail,
          categoryId: parent.id,
          categoryName: parent.name,
          isActive: categories.isActive,
          description: categories.description,
          createdAt: categories.createdAt,
        })
        .from(categories)
        .innerJoin(parent, eq(parent.id, categories.parentId))
        .where(filter)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      // Every sub category has its parent (a foreign key and a check): the count needs no join.
      total(db.select({ id: categories.id }).from(categories).where(filter).$dynamic()),
    ]);
    const list: SubCategoryRow[] = rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    return { subCategories: list, ...countFields(counted) };
  }

  const [rows, counted] = await Promise.all([
    db
      .select({
        thirdLevelCategoryId: categories.id,
        thirdLevelCategoryName: categories.name,
        thirdLevelCategoryImage: categories.image,
        thirdLevelCategoryThumbnail: categories.thumbnail,
        subCategoryId: parent.id,
        subCategoryName: parent.name,
        categoryId: grand.id,
        categoryName: grand.name,
        isActive: categories.isActive,
        description: categories.description,
        createdAt: categories.createdAt,
      })
      .from(categories)
      .innerJoin(parent, eq(parent.id, categories.parentId))
      .innerJoin(grand, eq(grand.id, parent.parentId))
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    total(db.select({ id: categories.id }).from(categories).where(filter).$dynamic()),
  ]);
  const list: ThirdLevelCategoryRow[] = rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
  return { subCategories: list, ...countFields(counted) };
}

// Categories: one ------------------------------------------------------------------------------

export async function getCategory(db: Db, operatorId: string, id: string): Promise<Category> {
  const row = category.found(
    await db
      .select({
        id: categories.id,
        level: categories.level,
        name: categories.name,
        description: categories.description,
        image: categories.image,
        thumbnail: categories.thumbnail,
        isActive: categories.isActive,
        ownTypeId: categories.serviceTypeId,
        parentId: parent.id,
        parentName: parent.name,
        parentTypeId: parent.serviceTypeId,
        grandParentId: grand.id,
        grandParentName: grand.name,
        grandTypeId: grand.serviceTypeId,
        createdAt: categories.createdAt,
        updatedAt: categories.updatedAt,
      })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .leftJoin(grand, eq(grand.id, parent.parentId))
      .where(category.where(operatorId, id))
      .limit(1),
  );
  const serviceTypeId = row.ownTypeId ?? row.parentTypeId ?? row.grandTypeId ?? null;
  let serviceTypeName: string | null = null;
  if (serviceTypeId) {
    const [type] = await db
      .select({ name: serviceTypes.name })
      .from(serviceTypes)
      .where(eq(serviceTypes.id, serviceTypeId))
      .limit(1);
    serviceTypeName = type?.name ?? null;
  }
  const { ownTypeId: _own, parentTypeId: _parent, grandTypeId: _grand, ...rest } = row;
  return {
    ...rest,
    level: row.level as CategoryLevel,
    serviceTypeId,
    serviceTypeName,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

type CategoryInput = v.InferOutput<typeof CategoryBodySchema>;

/**
 * The body as columns, judged against the operator's rows: level 1 needs one of its service types, levels 2
 * and 3 a parent of the level above; the image must be an upload of this operator (or, on edit, the image
 * the category already has). Names are unique among siblings, case-insensitively.
 */
async function valuesOf(db: Db, operatorId: string, level: CategoryLevel, body: CategoryInput, current?: Category) {
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  let serviceTypeId: string | null = null;
  let parentId: string | null = null;
  if (level === 1) {
    if (!body.serviceTypeId) errors.serviceTypeId = fieldError('validations.required');
    else {
      const [type] = await db
        .select({ id: serviceTypes.id })
        .from(serviceTypes)
        .where(and(eq(serviceTypes.id, body.serviceTypeId), eq(serviceTypes.operatorId, operatorId)))
        .limit(1);
      if (type) serviceTypeId = type.id;
      else errors.serviceTypeId = fieldError('category.unknown_service_type');
    }
  } else if (!body.parentId) errors.parentId = fieldError('validations.required');
  else {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.id, body.parentId), eq(categories.operatorId, operatorId), eq(categories.level, level - 1)),
      )
      .limit(1);
    if (found) parentId = found.id;
    else errors.parentId = fieldError('category.unknown_parent', { level: level - 1 });
  }

  if (body.image !== current?.image) {
    const name = body.image.startsWith(UPLOADS_PREFIX) ? body.image.slice(UPLOADS_PREFIX.length) : '';
    const [owned] = name
      ? await db
          .select({ id: media.id })
          .from(media)
          .where(and(eq(media.operatorId, operatorId), eq(media.storagePath, name)))
          .limit(1)
      : [];
    if (!owned) errors.image = fieldError('category.image_not_uploaded');
  }

  if (!errors.serviceTypeId && !errors.parentId) {
    const [taken] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.operatorId, operatorId),
          eq(categories.level, level),
          parentId ? eq(categories.parentId, parentId) : undefined,
          sql`lower(${categories.name}) = lower(${body.name})`,
          current ? ne(categories.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) errors.name = fieldError('category.name_taken');
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return {
    level,
    serviceTypeId,
    parentId,
    name: body.name,
    description: body.description,
    image: body.image,
    thumbnail: body.image,
  };
}

export async function createCategory(db: Db, operatorId: string, body: CategoryInput): Promise<Category> {
  const level = body.level as CategoryLevel;
  const values = await valuesOf(db, operatorId, level, body);
  return getCategory(db, operatorId, await category.create(db, operatorId, values));
}

export async function updateCategory(db: Db, operatorId: string, id: string, body: CategoryInput): Promise<Category> {
  const current = await getCategory(db, operatorId, id);
  // The level is the row's: a sub category does not become a category (its children would lose their place).
  if (body.level !== undefined && body.level !== current.level && body.level !== 1) {
    throw unprocessable({ level: fieldError('category.level_fixed') });
  }
  const values = await valuesOf(db, operatorId, current.level, body, current);
  return getCategory(db, operatorId, await category.update(db, operatorId, id, values));
}

export async function setCategoryStatus(db: Db, operatorId: string, id: string, isActive: boolean): Promise<Category> {
  return getCategory(db, operatorId, await category.update(db, operatorId, id, { isActive }));
}

/**
 * Refused (409 category.in_use, with the counts) while sub categories, products or bookings (of its
 * products) use the category: the schema would cascade to the children and unlink the products, and the
 * bookings would lose their category path.
 */
export async function deleteCategory(db: Db, operatorId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    category.found(
      await tx
        .select({ id: categories.id })
        .from(categories)
        .where(category.where(operatorId, id))
        .limit(1)
        .for('update'),
    );
    const productIds = tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id));
    const [[children], [productCount], [bookingCount]] = await Promise.all([
      tx.select({ n: countAll() }).from(categories).where(eq(categories.parentId, id)),
      tx.select({ n: countAll() }).from(products).where(eq(products.categoryId, id)),
      tx.select({ n: countAll() }).from(orders).where(inArray(orders.productId, productIds)),
    ]);
    const inUse = {
      subCategories: Number(children?.n ?? 0),
      products: Number(productCount?.n ?? 0),
      bookings: Number(bookingCount?.n ?? 0),
    };
    if (inUse.subCategories + inUse.products + inUse.bookings > 0) throw conflict('category.in_use', inUse);
    await tx.delete(categories).where(category.where(operatorId, id));
    return { id };
  });
}
