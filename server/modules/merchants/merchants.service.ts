import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MERCHANTS_LIST } from '../../../src/shared/lists';
import * as v from 'valibot';
import { fromCsv } from '../../../src/shared/csv';
import { formatPhone, isValidPhone } from '../../../src/shared/phone';
import type { MerchantBodyParsed } from '../../../src/shared/schemas/merchant-body';
import {
  MERCHANT_DETAIL_AGENTS,
  MERCHANT_IMPORT_MAX_ROWS,
  MERCHANT_IMPORT_REQUIRED_COLUMNS,
  MERCHANT_CSV_COLUMNS,
  type MerchantDetail,
  type MerchantImportData,
  type MerchantImportFailure,
  type MerchantImportRow,
  MerchantImportRowSchema,
  type MerchantRow,
  type MerchantsExportQuery,
} from '../../../src/shared/schemas/merchants';
import type { Db } from '../../db/client';
import { agents, providers } from '../../db/schema';
import { type CodedMessage, coded, type FieldMessages } from '../../../src/shared/messages';
import { conflict, fieldError, httpError, unprocessable } from '../../lib/errors';
import { issuesToFieldErrors } from '../../lib/validation';
import { countAll, rowsOf } from '../../lib/list';
import { csvColumns } from '../../lib/csv-export';
import { columnsOf, entity, type RecordOf } from '../../lib/entity';
import { providerBuckets } from '../providers/providers.service';

const columns = columnsOf(providers, 'profileImage', 'updatedAt');

const toRow = (r: RecordOf<typeof columns>): MerchantRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  address: r.address,
  // Formatted here (international format), so the list's chunk does not load the phone library.
  phone: formatPhone(r.countryCode, r.phoneNumber),
  countryCode: r.countryCode,
  phoneNumber: r.phoneNumber,
  businessType: r.businessType,
  workingHours: r.workingHours,
  rating: r.rating === null ? null : Number(r.rating),
  servicable: r.servicable,
  verified: r.isVerified,
  status: r.isActive,
  createdAt: r.createdAt.toISOString(),
});

/** The row with the merchant's names (the details page and the export). */
const toProfile = (r: RecordOf<typeof columns>) => ({ ...toRow(r), firstName: r.firstName, lastName: r.lastName });

/** The merchants (provider rows) of the operator by id (a malformed, unknown or other operator's id is `merchant.not_found`) and their list. */
export const merchant = entity(providers, 'merchant.not_found', {
  columns,
  toRow,
  filter: (q: MerchantsExportQuery) => [q.status === undefined ? undefined : eq(providers.isActive, q.status === 1)],
  // Name or email: one LIKE against their lower-cased copy (`search_text`, as an ILIKE on each would match).
  search: ({ pattern, digits }) => [
    sql`${providers.searchText} like lower(${pattern})`,
    digits ? sql`${providers.phoneNumber} like ${`%${digits}%`}` : undefined,
  ],
  /** Newest first, or a whitelisted field with the creation time and id after it (a total order). */
  sort: {
    list: MERCHANTS_LIST,
    fields: { name: providers.name, email: providers.email, createdAt: providers.createdAt, rating: providers.rating },
    tieBreaker: [providers.createdAt, providers.id],
  },
  counted: 'providers',
  buckets: (q) => providerBuckets(q.status),
});

/** The export's columns: the fields of MERCHANT_CSV_COLUMNS, in that order, of each merchant matching the list. */
export const MERCHANT_CSV = csvColumns<ReturnType<typeof toProfile>>(MERCHANT_CSV_COLUMNS);
export const allMerchants = async (db: Db, operatorId: string, q: MerchantsExportQuery) =>
  (await merchant.all(db, operatorId, q)).map(toProfile);

// Details, add and edit ----------------------------------------------------------------------------

