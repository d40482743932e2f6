import * as v from 'valibot';
import { PRODUCTS_LIST, type SortFieldOf } from '../lists';
import { idParams, rowColumns, UuidSchema, nullableString } from './common';
import { listQueries, searchEntry } from './list';

/**
 * Products (spec part 2 §2 "Product list", §3 "Product list item", §4, §7; issue 17): the operator's products
 * with their variants (names with priced options) and their images. Money travels as integer minor units of
 * the operator's currency (1234 = 12.34); buffer time in minutes.
 */

export const PRODUCT_PAGE_SIZES = [10, 20, 50] as const;
export const PRODUCT_SORT_FIELDS = PRODUCTS_LIST.sortFields;
export type ProductSortField = SortFieldOf<typeof PRODUCTS_LIST>;

/** The most variants a product has, and options a variant has (a form, not a catalogue import). */
export const MAX_VARIANTS = 10;
export const MAX_OPTIONS = 30;
export const MAX_MEDIA = 12;
/** The most a price may be, in minor units (numeric(12,2) holds 10^10 − 0.01). */
export const MAX_PRICE_MINOR = 999_999_999_999;
export const MAX_BUFFER_MINUTES = 1440;

/** The list and its export (every matching row) take the same search and order. */
export const { list: ProductsListQuerySchema, export: ProductsExportQuerySchema } = listQueries(PRODUCTS_LIST, {
  search: searchEntry('Name, case-insensitive, % and _ taken literally'),
});
export type ProductsListQuery = v.InferOutput<typeof ProductsListQuerySchema>;
export type ProductsExportQuery = v.InferOutput<typeof ProductsExportQuerySchema>;

const minor = v.pipe(v.number(), v.description('Integer minor units of the operator’s currency: 1234 = 12.34'));

/** A product list item (spec part 2 §3): id, name, displayImage, serviceTypeName, basePrice, bufferTime, isActive. */
export const ProductRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  displayImage: nullableString,
  thumbnail: nullableString,
  serviceTypeName: nullableString,
  basePrice: minor,
  bufferTime: v.number(),
  isActive: v.boolean(),
  createdAt: v.string(),
});
export type ProductRow = v.InferOutput<typeof ProductRowSchema>;

/** products.csv: the row's fields but its images (basePrice in minor units, bufferTime in minutes). */
export const PRODUCT_CSV_COLUMNS = rowColumns(ProductRowSchema, ['displayImage', 'thumbnail']);

/** `data.products` + `data.count` (API brief); exact without a search; a search counts up to 1,000 (`countCapped`). */
export const ProductsListDataSchema = v.object({
  products: v.array(ProductRowSchema),
  count: v.number(),
  countCapped: v.boolean(),
});
export type ProductsListData = v.InferOutput<typeof ProductsListDataSchema>;

export const VariantOptionSchema = v.object({ id: UuidSchema, name: v.string(), price: minor });
export type VariantOption = v.InferOutput<typeof VariantOptionSchema>;
export const VariantSchema = v.object({ id: UuidSchema, name: v.string(), options: v.array(VariantOptionSchema) });
export type Variant = v.InferOutput<typeof VariantSchema>;
export const ProductMediaSchema = v.object({
  id: UuidSchema,
  image: v.string(),
  thumbnail: v.string(),
  isDefault: v.boolean(),
});
export type ProductMedia = v.InferOutput<typeof ProductMediaSchema>;

const PathStepSchema = v.nullable(v.object({ id: UuidSchema, name: v.string() }));

