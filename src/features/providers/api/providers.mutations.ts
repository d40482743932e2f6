import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerEndpoints } from '@/shared/api/endpoints/providers';
import type { ProviderDetail, ProviderProfile, ProvidersListData } from '@/shared/schemas/providers';
import { providerKeys, sharedKeys } from './providers.queries';

/** Every cached page and the details show the server's row at once; the lists are refetched when next shown. */
function useApplyRow() {
  const queryClient = useQueryClient();
  return async (row: ProviderProfile) => {
    queryClient.setQueriesData<ProvidersListData>({ queryKey: providerKeys.lists() }, (page) =>
      page ? { ...page, data: page.data.map((r) => (r.id === row.id ? { ...r, ...pick(row) } : r)) } : page,
    );
    queryClient.setQueryData<ProviderDetail>(providerKeys.detail(row.id), (detail) =>
      detail ? { ...detail, provider: row } : detail,
    );
    await queryClient.invalidateQueries({ queryKey: providerKeys.lists(), refetchType: 'none' });
  };
}

const pick = (row: ProviderProfile) => ({ verified: row.verified, status: row.status });

/** Activates or deactivates a provider (the toggle saves at once and puts itself back when this fails). */
export function useProviderStatus() {
  const apply = useApplyRow();
  return useMutation({
    mutationKey: [...providerKeys.all, 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) =>
      api(providerEndpoints.providerStatus, { params: { id }, body: { status: status ? 1 : 0 } }),
    onSuccess: apply,
  });
}

/** Verifies or unverifies a provider; the dashboard's verified / unverified donut is loaded again. */
export function useProviderVerify() {
  const queryClient = useQueryClient();
  const apply = useApplyRow();
  return useMutation({
    mutationKey: [...providerKeys.all, 'verify'],
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      api(providerEndpoints.providerVerify, { params: { id }, body: { verified } }),
    onSuccess: async (row) => {
      await apply(row);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.dashboardStats() });
    },
  });
}
