import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { Category, CategoryBody } from '@/shared/schemas/catalogue';
import { catalogueKeys } from './catalogues.queries';

/**
 * POST /categories (add) or PUT /category/{id} (edit), with the dialog's Idempotency-Key so a double click or
 * a retry applies once; every tab's list (names of parents show on the children's tabs) loads again.
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...catalogueKeys.all, 'save'],
    mutationFn: ({ id, body, idempotencyKey }: { id: string | null; body: CategoryBody; idempotencyKey: string }) =>
      id
        ? api(catalogueEndpoints.categoryUpdate, { params: { id }, body }, { idempotencyKey })
        : api(catalogueEndpoints.categoryCreate, { body }, { idempotencyKey }),
    onSuccess: async (row: Category) => {
      queryClient.setQueryData(catalogueKeys.detail(row.id), row);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

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
