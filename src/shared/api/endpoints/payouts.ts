import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import {
  PAYOUT_CSV_COLUMNS,
  PAYOUT_SORT_FIELDS,
  PayoutDecisionBodySchema,
  PayoutDetailSchema,
  PayoutIdParamsSchema,
  PayoutsExportQuerySchema,
  PayoutRowSchema,
  PayoutsListDataSchema,
  PayoutsListQuerySchema,
} from '../../schemas/payouts';

/** Payouts (module `payouts`): providers' payout requests and the admins' decisions on them. */
export const payoutEndpoints = {
  payoutsList: {
    method: 'GET',
    path: '/payouts',
    summary: `Payouts, newest first or sorted by sortBy (${PAYOUT_SORT_FIELDS.join(', ')}; ties newest first): data is a bare array of rows; the total of all pages is in X-Total-Count. search matches the provider name or the id prefix as shown (Pay_…); status 0 pending, 1 accepted, 2 rejected. amount is integer minor units (12550 = 125.50)`,
    tag: 'payouts',
    auth: 'user',
    module: 'payouts',
    query: PayoutsListQuerySchema,
    data: PayoutsListDataSchema,
    list: { rows: null, total: null, totalHeader: 'X-Total-Count', cappedHeader: 'X-Total-Capped' },
    responseHeaders: {
      'X-Total-Count': 'Matching payouts (all pages); a search counts up to 1,000',
      'X-Total-Capped': 'true when more match than counted',
    },
  },
  payoutsExport: {
    method: 'GET',
    path: '/payouts/export',
    summary: `Every payout matching the list's filters, in the list's order, as payouts.csv (columns ${PAYOUT_CSV_COLUMNS.join(', ')}; amount as a decimal of the operator's currency, "125.50"); formula cells are escaped with a leading apostrophe`,
    tag: 'payouts',
    auth: 'user',
    module: 'payouts',
    query: PayoutsExportQuerySchema,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
  },
  payoutDetail: {
    method: 'GET',
    path: '/payouts/{id}',
    summary:
      "One payout: the request (the list's row), the provider, the provider's balance in minor units (earnings of ended bookings minus accepted payouts; pending requests beside it), who decided and the decision history",
    tag: 'payouts',
    auth: 'user',
    module: 'payouts',
    params: PayoutIdParamsSchema,
    data: PayoutDetailSchema,
    errors: { 404: 'No such payout (also for another operator’s payout, or a malformed id)' },
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
