import type { MessageTable } from './table';

export const CATALOGUE_MESSAGES = {
  'service_type.not_found': { text: 'Service type not found' },
  'service_type.name_taken': { text: 'Another service type has this name' },
  'service_type.created': { text: 'Service type added' },
  'service_type.updated': { text: 'Service type saved' },
  'service_type.deleted': { text: 'Service type deleted' },
  'service_type.activated': { text: 'Service type activated' },
  'service_type.blocked': { text: 'Service type blocked' },
  'service_type.in_use': {
    text: 'This service type is used by {categories} categories and {products} products; move them to another service type first',
    params: { categories: 'number', products: 'number' },
  },
  'category.not_found': { text: 'Category not found' },
  'category.unknown_service_type': { text: 'Choose one of your service types' },
  'category.unknown_parent': { text: 'Choose one of your categories of level {level}', params: { level: 'number' } },
  'category.image_not_uploaded': { text: 'Upload the category image first' },
  'category.name_taken': { text: 'Another category at this place has this name' },
  'category.level_fixed': { text: 'The level of a category cannot change' },
  'category.created': { text: 'Category added' },
  'category.updated': { text: 'Category saved' },
  'category.deleted': { text: 'Category deleted' },
  'category.activated': { text: 'Category activated' },
  'category.blocked': { text: 'Category blocked' },
  'category.in_use': {
    text: 'This category is used by {subCategories} sub categories, {products} products and {bookings} bookings; it cannot be deleted (block it instead)',
    params: { subCategories: 'number', products: 'number', bookings: 'number' },
  },
} as const satisfies MessageTable;
