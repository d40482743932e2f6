import { useRowDelete, useRowMutation } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import { merchantKeys } from './merchants.queries';

/**
 * Turns a merchant on or off (spec part 1 §4: an immediate update call). The status toggle shows the new
 * state at once and puts it back itself when this fails; on success every cached page shows the server's
 * row, the lists are marked stale (refetched when next shown, so the page on screen does not jump) and the
 * merchant's page loads again.
 */
export const useMerchantStatus = () =>
  useRowMutation(
    merchantKeys,
    'status',
    ({ id, status }: { id: string; status: boolean }) =>
      api(merchantEndpoints.merchantStatus, { params: { id }, body: { status } }),
    { onSaved: (row, queryClient) => queryClient.invalidateQueries({ queryKey: merchantKeys.detail(row.id) }) },
  );

/** Deletes a merchant (its bookings, payouts and products stay); the lists are loaded again. */
export const useDeleteMerchant = () =>
  useRowDelete(merchantKeys, (id: string) => api(merchantEndpoints.merchantDelete, { params: { id } }));
