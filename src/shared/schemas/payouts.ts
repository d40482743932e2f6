import * as v from 'valibot';
import { PAYOUTS_LIST, type SortFieldOf } from '../lists';
import { idParams, intInRange, PagingQuerySchema, UuidSchema, nullableString } from './common';
import { searchEntry, sortEntries } from './list';

// Status -----------------------------------------------------------------------------------------

/** Payout status codes (spec part 2 §4) and their English labels. */
export { PAYOUT_STATUS, type PayoutStatus, payoutStatusLabel } from '../status-labels';

/** Only a pending payout can be decided (accepted or rejected). */
export const isPayoutActionable = (status: number) => status === 0;

/** `Pay_` + the first 8 characters of the id, uppercased: how the console shows a payout id. */
export const payoutRef = (id: string) => `Pay_${id.slice(0, 8).toUpperCase()}`;

// List -----------------------------------------------------------------------------------------

/** The payouts list's sortable columns (the row's field names). */
export const PAYOUT_SORT_FIELDS = PAYOUTS_LIST.sortFields;
export type PayoutSortField = SortFieldOf<typeof PAYOUTS_LIST>;

/** The list's filters and sort (the export takes the same, without paging). */
const payoutFilterEntries = {
  ...sortEntries(PAYOUT_SORT_FIELDS),
  search: searchEntry(
    'Provider name, or the payout id prefix as shown (Pay_ + its first characters); case-insensitive',
  ),
  status: v.optional(v.pipe(intInRange(0, 2), v.description('0 pending, 1 accepted, 2 rejected; absent = all'))),
};

export const PayoutsListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  ...payoutFilterEntries,
});
export type PayoutsListQuery = v.InferInput<typeof PayoutsListQuerySchema>;

/** The export: the list's filters and sort, every matching row. */
export const PayoutsExportQuerySchema = v.object(payoutFilterEntries);
export type PayoutsExportQuery = v.InferOutput<typeof PayoutsExportQuerySchema>;

/** A payouts-list row (spec part 2 §3, Payout) with the provider's names and the decision. */
export const PayoutRowSchema = v.object({
  id: UuidSchema,
  amount: v.pipe(
    v.number(),
    v.integer(),
    v.description('Integer minor units (hundredths) of the operator’s currency: 12550 = 125.50'),
  ),
  /** 0 pending, 1 accepted, 2 rejected. */
  status: v.number(),
  /** ISO date-time of the request. */
  createdAt: v.string(),
  /** null once the provider was deleted. */
  providerId: v.nullable(UuidSchema),
  firstName: nullableString,
  lastName: nullableString,
  providerName: nullableString,
  /** Image references (upload URLs) given with the decision. */
  proof: v.array(v.string()),
  decidedAt: nullableString,
  /** The provider's note with the request, or the admin's note with the decision. */
  note: nullableString,
});
export type PayoutRow = v.InferOutput<typeof PayoutRowSchema>;

/** A bare array (API brief); the total of all pages is in the `X-Total-Count` header. */
export const PayoutsListDataSchema = v.array(PayoutRowSchema);

// Decision -------------------------------------------------------------------------------------

/** The image URL `POST /uploads` answers with (`data.image`). */
export const UPLOAD_REFERENCE =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
export const PROOF_MAX = 5;

export const PayoutDecisionBodySchema = v.object({
  id: v.pipe(v.string('id must be an id'), v.uuid('id must be a valid id')),
  status: v.pipe(
    v.picklist([1, 2], 'status must be 1 (Accepted) or 2 (Rejected)'),
    v.description('1 Accepted, 2 Rejected'),
  ),
  proof: v.pipe(
    v.array(
      v.pipe(
        v.string('each proof must be an image reference'),
        v.regex(UPLOAD_REFERENCE, 'each proof must be an image uploaded with POST /uploads (its data.image)'),
      ),
      'proof must be a list of image references',
    ),
    v.minLength(1, 'please add a proof image'),
    v.maxLength(PROOF_MAX, `at most ${PROOF_MAX} proof images`),
    v.check((list) => new Set(list).size === list.length, 'the same image is given twice'),
    v.description(`1 to ${PROOF_MAX} image references: data.image of POST /uploads by this operator`),
  ),
  note: v.optional(
    v.nullable(
      v.pipe(
        v.string('note must be text'),
        v.trim(),
        v.maxLength(500, 'note must be at most 500 characters'),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  ),
});
export type PayoutDecisionBody = v.InferInput<typeof PayoutDecisionBodySchema>;

// Detail ---------------------------------------------------------------------------------------

export const PayoutIdParamsSchema = idParams('Payout id (uuid); a malformed or unknown id answers 404');

const minorUnits = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));

/** Someone who decided: the admin's id and name (null once that account was deleted). */
const DeciderSchema = v.nullable(v.object({ id: UuidSchema, name: v.string() }));

/** One decision of the payout's history: who, when, from which status to which, and the note. */
export const PayoutHistoryEntrySchema = v.object({
  id: UuidSchema,
  fromStatus: v.number(),
  toStatus: v.number(),
  note: nullableString,
  createdAt: v.string(),
  admin: DeciderSchema,
});
export type PayoutHistoryEntry = v.InferOutput<typeof PayoutHistoryEntrySchema>;

/**
 * One payout for its drawer: the request (the list's row), the provider, the provider's current balance in
 * minor units (docs/api/payouts.md), the decision history and who decided.
 */
export const PayoutDetailSchema = v.object({
  payout: PayoutRowSchema,
  currency: v.string(),
  provider: v.nullable(
    v.object({
      id: UuidSchema,
      name: v.string(),
      firstName: nullableString,
      lastName: nullableString,
      email: nullableString,
      phone: nullableString,
    }),
  ),
  balance: v.object({
    deliveredBookings: v.pipe(v.number(), v.integer()),
    earnedMinor: minorUnits('Sum of the prices of the provider’s ended (delivered) bookings'),
    paidMinor: minorUnits('Sum of the provider’s accepted payouts'),
    pendingMinor: minorUnits('Sum of the provider’s pending payout requests (this one included while pending)'),
    balanceMinor: minorUnits('earnedMinor − paidMinor: what the operator still owes the provider'),
  }),
  decidedBy: DeciderSchema,
  history: v.array(PayoutHistoryEntrySchema),
});
export type PayoutDetail = v.InferOutput<typeof PayoutDetailSchema>;

// Export ---------------------------------------------------------------------------------------

/** The export's columns, in order (amount as a decimal string of the operator's currency: "125.50"). */
export const PAYOUT_CSV_COLUMNS = [
  'id',
  'providerId',
  'firstName',
  'lastName',
  'providerName',
  'amount',
  'status',
  'statusLabel',
  'createdAt',
  'decidedAt',
  'note',
] as const;
export type PayoutCsvColumn = (typeof PAYOUT_CSV_COLUMNS)[number];
