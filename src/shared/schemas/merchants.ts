import * as v from 'valibot';
import { MERCHANTS_LIST, type SortFieldOf } from '../lists';
import { idParams, intInRange, MAX_PAGE_SIZE, UuidSchema, nullableString } from './common';
import { listQueries, searchEntry } from './list';

// List -----------------------------------------------------------------------------------------

/** The merchants list's sortable columns (the row's field names). */
export const MERCHANT_SORT_FIELDS = MERCHANTS_LIST.sortFields;
export type MerchantSortField = SortFieldOf<typeof MERCHANTS_LIST>;

/**
 * The list and its export take the same filters. Without paging parameters the first 100 merchants (the cap) come
 * back; X-Total-Count has them all.
 */
export const { list: MerchantsListQuerySchema, export: MerchantsExportQuerySchema } = listQueries(
  MERCHANTS_LIST,
  {
    search: searchEntry('Name, email or phone number; case-insensitive'),
    status: v.optional(v.pipe(intInRange(0, 1), v.description('1 active, 0 inactive; absent = all'))),
  },
  MAX_PAGE_SIZE,
);
export type MerchantsExportQuery = v.InferOutput<typeof MerchantsExportQuerySchema>;
export type MerchantsListQuery = v.InferInput<typeof MerchantsListQuerySchema>;

/** A merchants-list row (spec part 1 §3, Merchant): a provider of the operator. */
export const MerchantRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  address: nullableString,
  /** Dial code and number, e.g. `+91 9876543210`; null when there is no number. */
  phone: nullableString,
  countryCode: nullableString,
  phoneNumber: nullableString,
  businessType: nullableString,
  workingHours: nullableString,
  rating: v.nullable(v.number()),
  servicable: v.boolean(),
  /** Approved by the operator. */
  verified: v.boolean(),
  /** Active (the status toggle). */
  status: v.boolean(),
  createdAt: v.string(),
});
export type MerchantRow = v.InferOutput<typeof MerchantRowSchema>;

/** A bare array (API brief); the total of all pages is in the `X-Total-Count` header. */
export const MerchantsListDataSchema = v.array(MerchantRowSchema);

export const MerchantIdParamsSchema = idParams('Merchant id (uuid); a malformed or unknown id answers 404');

export const MerchantStatusBodySchema = v.object({
  status: v.boolean('status must be true (active) or false (inactive)'),
});

// CSV ------------------------------------------------------------------------------------------

/** The export's columns, in order. The import reads them all back except `rating` and `createdAt`. */
export const MERCHANT_CSV_COLUMNS = [
  'id',
  'name',
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'phoneNumber',
  'address',
  'businessType',
  'workingHours',
  'servicable',
  'verified',
  'status',
  'rating',
  'createdAt',
] as const;
export type MerchantCsvColumn = (typeof MERCHANT_CSV_COLUMNS)[number];

/** Columns an import needs in its header row. */
export const MERCHANT_IMPORT_REQUIRED_COLUMNS = ['id', 'name'] as const;
/** Read-only columns of the export that an import ignores. */
export const MERCHANT_IMPORT_IGNORED_COLUMNS = ['rating', 'createdAt'] as const;

/** A 10,000-row export of every column is about 2.5 MB. */
export const MERCHANT_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const MERCHANT_IMPORT_MAX_ROWS = 10_000;

/** A text cell kept as written (export → import is exact); blank reads as null. */
const textCell = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max, 'validations.maxlength'),
      v.transform((s) => (s.trim() === '' ? null : s)),
    ),
  );

/** A cell with a strict format: surrounding spaces are dropped, blank reads as null. */
const formatCell = (schema: v.GenericSchema<string, string>) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? null : s)),
      v.nullable(schema),
    ),
  );

const BOOLEAN_CELL: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };

/** true/false, yes/no or 1/0 (any case); blank = not given (an update keeps the value, a new merchant gets the default). */
const booleanCell = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // `validations.boolean`: the console shows the reason, not "This value is not valid" (issue 75).
      v.check((s) => s === '' || s.toLowerCase() in BOOLEAN_CELL, 'validations.boolean'),
      v.transform((s) => (s === '' ? undefined : BOOLEAN_CELL[s.toLowerCase()])),
    ),
  );