/** The merchant with its names and agents (the first 50, newest first, and their total); 404 for another operator's. */
export async function merchantDetail(db: Db, operatorId: string, id: string): Promise<MerchantDetail> {
  const row = merchant.found(
    await db
      .select({ ...columns, updatedAt: providers.updatedAt })
      .from(providers)
      .where(merchant.where(operatorId, id))
      .limit(1),
  );
  const ofMerchant = and(eq(agents.operatorId, operatorId), eq(agents.merchantId, id));
  const [agentRows, counted] = await Promise.all([
    db
      .select({
        id: agents.id,
        name: agents.name,
        email: agents.email,
        phone: agents.phone,
        displayAddress: agents.displayAddress,
        status: agents.status,
      })
      .from(agents)
      .where(ofMerchant)
      .orderBy(desc(agents.createdAt), desc(agents.id))
      .limit(MERCHANT_DETAIL_AGENTS),
    db.select({ total: countAll() }).from(agents).where(ofMerchant),
  ]);
  return {
    ...toProfile(row),
    updatedAt: row.updatedAt.toISOString(),
    agents: {
      rows: agentRows.map((a) => ({ ...a, phone: a.phone ? formatPhone(null, a.phone) : null })),
      total: Number(counted[0]?.total ?? 0),
    },
  };
}

/** The body as columns (its other fields are the columns' own names). */
export const valuesOf = ({ firstName, lastName, verified, status, ...columns }: MerchantBodyParsed) => ({
  ...columns,
  firstName: firstName ?? '',
  lastName: lastName ?? '',
  isVerified: verified,
  isActive: status,
});

// Import ---------------------------------------------------------------------------------------

/** Import columns → provider columns, with how a blank ("not given") cell is stored. */
const WRITABLE = {
  name: { column: 'name', type: 'text', blank: 'value' },
  firstName: { column: 'first_name', type: 'text', blank: 'empty' },
  lastName: { column: 'last_name', type: 'text', blank: 'empty' },
  email: { column: 'email', type: 'text', blank: 'value' },
  countryCode: { column: 'country_code', type: 'text', blank: 'value' },
  phoneNumber: { column: 'phone_number', type: 'text', blank: 'value' },
  address: { column: 'address', type: 'text', blank: 'value' },
  businessType: { column: 'business_type', type: 'text', blank: 'value' },
  workingHours: { column: 'working_hours', type: 'text', blank: 'value' },
  servicable: { column: 'servicable', type: 'boolean', blank: 'keep' },
  verified: { column: 'is_verified', type: 'boolean', blank: 'keep' },
  status: { column: 'is_active', type: 'boolean', blank: 'keep' },
} as const satisfies Record<string, { column: string; type: 'text' | 'boolean'; blank: 'value' | 'empty' | 'keep' }>;
type Writable = keyof typeof WRITABLE;
/** Defaults of a new merchant for boolean cells left blank (the table's defaults). */
const NEW_DEFAULTS: Record<'servicable' | 'verified' | 'status', boolean> = {
  servicable: false,
  verified: false,
  status: true,
};

type ValidRow = { row: number; data: MerchantImportRow };
type FieldErrors = FieldMessages;

/** The file's bytes → its text; binary (NUL bytes) or non-UTF-8 content is not a CSV file (415). */
export function decodeCsvFile(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw httpError(415, 'import.not_text');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw httpError(415, 'import.not_text');
  }
}

function refuse(failed: Map<number, FieldErrors>): never {
  const sorted = [...failed.entries()].sort(([a], [b]) => a - b);
  const errors: FieldErrors = {};
  for (const [row, byField] of sorted) {
    for (const [field, messages] of Object.entries(byField))
      errors[field === '_' ? `rows.${row}` : `rows.${row}.${field}`] = messages;
  }
  // data.failed: each row's errors as English texts and as codes (what the console words).
  const list: MerchantImportFailure['failed'] = sorted.map(([row, byField]) => ({
    row,
    errors: Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, list.map((m) => m.message)])),
    errorCodes: Object.fromEntries(
      Object.entries(byField).map(([field, list]) => [field, list.map(({ code, params }) => ({ code, params }))]),
    ),
  }));
  throw unprocessable(errors, coded('import.rows_invalid', { count: list.length }), {
    failed: list,
  } satisfies MerchantImportFailure);
}

