import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subAdminFormEndpoints } from '@/shared/api/endpoints/sub-admin-form';
import type { SubAdminCreateBody, SubAdminUpdateBody } from '@/shared/schemas/sub-admin-body';
import type { SubAdminRow } from '@/shared/schemas/sub-admins';
import { subAdminKeys } from './sub-admins.queries';

export type SaveSubAdmin =
  | { id: null; body: SubAdminCreateBody; idempotencyKey: string }
  | { id: string; body: SubAdminUpdateBody; idempotencyKey: string };

/**
 * POST /sub-admins (add) or PUT /sub-admins/{id} (edit), with the attempt's Idempotency-Key so a double click
 * or a retry after a lost answer applies once; the lists and the account's page load again.
 */
export function useSaveSubAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...subAdminKeys.all, 'save'],
    mutationFn: (save: SaveSubAdmin): Promise<SubAdminRow> =>
      save.id === null
        ? api(subAdminFormEndpoints.subAdminCreate, { body: save.body }, { idempotencyKey: save.idempotencyKey })
        : api(
            subAdminFormEndpoints.subAdminUpdate,
            { params: { id: save.id }, body: save.body },
            { idempotencyKey: save.idempotencyKey },
          ),
    onSuccess: async (row) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subAdminKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: subAdminKeys.detail(row.id) }),
      ]);
    },
  });
}
