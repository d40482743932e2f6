import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { PRODUCTS_LIST } from '../../../src/shared/lists';
import { alias } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import {
  PRODUCT_CSV_COLUMNS,
  type Product,
  type ProductBodySchema,
  type ProductMediaBodySchema,
  type ProductRow,
  type ProductSortField,
  type ProductsExportQuery,
  type ProductsListData,
  type ProductsListQuery,
  type ProductVariantsBodySchema,
  type VariantOption,
} from '../../../src/shared/schemas/products';
import type { Db } from '../../db/client';
import {
  categories,
  media,
  orders,
  productMedia,
  products,
  productVariantOptions,
  productVariants,
  serviceTypes,
} from '../../db/schema';
import { type CsvExport, csvColumns, EXPORT_BATCH, streamCsv } from '../../lib/csv-export';
import { conflict, fieldError, notFound, unprocessable } from '../../lib/errors';
import { containsPattern, listTotal, orderOf, pageWindow, type SortSpec } from '../../lib/list';
import { scopedCrud } from '../../lib/crud';
import type { IdScope } from '../../lib/scoped';
import { THUMBNAIL_SUFFIX } from '../uploads/uploads.routes';

/**
 * Products (issue 17) of one operator, with their variants (names with priced options) and images. Every
 * query filters on the caller's operator; another operator's ids read as unknown ones (404). The stored
 * base price is numeric(12,2) (bookings, reports and the seed read it so); the API speaks integer minor
 * units, converted in SQL (`round(x * 100)`) and back as exact decimals — never through a float sum.
 */

/** One product of the operator by id: a malformed, unknown or other operator's id is `product.not_found`. */
export const product = scopedCrud(products, 'product.not_found');
/** A variant or an image of one of the operator's products, by id (the routes answer a malformed id). */
export const variantScope: IdScope = { notFound: 'product.variant_not_found' };
export const mediaScope: IdScope = { notFound: 'product.media_not_found' };
const UPLOADS_PREFIX = '/uploads/';

/** numeric(12,2) → integer minor units, in SQL. */
const minorOf = (expression: SQL | typeof products.basePrice) => sql<number>`(round(${expression} * 100))::bigint`;
/** Integer minor units → the numeric column's decimal text (1234 → "12.34"), exactly. */
export function minorToNumeric(minor: number): SQL {
  return sql`(${String(Math.trunc(minor))}::bigint / 100.0)::numeric(12,2)`;
}

const iso = (d: Date) => d.toISOString();

// List -----------------------------------------------------------------------------------------

const SORT: SortSpec<ProductSortField> = {
  list: PRODUCTS_LIST,
  fields: {
    name: sql`lower(${products.name})`,
    basePrice: products.basePrice,
    bufferTime: products.bufferTime,
    createdAt: products.createdAt,
  },
  tieBreaker: [products.createdAt, products.id],
};

/** The products of the operator whose name contains `search` (the list's and the export's filter). */
const productFilter = (operatorId: string, search: string | undefined) => {
  const pattern = containsPattern(search);
  return and(eq(products.operatorId, operatorId), pattern ? sql`${products.name} ilike ${pattern}` : undefined);
};

/** A window of the list's rows in the list's order (a total order: it ends with creation time and id). */
async function productRows(
  db: Db,
  filter: SQL | undefined,
  q: Pick<ProductsListQuery, 'sortBy' | 'sortDir'>,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      displayImage: products.displayImage,
      thumbnail: products.thumbnail,
      serviceTypeName: serviceTypes.name,
      basePrice: minorOf(products.basePrice),
      bufferTime: products.bufferTime,
      isActive: products.isActive,
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(serviceTypes, eq(serviceTypes.id, products.serviceTypeId))
    .where(filter)
    .orderBy(...orderOf(SORT, q))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, basePrice: Number(r.basePrice), createdAt: iso(r.createdAt) }));
}

export async function listProducts(db: Db, operatorId: string, q: ProductsListQuery): Promise<ProductsListData> {
  const filter = productFilter(operatorId, q.search);
  const { limit, offset } = pageWindow(q);
  const [list, counted] = await Promise.all([
    productRows(db, filter, q, limit, offset),
    listTotal(db, {
      operatorId,
      list: 'products',
      buckets: q.search?.trim() ? null : 'all',
      matching: db.select({ id: products.id }).from(products).where(filter).$dynamic(),
    }),
  ]);
  return { products: list, count: counted.total, countCapped: counted.totalCapped };
}

// Export ---------------------------------------------------------------------------------------

