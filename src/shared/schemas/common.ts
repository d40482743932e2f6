import * as v from 'valibot';

export const UuidSchema = v.pipe(v.string(), v.uuid('must be a valid id'));

/** A text field of an answer that may be empty (null). */
export const nullableString = v.nullable(v.string());

/** Free text: surrounding spaces dropped, at most `max` characters, blank = none (null). */
export const freeText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max),
    v.transform((s) => (s === '' ? null : s)),
  );

/** A list filter on one record (`merchantId`, `parentId`): an id, or `message` (422). */
export const idFilter = (message: string, description: string) =>
  v.optional(v.pipe(v.string(), v.uuid(message), v.description(description)));

/** What a deletion answers: the id of the record it removed. */
export const DeletedSchema = v.object({ id: UuidSchema });

/** A query-string integer: accepts "3" or 3. */
export function intInRange(min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'must be a whole number'), v.transform(Number))]),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

export const MAX_PAGE_SIZE = 100;

/** An export's columns: the fields of its list's row, in their order, but those the file leaves out. */
export const rowColumns = <E extends v.ObjectEntries, const X extends keyof E & string>(
  row: { entries: E },
  except: readonly X[],
) => Object.keys(row.entries).filter((field) => !except.includes(field as X)) as Exclude<keyof E & string, X>[];

/** A list query's paging: 1-based pages of `pageSize` rows (1–MAX_PAGE_SIZE), `defaultSize` when none is named. */
export const pagingEntries = (defaultSize: number) => ({
  pageNumber: v.optional(intInRange(1, 1_000_000), 1),
  pageSize: v.optional(intInRange(1, MAX_PAGE_SIZE), defaultSize),
});

export const PagingQuerySchema = v.object(pagingEntries(10));

/** The path of one record: its id, described for the OpenAPI document (a malformed id answers 404 like an unknown one). */
export const idParams = (description: string) => v.object({ id: v.pipe(v.string(), v.description(description)) });