/** Reads and validates the file: the valid rows, the rows without an id, or a 422 naming every bad row. */
export function readMerchantCsv(text: string): {
  rows: ValidRow[];
  skipped: MerchantImportData['skipped'];
  present: Writable[];
} {
  const table = fromCsv(text);
  if (table.columns.length === 0 || (table.columns.length === 1 && table.columns[0] === '')) {
    throw unprocessable({ file: fieldError('import.empty') });
  }
  const missing = MERCHANT_IMPORT_REQUIRED_COLUMNS.filter((c) => !table.columns.includes(c));
  if (missing.length > 0) {
    throw unprocessable({ file: fieldError('import.missing_columns', { columns: missing.join(', ') }) });
  }
  if (table.duplicateColumns.length > 0) {
    throw unprocessable({
      file: fieldError('import.duplicate_columns', { columns: table.duplicateColumns.join(', ') }),
    });
  }
  if (table.records.length > MERCHANT_IMPORT_MAX_ROWS) {
    throw unprocessable({ file: fieldError('import.too_many_rows', { max: MERCHANT_IMPORT_MAX_ROWS }) });
  }
  const present = (Object.keys(WRITABLE) as Writable[]).filter((c) => table.columns.includes(c));
  const failed = new Map<number, FieldErrors>();
  const fail = (row: number, field: string, message: CodedMessage) => {
    const errors = failed.get(row) ?? {};
    errors[field] = [...(errors[field] ?? []), message];
    failed.set(row, errors);
  };
  for (const problem of table.problems)
    fail(problem.row, '_', { code: 'import.unreadable', params: {}, message: problem.message });

  const rows: ValidRow[] = [];
  const skipped: MerchantImportData['skipped'] = [];
  const seen = new Map<string, number>();
  for (const record of table.records) {
    if (failed.has(record.row)) continue;
    if ((record.values.id ?? '').trim() === '') {
      skipped.push({ row: record.row, reason: 'no id', ...coded('import.no_id') });
      continue;
    }
    const input: Record<string, string> = {};
    for (const column of ['id', ...present]) input[column] = record.values[column] ?? '';
    const result = v.safeParse(MerchantImportRowSchema, input);
    if (!result.success) {
      for (const [field, messages] of Object.entries(issuesToFieldErrors(result.issues)))
        for (const message of messages) fail(record.row, field, message);
      continue;
    }
    // Per country (libphonenumber-js, decision 009), never by a pattern of digits.
    const { countryCode, phoneNumber } = result.output;
    if (phoneNumber && !isValidPhone(countryCode, phoneNumber)) {
      fail(record.row, 'phoneNumber', coded('invalid_phone'));
      continue;
    }
    const earlier = seen.get(result.output.id);
    if (earlier !== undefined) {
      fail(record.row, 'id', coded('import.duplicate_id', { row: earlier }));
      continue;
    }
    seen.set(result.output.id, record.row);
    rows.push({ row: record.row, data: result.output });
  }
  if (failed.size > 0) refuse(failed);
  return { rows, skipped, present };
}

/** The rows as one jsonb parameter, read back with jsonb_to_recordset (one statement for any number of rows). */
function recordset(rows: ValidRow[], present: Writable[]) {
  const json = JSON.stringify(
    rows.map(({ data }) => Object.fromEntries([['id', data.id], ...present.map((c) => [c, data[c] ?? null])])),
  );
  const definition = sql.raw(['id uuid', ...present.map((c) => `"${c}" ${WRITABLE[c].type}`)].join(', '));
  return sql`jsonb_to_recordset(${json}::jsonb) as v(${definition})`;
}

/** Thrown inside a preview's transaction to roll it back with what it would have done. */
class PreviewDone {
  constructor(readonly result: MerchantImportData) {}
}

/** The import's options: `preview` rolls back and answers a token; `previewToken` refuses a changed file or state. */
export type ImportOptions = { preview?: boolean | undefined; previewToken?: string | undefined };

/**
 * What a preview saw: the file's text and the values of the merchants it names (this operator's, locked),
 * hashed. The confirming import computes it again under the same locks; another value means something changed.
 */
function stateToken(text: string, state: unknown[]): string {
  return createHash('sha256').update(text).update('\u0000').update(JSON.stringify(state)).digest('hex');
}

/**
 * Applies a validated file in one transaction (a savepoint inside a keyed request's transaction): ids
 * of this operator update their merchant (only columns the file has; blank booleans keep their value),
 * new UUIDs insert a merchant with that id. An id of another operator fails its row like an invalid
 * one (422, nothing applied, nothing of that merchant read or changed). A preview runs all of it and rolls
 * back, answering the counts and a token of what it saw; an import carrying that token answers 409 (nothing
 * applied) when the file or any merchant it names is no longer as the preview saw it.
 */