const PRODUCT_CSV = csvColumns<ProductRow>(PRODUCT_CSV_COLUMNS);

/**
 * products.csv: every product matching the list's search, in the list's order, read EXPORT_BATCH rows at a
 * time; X-Total-Count is the exact number of rows (the list's count stops at 10,000).
 */
export async function exportProducts(db: Db, operatorId: string, q: ProductsExportQuery): Promise<CsvExport> {
  const filter = productFilter(operatorId, q.search);
  const page = (pageNumber: number) => productRows(db, filter, q, EXPORT_BATCH, (pageNumber - 1) * EXPORT_BATCH);
  const [first, [counted]] = await Promise.all([
    page(1),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(filter),
  ]);
  return streamCsv(PRODUCT_CSV, Number(counted?.total ?? 0), first, page);
}

// One ------------------------------------------------------------------------------------------

const parent = alias(categories, 'parent');
const grand = alias(categories, 'grand');

/** What a product's form reads: the product, its service type and its category's path (up to two ancestors). */
const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  serviceTypeId: products.serviceTypeId,
  serviceTypeName: serviceTypes.name,
  categoryId: products.categoryId,
  catLevel: categories.level,
  catName: categories.name,
  parentId: parent.id,
  parentName: parent.name,
  grandId: grand.id,
  grandName: grand.name,
  basePrice: minorOf(products.basePrice),
  bufferTime: products.bufferTime,
  displayImage: products.displayImage,
  thumbnail: products.thumbnail,
  isActive: products.isActive,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export async function getProduct(db: Db, operatorId: string, id: string): Promise<Product> {
  const row = product.found(
    await db
      .select(productColumns)
      .from(products)
      .leftJoin(serviceTypes, eq(serviceTypes.id, products.serviceTypeId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .leftJoin(grand, eq(grand.id, parent.parentId))
      .where(product.where(operatorId, id))
      .limit(1),
  );

  const [variantRows, optionRows, mediaRows] = await Promise.all([
    db
      .select({ id: productVariants.id, name: productVariants.name })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({
        id: productVariantOptions.id,
        variantId: productVariantOptions.variantId,
        name: productVariantOptions.name,
        price: productVariantOptions.price,
      })
      .from(productVariantOptions)
      .innerJoin(productVariants, eq(productVariants.id, productVariantOptions.variantId))
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariantOptions.position), asc(productVariantOptions.id)),
    db
      .select({
        id: productMedia.id,
        image: productMedia.image,
        thumbnail: productMedia.thumbnail,
        isDefault: productMedia.isDefault,
      })
      .from(productMedia)
      .where(eq(productMedia.productId, id))
      .orderBy(asc(productMedia.position), asc(productMedia.id)),
  ]);

  // The category path from level 1 down: the product's category is the deepest step it reaches.
  const own = row.categoryId && row.catName ? { id: row.categoryId, name: row.catName } : null;
  const up1 = row.parentId && row.parentName ? { id: row.parentId, name: row.parentName } : null;
  const up2 = row.grandId && row.grandName ? { id: row.grandId, name: row.grandName } : null;
  const categoryPath =
    row.catLevel === 3
      ? { category: up2, subCategory: up1, subSubCategory: own }
      : row.catLevel === 2
        ? { category: up1, subCategory: own, subSubCategory: null }
        : { category: own, subCategory: null, subSubCategory: null };

  return {
    id: row.id,
    name: row.name,
    description: row.description,
    serviceTypeId: row.serviceTypeId,
    serviceTypeName: row.serviceTypeName,
    categoryId: row.categoryId,
    categoryPath,
    basePrice: Number(row.basePrice),
    bufferTime: row.bufferTime,
    displayImage: row.displayImage,
    thumbnail: row.thumbnail,
    isActive: row.isActive,
    variants: variantRows.map((variant) => ({
      ...variant,
      options: optionRows
        .filter((o) => o.variantId === variant.id)
        .map((o) => ({ id: o.id, name: o.name, price: Number(o.price) })),
    })),
    media: mediaRows,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

// Create / update ------------------------------------------------------------------------------

type ProductInput = v.InferOutput<typeof ProductBodySchema>;

/**
 * The body as columns, judged against the operator's rows: the service type and the category (any level)
 * must be this operator's, and the category must sit under that service type (its level-1 ancestor's).
 */
async function valuesOf(db: Db, operatorId: string, body: ProductInput) {
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  const [[type], [category]] = await Promise.all([
    db
      .select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(and(eq(serviceTypes.id, body.serviceTypeId), eq(serviceTypes.operatorId, operatorId)))
      .limit(1),
    db
      .select({
        id: categories.id,
        typeId: sql<
          string | null
        >`coalesce(${categories.serviceTypeId}, ${parent.serviceTypeId}, ${grand.serviceTypeId})`,
      })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .leftJoin(grand, eq(grand.id, parent.parentId))
      .where(and(eq(categories.id, body.categoryId), eq(categories.operatorId, operatorId)))
      .limit(1),
  ]);
  if (!type) errors.serviceTypeId = fieldError('product.unknown_service_type');
  if (!category) errors.categoryId = fieldError('product.unknown_category');
  else if (type && category.typeId && category.typeId !== type.id) {
    errors.categoryId = fieldError('product.category_other_type');
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return {
    name: body.name,
    serviceTypeId: body.serviceTypeId,
    categoryId: body.categoryId,
    description: body.description,
    basePrice: minorToNumeric(body.basePrice),
    bufferTime: body.bufferTime,
  };
}

export async function createProduct(db: Db, operatorId: string, body: ProductInput): Promise<Product> {
  return getProduct(db, operatorId, await product.create(db, operatorId, await valuesOf(db, operatorId, body)));
}

export async function updateProduct(db: Db, operatorId: string, id: string, body: ProductInput): Promise<Product> {
  return getProduct(db, operatorId, await product.update(db, operatorId, id, await valuesOf(db, operatorId, body)));
}

/** Flips the active flag in one statement (two quick clicks give two flips, never a lost one). */
export async function toggleProductStatus(db: Db, operatorId: string, id: string) {
  const row = product.found(
    await db
      .update(products)
      .set({ isActive: sql`not ${products.isActive}`, updatedAt: sql`now()` })
      .where(product.where(operatorId, id))
      .returning({ id: products.id, isActive: products.isActive }),
  );
  return row;
}

/**
 * Refused (409 product.in_use, with the count) while bookings name the product: the schema would unlink
 * them (`set null`) and the booking history would lose its product. Variants and images go with it.
 */
export async function deleteProduct(db: Db, operatorId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    product.found(
      await tx.select({ id: products.id }).from(products).where(product.where(operatorId, id)).limit(1).for('update'),
    );
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.productId, id), eq(orders.operatorId, operatorId)));
    const bookings = Number(used?.n ?? 0);
    if (bookings > 0) throw conflict('product.in_use', { bookings });
    await tx.delete(products).where(product.where(operatorId, id));
    return { id };
  });
}

