import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRowDelete, useRowMutation } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { subAdminEndpoints } from '@/shared/api/endpoints/sub-admins';
import type { ModuleKey } from '@/shared/modules';
import type { SubAdminDetail } from '@/shared/schemas/sub-admins';
import { subAdminKeys } from './sub-admins.queries';

/**
 * Activates or deactivates an account at once (the list's toggle, which flips back itself on failure, so the
 * list is not reloaded then). On success every cached page shows the server's row and the lists are marked
 * stale without refetching the page on screen.
 */
export const useSubAdminStatus = () =>
  useRowMutation(subAdminKeys, 'status', ({ id, status }: { id: string; status: boolean }) =>
    api(subAdminEndpoints.subAdminStatus, { params: { id }, body: { status: status ? 1 : 0 } }),
  );

/** Removes an account; the lists load again. */
export const useDeleteSubAdmin = () =>
  useRowDelete(subAdminKeys, (id: string) => api(subAdminEndpoints.subAdminDelete, { params: { id } }));

/** Replaces an account's modules with one call; the page takes the server's answer. */
export function useSaveSubAdminPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...subAdminKeys.all, 'permissions'],
    mutationFn: ({ id, modules }: { id: string; modules: ModuleKey[] }) =>
      api(subAdminEndpoints.subAdminPermissions, {
        params: { id },
        body: { permissions: modules.map((module) => ({ module })) },
      }),
    onSuccess: (detail: SubAdminDetail) => queryClient.setQueryData(subAdminKeys.detail(detail.id), detail),
  });
}
