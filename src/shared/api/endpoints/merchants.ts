import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import {
  MERCHANT_CSV_COLUMNS,
  MERCHANT_IMPORT_MAX_ROWS,
  MERCHANT_SORT_FIELDS,
  MerchantDeletedSchema,
  MerchantIdParamsSchema,
  MerchantImportDataSchema,
  MerchantImportFailureSchema,
  MerchantRowSchema,
  MerchantStatusBodySchema,
  MerchantsListDataSchema,
  MerchantsExportQuerySchema,
  MerchantsListQuerySchema,
} from '../../schemas/merchants';

/**
 * Merchants (module `merchants`): the operator's providers as the merchants screen shows them, with a
 * CSV export and an all-or-nothing CSV import. Another operator's merchant answers 404, like an unknown one.
 */
export const merchantEndpoints = {
  merchantsList: {
    method: 'GET',
    path: '/merchants',
    summary: `Merchants, newest first or sorted by sortBy (${MERCHANT_SORT_FIELDS.join(', ')}; ties newest first): data is a bare array of rows; the total of all pages is in X-Total-Count. search matches name, email or phone; status 1 active, 0 inactive; without paging, the first 100`,
    tag: 'merchants',
    auth: 'user',
    module: 'merchants',
    query: MerchantsListQuerySchema,
    data: MerchantsListDataSchema,
    list: { rows: null, total: null, totalHeader: 'X-Total-Count' },
    responseHeaders: { 'X-Total-Count': 'The number of merchants matching search (all pages)' },
  },
  merchantsExport: {
    method: 'GET',
    path: '/merchants/export',
    summary: `Every merchant matching the list's filters, in the list's order, as merchants.csv (columns ${MERCHANT_CSV_COLUMNS.join(', ')}); formula cells are escaped with a leading apostrophe, which the import undoes`,
    tag: 'merchants',
    auth: 'user',
    module: 'merchants',
    query: MerchantsExportQuerySchema,
    csv: true,
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
    data: v.string(),
  },
  merchantsImport: {
    method: 'POST',
    path: '/merchants/import',
    summary: `Import merchants from a CSV file (multipart field file, UTF-8, at most 1 MB and ${MERCHANT_IMPORT_MAX_ROWS} rows; the header row names the columns, id and name required). A row's id of this operator updates that merchant, a new UUID creates one, a row without an id is skipped and reported. All rows apply in one transaction or, if any row is invalid, none (422 with errors by rows.<row>.<column> and data.failed); rows are spreadsheet row numbers (the header is row 1)`,
    tag: 'merchants',
    auth: 'user',
    module: 'merchants',
    multipart: true,
    multipartFields: { file: { description: 'The CSV file (the export’s format)', file: true, required: true } },
    data: MerchantImportDataSchema,
    errors: {
      409: 'Merchants changed while the file was imported; nothing was applied, try again',
      413: 'The file is larger than 1 MB',
      415: 'Not multipart/form-data, or the file is not UTF-8 text',
      422: 'No file, no usable header row, too many rows, or invalid rows (nothing was applied)',
    },
    errorData: MerchantImportFailureSchema,
  },
  merchantStatus: {
    method: 'PATCH',
    path: '/merchants/{id}/status',
    summary: 'Activate (true) or deactivate (false) a merchant',
    tag: 'merchants',
    auth: 'user',
    module: 'merchants',
    params: MerchantIdParamsSchema,
    body: MerchantStatusBodySchema,
    data: MerchantRowSchema,
    errors: { 404: 'No such merchant (also for another operator’s merchant)' },
  },
  merchantDelete: {
    method: 'DELETE',
    path: '/merchants/{id}',
    summary: 'Delete a merchant; its bookings, payouts and products stay, without the merchant',
    tag: 'merchants',
    auth: 'user',
    module: 'merchants',
    params: MerchantIdParamsSchema,
    data: MerchantDeletedSchema,
    errors: { 404: 'No such merchant (also for another operator’s merchant)' },
  },
} as const satisfies Record<string, Endpoint>;
