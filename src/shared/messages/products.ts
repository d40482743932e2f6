import type { MessageTable } from './table';

export const PRODUCT_MESSAGES = {
  'product.not_found': { text: 'Product not found' },
  'product.variant_not_found': { text: 'Variant not found' },
  'product.media_not_found': { text: 'Product image not found' },
  'product.unknown_service_type': { text: 'Choose one of your service types' },
  'product.unknown_category': { text: 'Choose one of your categories' },
  'product.category_other_type': { text: 'This category belongs to another service type' },
  'product.image_not_uploaded': { text: 'Upload the image first' },
  'product.default_out_of_range': {
    text: 'The default must be one of the {count} images',
    params: { count: 'number' },
  },
  'product.variant_name_repeated': { text: 'Another variant of this product has this name' },
  'product.option_name_repeated': { text: 'Another option of this variant has this name' },
  'product.image_repeated': { text: 'This image is already in the list' },
  'product.created': { text: 'Product added' },
  'product.updated': { text: 'Product saved' },
  'product.deleted': { text: 'Product deleted' },
  'product.activated': { text: 'Product activated' },
  'product.deactivated': { text: 'Product deactivated' },
  'product.variants_saved': { text: 'Variants saved' },
  'product.media_saved': { text: 'Images saved' },
  'product.default_chosen': { text: 'Default image chosen' },
  'product.in_use': {
    text: 'This product is used by {bookings} bookings; it cannot be deleted (deactivate it instead)',
    params: { bookings: 'number' },
  },
} as const satisfies MessageTable;