// Variants -------------------------------------------------------------------------------------

/** The operator's distinct variant names, each with its latest variant (whose options a form can copy). */
export async function variantNames(db: Db, operatorId: string, search: string | undefined) {
  const pattern = containsPattern(search);
  const rows = await db
    .selectDistinctOn([sql`lower(${productVariants.name})`], {
      id: productVariants.id,
      name: productVariants.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(products.operatorId, operatorId), pattern ? sql`${productVariants.name} ilike ${pattern}` : undefined),
    )
    .orderBy(sql`lower(${productVariants.name})`, desc(products.updatedAt), desc(productVariants.id))
    .limit(50);
  return { data: rows };
}

export async function variantOptions(
  db: Db,
  operatorId: string,
  variantId: string,
): Promise<{ data: VariantOption[] }> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.operatorId, operatorId)))
    .limit(1);
  if (!variant) throw notFound('product.variant_not_found');
  const rows = await db
    .select({ id: productVariantOptions.id, name: productVariantOptions.name, price: productVariantOptions.price })
    .from(productVariantOptions)
    .where(eq(productVariantOptions.variantId, variantId))
    .orderBy(asc(productVariantOptions.position), asc(productVariantOptions.id));
  return { data: rows.map((r) => ({ ...r, price: Number(r.price) })) };
}

type VariantsInput = v.InferOutput<typeof ProductVariantsBodySchema>;

