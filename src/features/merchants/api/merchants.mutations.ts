import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import type { MerchantRow } from '@/shared/schemas/merchants';
import { type MerchantsPage, merchantKeys } from './merchants.queries';

/**
 * Turns a merchant on or off (spec part 1 §4: an immediate update call). The status toggle shows the new
 * state at once and puts it back itself when this fails; on success every cached page shows the server's
 * row and the lists are marked stale (refetched when next shown, so the page on screen does not jump).
 */
export function useMerchantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...merchantKeys.all, 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) =>
      api(merchantEndpoints.merchantStatus, { params: { id }, body: { status } }),
    onSuccess: async (row: MerchantRow) => {
      queryClient.setQueriesData<MerchantsPage>({ queryKey: merchantKeys.lists() }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.id === row.id ? row : r)) } : page,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantKeys.lists(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: merchantKeys.detail(row.id) }),
      ]);
    },
  });
}

/** Deletes a merchant (its bookings, payouts and products stay); the lists are loaded again. */
export function useDeleteMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...merchantKeys.all, 'delete'],
    mutationFn: (id: string) => api(merchantEndpoints.merchantDelete, { params: { id } }),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: merchantKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.lists() }),
  });
}