export async function importMerchants(
  db: Db,
  operatorId: string,
  text: string,
  options: ImportOptions = {},
): Promise<MerchantImportData> {
  const { rows, skipped, present } = readMerchantCsv(text);
  try {
    return await db.transaction(async (tx) => {
      const ids = rows.map((r) => r.data.id);
      const taken =
        ids.length === 0
          ? []
          : await tx
              .select({ id: providers.id, operatorId: providers.operatorId })
              .from(providers)
              .where(inArray(providers.id, ids));
      const owner = new Map(taken.map((t) => [t.id, t.operatorId]));
      const foreign = rows.filter((r) => owner.has(r.data.id) && owner.get(r.data.id) !== operatorId);
      if (foreign.length > 0) refuse(new Map(foreign.map((r) => [r.row, { id: fieldError('import.id_of_other') }])));

      const existing = rows.filter((r) => owner.get(r.data.id) === operatorId);
      const fresh = rows.filter((r) => !owner.has(r.data.id));
      // Lock this operator's rows first: one that vanished meanwhile (deleted) fails the whole import.
      const locked =
        existing.length === 0
          ? []
          : await tx
              .select(columns)
              .from(providers)
              .where(
                and(
                  eq(providers.operatorId, operatorId),
                  inArray(
                    providers.id,
                    existing.map((r) => r.data.id),
                  ),
                ),
              )
              .orderBy(providers.id)
              .for('update');
      if (locked.length !== existing.length) throw conflict('merchant.changed_meanwhile');
      const token = stateToken(
        text,
        locked.map((r) => ({ ...r, rating: r.rating === null ? null : Number(r.rating) })),
      );
      if (options.previewToken !== undefined && options.previewToken !== token)
        throw conflict('import.changed_since_preview');

      let updated = 0;
      if (existing.length > 0 && present.length > 0) {
        const value = (c: Writable) =>
          WRITABLE[c].blank === 'keep'
            ? `coalesce(v."${c}", p."${WRITABLE[c].column}")`
            : WRITABLE[c].blank === 'empty'
              ? `coalesce(v."${c}", '')`
              : `v."${c}"`;
        const assignments = sql.raw(present.map((c) => `"${WRITABLE[c].column}" = ${value(c)}`).join(', '));
        const before = sql.raw(`(${present.map((c) => `p."${WRITABLE[c].column}"`).join(', ')})`);
        const after = sql.raw(`(${present.map(value).join(', ')})`);
        const result = await tx.execute<{ id: string }>(sql`
          update providers as p set ${assignments}, updated_at = now()
          from ${recordset(existing, present)}
          where p.id = v.id and p.operator_id = ${operatorId}::uuid and ${before} is distinct from ${after}
          returning p.id`);
        updated = rowsOf(result).length;
      }
      if (fresh.length > 0) {
        const insertColumns = (Object.keys(WRITABLE) as Writable[]).filter(
          (c) => present.includes(c) || WRITABLE[c].blank !== 'value',
        );
        const valueSql = (c: Writable) => {
          if (!present.includes(c))
            return c in NEW_DEFAULTS ? String(NEW_DEFAULTS[c as keyof typeof NEW_DEFAULTS]) : `''`;
          if (WRITABLE[c].blank === 'keep')
            return `coalesce(v."${c}", ${NEW_DEFAULTS[c as keyof typeof NEW_DEFAULTS]})`;
          if (WRITABLE[c].blank === 'empty') return `coalesce(v."${c}", '')`;
          return `v."${c}"`;
        };
        const names = sql.raw(insertColumns.map((c) => `"${WRITABLE[c].column}"`).join(', '));
        const values = sql.raw(insertColumns.map(valueSql).join(', '));
        const result = await tx.execute<{ id: string }>(sql`
          insert into providers (id, operator_id, ${names})
          select v.id, ${operatorId}::uuid, ${values} from ${recordset(fresh, present)}
          on conflict (id) do nothing
          returning id`);
        // Another request took one of these ids meanwhile: nothing of this file may stay.
        if (rowsOf(result).length !== fresh.length) throw conflict('merchant.changed_meanwhile');
      }
      const result = { created: fresh.length, updated, unchanged: existing.length - updated, skipped };
      // A preview did everything an import does; rolling back leaves nothing of it.
      if (options.preview) throw new PreviewDone({ ...result, previewToken: token });
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
}
