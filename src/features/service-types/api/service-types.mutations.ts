import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';

/** Every list that shows service types (this screen's, the category dialog's select, the category lists). */
export const CATALOGUE = ['catalogues'] as const;

/** The status toggle: isActive sent as 1 or 0. */
export function useServiceTypeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CATALOGUE, 'service-type', 'status'],
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api(catalogueEndpoints.serviceTypeStatus, { params: { id }, body: { isActive: isActive ? 1 : 0 } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE }),
  });
}

/** Deletes a service type (refused with 409 while categories or products use it). */
export function useDeleteServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CATALOGUE, 'service-type', 'delete'],
    mutationFn: (id: string) => api(catalogueEndpoints.serviceTypeDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE }),
  });
}
