import type { MessageTable } from './table';

const x = { max: 'number' } as const;

export const MERCHANT_MESSAGES = {
  // Merchants and their CSV import.
  'merchant.not_found': { text: 'Merchant not found' },
  'merchant.activated': { text: 'Merchant activated' },
  'merchant.deactivated': { text: 'Merchant deactivated' },
  'merchant.deleted': { text: 'Merchant deleted' },
  'merchant.created': { text: 'Merchant added' },
  'merchant.updated': { text: 'Merchant saved' },
  'merchant.changed_meanwhile': {
    text: 'Merchants changed while the file was imported; nothing was applied, please try again',
  },

  // The CSV import of merchants.
  'import.file_required': { text: 'Please choose a CSV file' },
  'import.not_text': { text: 'The file is not a UTF-8 text (CSV) file' },
  'import.empty': { text: 'The file is empty: the first row must name the columns' },
  'import.missing_columns': {
    text: 'The header row must name the columns {columns}',
    params: { columns: 'text' },
  },
  'import.duplicate_columns': {
    text: 'The header row names {columns} more than once',
    params: { columns: 'text' },
  },
  'import.too_many_rows': { text: 'The file has more than {max} rows', params: x },
  'import.unreadable': { text: 'The file could not be read as CSV' },
  'import.rows_invalid': {
    text: 'Nothing was imported: {count} rows are not valid',
    params: { count: 'number' },
  },
  'import.duplicate_id': { text: 'The same id appears on row {row}', params: { row: 'number' } },
  'import.id_of_other': {
    text: 'This id is not one of yours and cannot be used for a new record; give a new UUID',
  },
  'import.no_id': { text: 'No id' },
  'import.changed_since_preview': {
    text: 'The file or the merchants it names changed since the preview; nothing was applied, please check it again',
  },
  'import.previewed': {
    text: 'Checked: {created} to create, {updated} to update, {unchanged} unchanged, {skipped} skipped',
    params: { created: 'number', updated: 'number', unchanged: 'number', skipped: 'number' },
  },
  'import.done': {
    text: 'Imported: {created} created, {updated} updated, {unchanged} unchanged, {skipped} skipped',
    params: { created: 'number', updated: 'number', unchanged: 'number', skipped: 'number' },
  },
} as const satisfies MessageTable;