/** Replaces the product's variants and options in one transaction (names unique, case-insensitively). */
export async function replaceVariants(db: Db, operatorId: string, id: string, body: VariantsInput): Promise<Product> {
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  const seen = new Set<string>();
  body.variants.forEach((variant, i) => {
    const key = variant.name.toLowerCase();
    if (seen.has(key)) errors[`variants.${i}.name`] = fieldError('product.variant_name_repeated');
    seen.add(key);
    const optionNames = new Set<string>();
    variant.options.forEach((option, j) => {
      const k = option.name.toLowerCase();
      if (optionNames.has(k)) errors[`variants.${i}.options.${j}.name`] = fieldError('product.option_name_repeated');
      optionNames.add(k);
    });
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  await db.transaction(async (tx) => {
    product.found(
      await tx.select({ id: products.id }).from(products).where(product.where(operatorId, id)).for('update'),
    );
    await tx.delete(productVariants).where(eq(productVariants.productId, id));
    for (const [position, variant] of body.variants.entries()) {
      const [created] = await tx
        .insert(productVariants)
        .values({ productId: id, name: variant.name, position })
        .returning({ id: productVariants.id });
      await tx.insert(productVariantOptions).values(
        variant.options.map((option, j) => ({
          variantId: (created as { id: string }).id,
          name: option.name,
          price: option.price,
          position: j,
        })),
      );
    }
    await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, id));
  });
  return getProduct(db, operatorId, id);
}

// Media ----------------------------------------------------------------------------------------

type MediaInput = v.InferOutput<typeof ProductMediaBodySchema>;

/** `/uploads/<id>.<ext>` → its thumbnail `/uploads/<id>-thumb.webp` (the upload call writes both). */
const thumbnailOf = (storagePath: string) =>
  `${UPLOADS_PREFIX}${storagePath.replace(/\.[a-z0-9]+$/i, '')}${THUMBNAIL_SUFFIX}.webp`;

/**
 * Replaces the product's ordered images with uploads of this operator; exactly one default (the chosen
 * index, else the first); the product's displayImage / thumbnail follow it (null when no images remain).
 */
export async function replaceMedia(db: Db, operatorId: string, id: string, body: MediaInput): Promise<Product> {
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  const names = body.images.map((image) => image.slice(UPLOADS_PREFIX.length));
  const owned =
    names.length > 0
      ? await db
          .select({ storagePath: media.storagePath })
          .from(media)
          .where(and(eq(media.operatorId, operatorId), inArray(media.storagePath, names)))
      : [];
  const ownedSet = new Set(owned.map((r) => r.storagePath));
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (!ownedSet.has(name)) errors[`images.${i}`] = fieldError('product.image_not_uploaded');
    else if (seen.has(name)) errors[`images.${i}`] = fieldError('product.image_repeated');
    seen.add(name);
  });
  const defaultIndex = body.defaultIndex ?? 0;
  if (body.defaultIndex !== undefined && defaultIndex >= Math.max(names.length, 1)) {
    errors.defaultIndex = fieldError('product.default_out_of_range', { count: names.length });
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  await db.transaction(async (tx) => {
    product.found(
      await tx.select({ id: products.id }).from(products).where(product.where(operatorId, id)).for('update'),
    );
    await tx.delete(productMedia).where(eq(productMedia.productId, id));
    const rows = names.map((name, position) => ({
      productId: id,
      image: `${UPLOADS_PREFIX}${name}`,
      thumbnail: thumbnailOf(name),
      position,
      isDefault: position === defaultIndex,
    }));
    if (rows.length > 0) await tx.insert(productMedia).values(rows);
    const chosen = rows[defaultIndex];
    await tx
      .update(products)
      .set({ displayImage: chosen?.image ?? null, thumbnail: chosen?.thumbnail ?? null, updatedAt: sql`now()` })
      .where(eq(products.id, id));
  });
  return getProduct(db, operatorId, id);
}

/** Makes one image its product's default; the product's displayImage and thumbnail follow. */
export async function chooseDefaultMedia(db: Db, operatorId: string, mediaId: string): Promise<Product> {
  const productId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ productId: productMedia.productId, image: productMedia.image, thumbnail: productMedia.thumbnail })
      .from(productMedia)
      .innerJoin(products, eq(products.id, productMedia.productId))
      .where(and(eq(productMedia.id, mediaId), eq(products.operatorId, operatorId)))
      .limit(1);
    if (!row) throw notFound('product.media_not_found');
    await tx.select({ id: products.id }).from(products).where(eq(products.id, row.productId)).for('update');
    // Clear the old default first: the partial unique index allows one default per product.
    await tx
      .update(productMedia)
      .set({ isDefault: false })
      .where(and(eq(productMedia.productId, row.productId), ne(productMedia.id, mediaId)));
    await tx.update(productMedia).set({ isDefault: true }).where(eq(productMedia.id, mediaId));
    await tx
      .update(products)
      .set({ displayImage: row.image, thumbnail: row.thumbnail, updatedAt: sql`now()` })
      .where(eq(products.id, row.productId));
    return row.productId;
  });
  return getProduct(db, operatorId, productId);
}
