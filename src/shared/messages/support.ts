import type { MessageTable } from './table';

/** The support desk's codes (issue 67). */
export const SUPPORT_MESSAGES = {
  'support.ticket_not_found': { text: 'Ticket not found' },
  'support.ticket_updated': { text: 'Ticket saved' },
  'support.reply_sent': { text: 'Reply sent' },
  'support.note_added': { text: 'Note added' },
  'support.status_refused': {
    text: 'A ticket cannot go from {from} to {to}',
    params: { from: 'text', to: 'text' },
  },
  'support.ticket_closed': { text: 'This ticket is closed: a new request opens a new ticket' },
  'support.unknown_assignee': { text: 'Choose someone who handles this desk' },
  'support.unknown_category': { text: 'Choose one of your support categories' },
  'support.unknown_attachment': { text: 'Attach images uploaded to this marketplace' },
  'support.unknown_booking': { text: 'Choose a booking of this customer or provider' },
  'support.bulk_done': {
    text: '{applied} tickets changed, {refused} left as they were',
    params: { applied: 'number', refused: 'number' },
  },
  'support.bulk_too_many': { text: 'At most {max} tickets at once', params: { max: 'number' } },
  'support.category_not_found': { text: 'Support category not found' },
  'support.category_created': { text: 'Category added' },
  'support.category_deleted': { text: 'Category deleted' },
  'support.canned_not_found': { text: 'Canned reply not found' },
  'support.canned_created': { text: 'Canned reply added' },
  'support.canned_updated': { text: 'Canned reply saved' },
  'support.canned_deleted': { text: 'Canned reply deleted' },
  'support.canned_code_taken': { text: 'Another canned reply has this code' },
  'support.canned_code_format': { text: 'Use lower-case letters, digits, - and _' },
  'support.language_not_enabled': {
    text: 'The language {lang} is not enabled for this marketplace',
    params: { lang: 'text' },
  },
  'support.default_language_required': {
    text: 'The text in the default language ({lang}) is required',
    params: { lang: 'text' },
  },
  'support.settings_saved': { text: 'Support settings saved' },
  'support.availability_saved': { text: 'Availability saved' },
  'support.message_received': { text: 'Message received' },
} as const satisfies MessageTable;
