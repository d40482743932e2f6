import type { MessageTable } from './table';

export const FAQ_MESSAGES = {
  'faq.not_found': { text: 'FAQ not found' },
  'faq.created': { text: 'FAQ added' },
  'faq.updated': { text: 'FAQ saved' },
  'faq.deleted': { text: 'FAQ deleted' },
  'faq.reordered': { text: 'Order saved' },
  'faq.unknown_category': { text: 'Choose one of your FAQ categories' },
  'faq.language_not_enabled': {
    text: 'The language {lang} is not enabled for this marketplace',
    params: { lang: 'text' },
  },
  'faq.default_language_required': {
    text: 'The text in the default language ({lang}) is required',
    params: { lang: 'text' },
  },
  'faq.order_incomplete': { text: 'Send every id of the list once, in the new order' },
  'faq.category_not_found': { text: 'FAQ category not found' },
  'faq.category_created': { text: 'Category added' },
  'faq.category_updated': { text: 'Category saved' },
  'faq.category_deleted': { text: 'Category deleted' },
  'faq.category_not_empty': { text: 'Move or delete the questions of this category first' },
} as const satisfies MessageTable;
