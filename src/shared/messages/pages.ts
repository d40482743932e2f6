import type { MessageTable } from './table';

export const PAGE_MESSAGES = {
  'page.not_found': { text: 'Page not found' },
  'page.version_not_found': { text: 'Version not found' },
  'page.slug_format': { text: 'Use lower-case letters, digits and hyphens (e.g. refund-policy)' },
  'page.slug_taken': { text: 'Another page has this address' },
  'page.reserved': { text: 'This page is built in: it cannot be deleted or renamed' },
  'page.language_not_enabled': { text: 'This language is not enabled for your marketplace' },
  'page.default_language_required': { text: 'The default language needs a title' },
  'page.nothing_to_publish': { text: 'Write the page in the default language first' },
  'page.created': { text: 'Page added' },
  'page.saved': { text: 'Draft saved' },
  'page.deleted': { text: 'Page deleted' },
  'page.published': { text: 'Version {number} published', params: { number: 'number' } },
  'page.restored': { text: 'Version {number} copied into the draft', params: { number: 'number' } },
} as const satisfies MessageTable;