/**
 * One CSV row of a merchant import, cells by column (the id was checked to be present). Names and
 * other free text are stored as written, so an exported file imports back unchanged; email, phone and
 * booleans are read leniently (spaces around them are dropped).
 */
export const MerchantImportRowSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.uuid('validations.id'), v.toLowerCase()),
  name: v.pipe(
    v.string('validations.required'),
    v.check((s) => s.trim() !== '', 'validations.required'),
    v.maxLength(200, 'validations.maxlength'),
  ),
  firstName: textCell(100),
  lastName: textCell(100),
  email: formatCell(v.pipe(v.string(), v.maxLength(254, 'validations.maxlength'), v.email('invalid_email'))),
  countryCode: formatCell(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'validations.country_code'))),
  /** Checked against the dial code's country by the import (libphonenumber-js, decision 009). */
  phoneNumber: formatCell(v.pipe(v.string(), v.maxLength(20, 'validations.maxlength'))),
  address: textCell(500),
  businessType: textCell(60),
  workingHours: textCell(100),
  servicable: booleanCell(),
  verified: booleanCell(),
  status: booleanCell(),
});
export type MerchantImportRow = v.InferOutput<typeof MerchantImportRowSchema>;

/**
 * `preview=true` checks the file and counts what it would change without applying it (the same code path,
 * rolled back) and answers a `previewToken`; the confirming import sends that token back, and if the file or
 * the merchants it names changed since the preview, it answers 409 and applies nothing.
 */
export const MerchantImportQuerySchema = v.object({
  preview: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((s) => s === 'true'),
      v.description('true: validate and count, apply nothing'),
    ),
  ),
  previewToken: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-f]{64}$/, 'validations.format'),
      v.description('The preview’s token: 409 if the file or its merchants changed since'),
    ),
  ),
});

export const MerchantImportDataSchema = v.object({
  /** Only in a preview's answer: what the confirming import sends back. */
  previewToken: v.optional(v.string()),
  /** New merchants (ids not seen before). */
  created: v.number(),
  /** Existing merchants whose values changed. */
  updated: v.number(),
  /** Existing merchants the file left as they were. */
  unchanged: v.number(),
  /** Rows without an id (spec): not imported. `row` is the spreadsheet row (the header is row 1). */
  /** Rows left out (no id): the reason in English and as a message code for the reader's language. */
  skipped: v.array(
    v.object({
      row: v.number(),
      reason: v.string(),
      code: v.string(),
      params: v.record(v.string(), v.union([v.string(), v.number(), v.null()])),
      message: v.string(),
    }),
  ),
});
export type MerchantImportData = v.InferOutput<typeof MerchantImportDataSchema>;

/** `data` of a refused import (422): every failing row with its errors by column. Nothing was applied. */
export const MerchantImportFailureSchema = v.object({
  failed: v.array(
    v.object({
      row: v.number(),
      errors: v.record(v.string(), v.array(v.string())),
      errorCodes: v.record(
        v.string(),
        v.array(
          v.object({ code: v.string(), params: v.record(v.string(), v.union([v.string(), v.number(), v.null()])) }),
        ),
      ),
    }),
  ),
});
export type MerchantImportFailure = v.InferOutput<typeof MerchantImportFailureSchema>;

// Details, add and edit -------------------------------------------------------------------------

/** One of the merchant's agents, as its details page lists them. */
export const MerchantAgentSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  phone: nullableString,
  displayAddress: nullableString,
  status: v.picklist(['active', 'blocked']),
});

/** GET /merchants/{id}: the row, the names and its agents (the first 50, newest first, and how many in all). */
export const MerchantDetailSchema = v.object({
  ...MerchantRowSchema.entries,
  firstName: v.string(),
  lastName: v.string(),
  updatedAt: v.string(),
  agents: v.object({ rows: v.array(MerchantAgentSchema), total: v.number() }),
});
export type MerchantDetail = v.InferOutput<typeof MerchantDetailSchema>;
export const MERCHANT_DETAIL_AGENTS = 50;
