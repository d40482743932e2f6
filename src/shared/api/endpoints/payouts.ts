import type { Endpoint } from '../endpoint';
import {
  PAYOUT_SORT_FIELDS,
  PayoutDecisionBodySchema,
  PayoutRowSchema,
  PayoutsListDataSchema,
  PayoutsListQuerySchema,
} from '../../schemas/payouts';

/** Payouts (module `payouts`): providers' payout requests and the admins' decisions on them. */
export const payoutEndpoints = {
  payoutsList: {
    method: 'GET',
    path: '/payouts',
    summary: `Payouts, newest first or sorted by sortBy (${PAYOUT_SORT_FIELDS.join(', ')}; ties newest first): data is a bare array of rows; the total of all pages is in X-Total-Count. search matches the provider name or the id prefix as shown (Pay_…); status 0 pending, 1 accepted, 2 rejected`,
    tag: 'payouts',
    auth: 'user',
    module: 'payouts',
    query: PayoutsListQuerySchema,
    data: PayoutsListDataSchema,
    list: { rows: null, total: null, totalHeader: 'X-Total-Count' },
    responseHeaders: { 'X-Total-Count': 'The number of payouts matching search and status (all pages)' },
  },
  payoutDecide: {
    method: 'PATCH',
    path: '/payouts',
    summary:
      'Accept (1) or reject (2) a pending payout with 1–5 proof images uploaded by this operator: status, proof, decider and time, a history row and a notification (pushType 13) in one transaction',
    tag: 'payouts',
    auth: 'user',
    module: 'payouts',
    body: PayoutDecisionBodySchema,
    data: PayoutRowSchema,
    errors: {
      404: 'No such payout (also for another operator’s payout)',
      409: 'This payout is already processed (it is not pending)',
      422: 'Validation failed, or a proof image is not an upload of this operator (errors.proof)',
    },
  },
} as const satisfies Record<string, Endpoint>;