/** One product as create / detail / update / variants / media answer it. */
export const ProductSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  description: v.string(),
  serviceTypeId: v.nullable(UuidSchema),
  serviceTypeName: nullableString,
  categoryId: v.nullable(UuidSchema),
  /** The category path from level 1 down to the product's category (levels it does not reach: null). */
  categoryPath: v.object({ category: PathStepSchema, subCategory: PathStepSchema, subSubCategory: PathStepSchema }),
  basePrice: minor,
  bufferTime: v.number(),
  displayImage: nullableString,
  thumbnail: nullableString,
  isActive: v.boolean(),
  variants: v.array(VariantSchema),
  media: v.array(ProductMediaSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Product = v.InferOutput<typeof ProductSchema>;

const requiredText = (max: number) =>
  v.pipe(
    v.string('validations.text'),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.maxLength(max, 'validations.maxlength'),
  );

const priceMinor = v.pipe(
  v.number('validations.number'),
  v.integer('validations.integer'),
  v.minValue(0, 'validations.min'),
  v.maxValue(MAX_PRICE_MINOR, 'validations.max'),
);

/**
 * The product payload (the form and the server share it): name, service type, category (one of the
 * operator's, any level), description, base price in integer minor units, buffer time in minutes 0..1440.
 */
export const ProductBodySchema = v.object({
  name: requiredText(200),
  serviceTypeId: v.pipe(v.string('validations.required'), v.nonEmpty('validations.required'), v.uuid('validations.id')),
  categoryId: v.pipe(v.string('validations.required'), v.nonEmpty('validations.required'), v.uuid('validations.id')),
  description: v.optional(
    v.pipe(v.string('validations.text'), v.trim(), v.maxLength(2000, 'validations.maxlength')),
    '',
  ),
  basePrice: priceMinor,
  bufferTime: v.pipe(
    v.number('validations.number'),
    v.integer('validations.integer'),
    v.minValue(0, 'validations.min'),
    v.maxValue(MAX_BUFFER_MINUTES, 'validations.max'),
  ),
});
export type ProductBody = v.InferInput<typeof ProductBodySchema>;

/** The product's variants replaced at once: names with their options, in order. */
export const ProductVariantsBodySchema = v.object({
  variants: v.pipe(
    v.array(
      v.object({
        name: requiredText(60),
        options: v.pipe(
          v.array(v.object({ name: requiredText(60), price: priceMinor }), 'validations.invalid'),
          v.minLength(1, 'validations.min_items'),
          v.maxLength(MAX_OPTIONS, 'validations.max_items'),
        ),
      }),
      'validations.invalid',
    ),
    v.maxLength(MAX_VARIANTS, 'validations.max_items'),
  ),
});
export type ProductVariantsBody = v.InferInput<typeof ProductVariantsBodySchema>;

/**
 * The product's images replaced at once, in order: references to this operator's uploads (`/uploads/…`, as
 * `POST /uploads` answers `image`). `defaultIndex` picks the default (the first when absent).
 */
export const ProductMediaBodySchema = v.object({
  images: v.pipe(
    v.array(
      v.pipe(v.string('validations.text'), v.startsWith('/uploads/', 'product.image_not_uploaded')),
      'validations.invalid',
    ),
    v.maxLength(MAX_MEDIA, 'validations.max_items'),
  ),
  defaultIndex: v.optional(
    v.pipe(v.number('validations.number'), v.integer('validations.integer'), v.minValue(0, 'validations.min')),
  ),
});
export type ProductMediaBody = v.InferInput<typeof ProductMediaBodySchema>;

/** A malformed id answers 404 like an unknown one (the handler checks it). */
export const ProductIdParamsSchema = idParams('Id (uuid); a malformed or unknown id answers 404');
/** The product whose variants or images a call replaces (named so, not `id`: the path names the sub-resource). */
export const ProductOwnerParamsSchema = v.object({
  productId: v.pipe(v.string(), v.description('Product id (uuid); a malformed or unknown id answers 404')),
});
export const VariantIdParamsSchema = v.object({
  variantId: v.pipe(v.string(), v.description('Variant id (uuid); a malformed or unknown id answers 404')),
});
export const ProductMediaIdParamsSchema = v.object({
  mediaId: v.pipe(v.string(), v.description('Image id (uuid); a malformed or unknown id answers 404')),
});

export const ProductStatusDataSchema = v.object({ id: UuidSchema, isActive: v.boolean() });

export const VariantNamesQuerySchema = v.object({
  search: v.optional(v.pipe(v.string('search must be text'), v.trim(), v.maxLength(60))),
});
export const VariantNamesDataSchema = v.object({ data: v.array(v.object({ id: UuidSchema, name: v.string() })) });
export const VariantOptionsDataSchema = v.object({ data: v.array(VariantOptionSchema) });
