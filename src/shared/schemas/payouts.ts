import * as v from 'valibot';
import { intInRange, PagingQuerySchema, UuidSchema } from './common';
import { sortEntries } from './list';

// Status -----------------------------------------------------------------------------------------

/** Payout status codes (spec part 2 §4) and their English labels. */
export { PAYOUT_STATUS, type PayoutStatus, payoutStatusLabel } from '../status-labels';

/** Only a pending payout can be decided (accepted or rejected). */
export const isPayoutActionable = (status: number) => status === 0;

/** `Pay_` + the first 8 characters of the id, uppercased: how the console shows a payout id. */
export const payoutRef = (id: string) => `Pay_${id.slice(0, 8).toUpperCase()}`;

// List -----------------------------------------------------------------------------------------

/** The payouts list's sortable columns (the row's field names). */
export const PAYOUT_SORT_FIELDS = ['createdAt', 'amount', 'status', 'firstName'] as const;
export type PayoutSortField = (typeof PAYOUT_SORT_FIELDS)[number];

export const PayoutsListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  ...sortEntries(PAYOUT_SORT_FIELDS),
  search: v.optional(
    v.pipe(
      v.string('search must be text'),
      v.trim(),
      v.maxLength(100, 'search must be at most 100 characters'),
      v.description('Provider name, or the payout id prefix as shown (Pay_ + its first characters); case-insensitive'),
    ),
  ),
  status: v.optional(v.pipe(intInRange(0, 2), v.description('0 pending, 1 accepted, 2 rejected; absent = all'))),
});
export type PayoutsListQuery = v.InferInput<typeof PayoutsListQuerySchema>;

const nullableString = v.nullable(v.string());

/** A payouts-list row (spec part 2 §3, Payout) with the provider's names and the decision. */
export const PayoutRowSchema = v.object({
  id: UuidSchema,
  amount: v.number(),
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
