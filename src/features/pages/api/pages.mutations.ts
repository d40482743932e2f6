import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRowDelete } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { pageEndpoints } from '@/shared/api/endpoints/pages';
import type { PageDetail } from '@/shared/schemas/pages';
import { pageKeys } from './pages.queries';

/** Deletes a page; the lists are loaded again. */
export const useDeletePage = () =>
  useRowDelete(pageKeys, (id: string) => api(pageEndpoints.pageDelete, { params: { id } }));

/** The page's answer replaces the one on screen; its versions and the lists are loaded again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (page: PageDetail) => {
    queryClient.setQueryData(pageKeys.detail(page.id), page);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pageKeys.versions(page.id) }),
      queryClient.invalidateQueries({ queryKey: pageKeys.lists() }),
    ]);
  };
}

/** Publishes the saved draft as the next version. */
export function usePublishPage() {
  const after = useAfterChange();
  return useMutation({
    mutationKey: ['pages', 'publish'],
    mutationFn: (id: string) => api(pageEndpoints.pagePublish, { params: { id } }),
    onSuccess: after,
  });
}

/** Copies a version into the draft (not published). */
export function useRestoreVersion() {
  const after = useAfterChange();
  return useMutation({
    mutationKey: ['pages', 'restore'],
    mutationFn: ({ id, number }: { id: string; number: number }) =>
      api(pageEndpoints.pageRestore, { params: { id, number: String(number) } }),
    onSuccess: after,
  });
}
