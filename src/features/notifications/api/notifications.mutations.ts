import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationEndpoints } from '@/shared/api/endpoints/notifications';
import { notificationKeys } from './notifications.queries';

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/** Marks one notification read (fire and forget from the drawer and the page). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(notificationEndpoints.notificationRead, { params: { id } }, { idempotencyKey: crypto.randomUUID() }),
    onSettled: () => refresh(queryClient),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(notificationEndpoints.notificationsReadAll, {}, { idempotencyKey: crypto.randomUUID() }),
    onSettled: () => refresh(queryClient),
  });
}
