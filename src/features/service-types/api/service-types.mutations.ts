import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { ServiceTypeBody } from '@/shared/schemas/catalogue';

/** Every list that shows service types (this screen's, the category dialog's select, the category lists). */
const CATALOGUE = ['catalogues'] as const;

/** POST /service-types (add) or PUT /service-types/{id} (rename), once per Idempotency-Key. */
export function useSaveServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CATALOGUE, 'service-type', 'save'],
    mutationFn: ({ id, body, idempotencyKey }: { id: string | null; body: ServiceTypeBody; idempotencyKey: string }) =>
      id
        ? api(catalogueEndpoints.serviceTypeUpdate, { params: { id }, body }, { idempotencyKey })
        : api(catalogueEndpoints.serviceTypeCreate, { body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE }),
  });
}

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
