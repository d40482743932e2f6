import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRowDelete } from '@/components/list/row-cache';
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

/** Deletes a category (refused with 409 while it is in use); every catalogue list loads again. */
export const useDeleteCategory = () =>
  useRowDelete(
    catalogueKeys,
    (id: string) => api(catalogueEndpoints.categoryDelete, { params: { id } }),
    catalogueKeys.all,
  );
