import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { payoutEndpoints } from '@/shared/api/endpoints/payouts';
import type { PayoutDecisionBody, PayoutRow } from '@/shared/schemas/payouts';
import { withRow } from '../lib/payout-decision';
import { type PayoutsPage, payoutKeys } from './payouts.queries';

/** A decision's body and the Idempotency-Key of the user's attempt (made once, so a retry applies once). */
export type DecidePayout = { body: PayoutDecisionBody; idempotencyKey: string };

/** The server answered that the payout is not pending any more (another admin, another tab, a stale list). */
export const isAlreadyProcessed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'payout.already_processed';

/**
 * PATCH /payouts. On success every cached page shows the server's row in place (nothing reloads; the row's
 * button disables) and the drawer's detail loads again. On 409 "already processed" the row is brought up to date
 * from the detail, so the stale button disables too.
 */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  const putRow = (row: PayoutRow) =>
    queryClient.setQueriesData<PayoutsPage>({ queryKey: payoutKeys.lists() }, (page) => withRow(page, row));
  return useMutation({
    mutationKey: [...payoutKeys.all, 'decide'],
    mutationFn: ({ body, idempotencyKey }: DecidePayout) =>
      api(payoutEndpoints.payoutDecide, { body }, { idempotencyKey }),
    onSuccess: async (row) => {
      putRow(row);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.lists(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.detail(row.id) }),
      ]);
    },
    onError: async (error, { body }) => {
      if (!isAlreadyProcessed(error)) return;
      try {
        const detail = await api(payoutEndpoints.payoutDetail, { params: { id: body.id } });
        putRow(detail.payout);
        queryClient.setQueryData(payoutKeys.detail(body.id), detail);
      } catch {
        await queryClient.invalidateQueries({ queryKey: payoutKeys.lists() });
      }
    },
  });
}
