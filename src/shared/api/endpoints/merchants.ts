import { csvExport, type Endpoint, oneOf } from '../endpoint';
import { MerchantBodySchema } from '../../schemas/merchant-body';
import {
  MERCHANT_CSV_COLUMNS,
  MERCHANT_IMPORT_MAX_BYTES,
  MERCHANT_IMPORT_MAX_ROWS,
  MERCHANT_SORT_FIELDS,
  MerchantDetailSchema,
  MerchantIdParamsSchema,
  MerchantImportDataSchema,
  MerchantImportFailureSchema,
  MerchantImportQuerySchema,
  MerchantRowSchema,
  MerchantStatusBodySchema,
  MerchantsListDataSchema,
  MerchantsExportQuerySchema,
  MerchantsListQuerySchema,
} from '../../schemas/merchants';
import { DeletedSchema } from '../../schemas/common';

const NOT_FOUND = 'No such merchant (also for another operator’s merchant)';
const base = { tag: 'merchants', auth: 'user', module: 'merchants' } as const;
const oneMerchant = oneOf(base, MerchantIdParamsSchema, NOT_FOUND);

/**
 * Merchants (module `merchants`): the operator's providers as the merchants screen shows them, with a
 * CSV export and an all-or-nothing CSV import. Another operator's merchant answers 404, like an unknown one.
 */
export const merchantEndpoints = {
  merchantsList: {
    method: 'GET',
    path: '/merchants',
    summary: `Merchants, newest first or sorted by sortBy (${MERCHANT_SORT_FIELDS.join(', ')}; ties newest first): data is a bare array of rows; the total of all pages is in X-Total-Count. search matches name, email or phone; status 1 active, 0 inactive; without paging, the first 100`,
    ...base,
    query: MerchantsListQuerySchema,
    data: MerchantsListDataSchema,
    list: { rows: null, total: null, totalHeader: 'X-Total-Count', cappedHeader: 'X-Total-Capped' },
    responseHeaders: {
      'X-Total-Count': 'Matching merchants (all pages); a search counts up to 1,000',
      'X-Total-Capped': 'true when more match than counted',
    },
  },
  merchantsExport: csvExport(
    base,
    '/merchants/export',
    MerchantsExportQuerySchema,
    `Every merchant matching the list's filters, in the list's order, as merchants.csv (columns ${MERCHANT_CSV_COLUMNS.join(', ')}); formula cells are escaped with a leading apostrophe, which the import undoes`,
  ),
  merchantsImport: {
    method: 'POST',
    path: '/merchants/import',
    summary: `Import merchants from a CSV file (multipart field file, UTF-8, at most ${MERCHANT_IMPORT_MAX_BYTES / (1024 * 1024)} MB and ${MERCHANT_IMPORT_MAX_ROWS} rows; the header row names the columns, id and name required). A row's id of this operator updates that merchant, a new UUID creates one, a row without an id is skipped and reported. All rows apply in one transaction or, if any row is invalid, none (422 with errors by rows.<row>.<column> and data.failed); rows are spreadsheet row numbers (the header is row 1). With preview=true the same checks and counts run and nothing is applied; the answer's previewToken, sent back with the confirming import, makes it answer 409 (nothing applied) if the file or the merchants it names changed since the preview`,
    ...base,
    query: MerchantImportQuerySchema,
    multipart: true,
    multipartFields: { file: { description: 'The CSV file (the export’s format)', file: true, required: true } },
    data: MerchantImportDataSchema,
    errors: {
      409: 'Merchants changed while the file was imported, or since its preview; nothing was applied',
      413: 'The file is larger than the limit',
      415: 'Not multipart/form-data, or the file is not UTF-8 text',
      422: 'No file, no usable header row, too many rows, or invalid rows (nothing was applied)',
    },
    errorData: MerchantImportFailureSchema,
  },
  merchantDetail: {
    method: 'GET',
    path: '/merchants/{id}',
    summary:
      'One merchant: the list row, first and last name, and its agents (the first 50, newest first, and their total)',
    ...oneMerchant,
    data: MerchantDetailSchema,
  },
  merchantStatus: {
    method: 'PATCH',
    path: '/merchants/{id}/status',
    summary: 'Activate (true) or deactivate (false) a merchant',
    ...oneMerchant,
    body: MerchantStatusBodySchema,
    data: MerchantRowSchema,
  },
  merchantDelete: {
    method: 'DELETE',
    path: '/merchants/{id}',
    summary: 'Delete a merchant; its bookings, payouts and products stay, without the merchant',
    ...oneMerchant,
    data: DeletedSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * Add and edit (module `merchants`), apart from the list's endpoints: their body validates phone numbers
 * with libphonenumber-js, which only the form's chunk loads (decision 009).
 */
export const merchantFormEndpoints = {
  merchantCreate: {
    method: 'POST',
    path: '/merchants',
    summary:
      'Add a merchant; the phone number is checked against its dial code’s country and stored as dial code + national number',
    ...base,
    body: MerchantBodySchema,
    data: MerchantDetailSchema,
    errors: { 422: 'Invalid fields (codes by field: validations.required, invalid_email, invalid_phone, …)' },
  },
  merchantUpdate: {
    method: 'PUT',
    path: '/merchants/{id}',
    summary: 'Change a merchant (every field of the add form)',
    ...base,
    params: MerchantIdParamsSchema,
    body: MerchantBodySchema,
    data: MerchantDetailSchema,
    errors: {
      404: NOT_FOUND,
      422: 'Invalid fields (codes by field)',
    },
  },
} as const satisfies Record<string, Endpoint>;
