import { listSource, resourceKeys } from '@/components/list/list-source';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { payoutEndpoints } from '@/shared/api/endpoints/payouts';
import type { PayoutRow } from '@/shared/schemas/payouts';

/** Keys grouped per resource: every list under ['payouts','list'], every payout under ['payouts','detail']. */
export const payoutKeys = resourceKeys('payouts');

/** One page of payouts: the rows (a bare array) and the total of all pages (`X-Total-Count`). */
export type PayoutsPage = { rows: PayoutRow[]; total: number; totalCapped?: true };

/** The payouts list: one page under payoutKeys.lists() (the previous page stays on screen while the next loads). */
export const payoutsListSource = listSource(payoutEndpoints.payoutsList, payoutKeys.lists());

/** One payout for the drawer: request, provider, balance, history (404 for an unknown or another operator's id). */
export const payoutDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: payoutKeys.detail(id),
    queryFn: ({ signal }) => api(payoutEndpoints.payoutDetail, { params: { id } }, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
