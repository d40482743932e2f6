import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import { catalogueKeys } from './catalogues.queries';

/** The status toggle: isActive sent as 1 or 0; the lists load again. */
export function useCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...catalogueKeys.all, 'status'],
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api(catalogueEndpoints.categoryStatus, { params: { id }, body: { isActive: isActive ? 1 : 0 } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() }),
  });
}

/** Deletes a category (refused with 409 while it is in use); the lists load again. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...catalogueKeys.all, 'delete'],
    mutationFn: (id: string) => api(catalogueEndpoints.categoryDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
