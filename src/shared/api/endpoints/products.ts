import { csvExport, type Endpoint, oneOf } from '../endpoint';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_SORT_FIELDS,
  ProductBodySchema,
  ProductIdParamsSchema,
  ProductOwnerParamsSchema,
  VariantIdParamsSchema,
  ProductMediaBodySchema,
  ProductMediaIdParamsSchema,
  ProductSchema,
  ProductStatusDataSchema,
  ProductsExportQuerySchema,
  ProductsListDataSchema,
  ProductsListQuerySchema,
  ProductVariantsBodySchema,
  VariantNamesDataSchema,
  VariantNamesQuerySchema,
  VariantOptionsDataSchema,
} from '../../schemas/products';
import { DeletedSchema } from '../../schemas/common';

const NOT_FOUND = 'No such product (also for another operator’s product)';
const base = { tag: 'products', auth: 'user', module: 'services' } as const;
const oneProduct = oneOf(base, ProductIdParamsSchema, NOT_FOUND);
/** The product's variants and images, by the product's id in the path. */
const productOf = oneOf(base, ProductOwnerParamsSchema, NOT_FOUND);

/**
 * Products (issue 17; module `services`, the menu's Products item): list, status, delete, create / detail /
 * update, variants and images. Another operator's ids answer 404 like unknown ones. Money in integer minor
 * units. Paths and list shape as the API brief.
 */
export const productEndpoints = {
  productsList: {
    method: 'GET',
    path: '/products',
    summary: `Products, newest first, or sorted by sortBy (${PRODUCT_SORT_FIELDS.join(', ')}): data.products (id, name, displayImage, thumbnail, serviceTypeName, basePrice in minor units, bufferTime in minutes, isActive) + data.count (exact without a search; with one counted up to 1,000: countCapped). search matches the name`,
    ...base,
    query: ProductsListQuerySchema,
    data: ProductsListDataSchema,
    list: { rows: 'products', total: 'count', capped: 'countCapped' },
  },
  productsExport: csvExport(
    base,
    '/products/export',
    ProductsExportQuerySchema,
    `Every product matching the list's search, in the list's order, as products.csv (columns ${PRODUCT_CSV_COLUMNS.join(', ')}; basePrice in minor units, bufferTime in minutes), streamed; formula cells are escaped with a leading apostrophe`,
  ),
  productStatus: {
    method: 'PUT',
    path: '/product/changeStatus/{id}',
    summary: 'Flip the product’s active flag (no body); the message says which way',
    ...oneProduct,
    data: ProductStatusDataSchema,
  },
  productDelete: {
    method: 'DELETE',
    path: '/product/delete/{id}',
    summary:
      'Delete a product with its variants and images; refused (409 product.in_use, param bookings) while bookings use it (deactivate it instead)',
    ...base,
    params: ProductIdParamsSchema,
    data: DeletedSchema,
    errors: { 404: NOT_FOUND, 409: 'Bookings use the product' },
  },
  productCreate: {
    method: 'POST',
    path: '/product',
    summary:
      'Add a product: name, serviceTypeId and categoryId (this operator’s; the category of any level), description, basePrice (integer minor units ≥ 0), bufferTime (minutes 0..1440)',
    ...base,
    body: ProductBodySchema,
    data: ProductSchema,
  },
  productVariantNames: {
    method: 'GET',
    path: '/product/variant-names',
    summary:
      'The operator’s distinct variant names (for a typeahead), each with the id of its latest variant (variant-options/{id} reads its options); search matches the name',
    ...base,
    query: VariantNamesQuerySchema,
    data: VariantNamesDataSchema,
  },
  productVariantOptions: {
    method: 'GET',
    path: '/product/variant-options/{variantId}',
    summary: 'The options of one variant, in order, with their prices in minor units',
    ...base,
    params: VariantIdParamsSchema,
    data: VariantOptionsDataSchema,
    errors: { 404: 'No such variant (also for another operator’s variant)' },
  },
  productDetail: {
    method: 'GET',
    path: '/product/{id}',
    summary: 'One product with its category path (three levels), variants with priced options and images',
    ...oneProduct,
    data: ProductSchema,
  },
  productUpdate: {
    method: 'PUT',
    path: '/product/{id}',
    summary: 'Edit a product: the same body as add',
    ...oneProduct,
    body: ProductBodySchema,
    data: ProductSchema,
  },
  productVariantsUpdate: {
    method: 'PUT',
    path: '/product/variants/{productId}',
    summary:
      'Replace the product’s variants and their options (prices in minor units) in one transaction; an empty list removes them all',
    ...productOf,
    body: ProductVariantsBodySchema,
    data: ProductSchema,
  },
  productMediaUpdate: {
    method: 'PUT',
    path: '/product/media/{productId}',
    summary:
      'Replace the product’s ordered images with images uploaded to this operator (POST /uploads); exactly one default (defaultIndex, else the first); the product’s displayImage and thumbnail follow it',
    ...productOf,
    body: ProductMediaBodySchema,
    data: ProductSchema,
  },
  productMediaDefault: {
    method: 'PATCH',
    path: '/product/media/{mediaId}/default',
    summary: 'Make one of a product’s images its default (displayImage and thumbnail follow it)',
    ...base,
    params: ProductMediaIdParamsSchema,
    data: ProductSchema,
    errors: { 404: 'No such product image (also for another operator’s)' },
  },
} as const satisfies Record<string, Endpoint>;
