import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { type Queued, queueable, queued } from '@/lib/offline-queue';
import { notificationEndpoints } from '@/shared/api/endpoints/notifications';
import { applyRead } from '../lib/read-state';
import { notificationKeys } from './notifications.queries';

type ReadVariables = Queued<{ id: string; wasUnread: boolean }>;
type ReadAllVariables = Queued<{ at: string }>;

/** Keys of the queued read marks (their defaults are registered once by `registerNotificationMutations`). */
export const notificationMutationKeys = {
  read: [...notificationKeys.all, 'read'] as const,
  readAll: [...notificationKeys.all, 'read-all'] as const,
};

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/** Every cached list page, the summary and the drawer show the read mark at once (offline too). */
async function showRead(queryClient: QueryClient, id: string | 'all', wasUnread: boolean) {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  queryClient.setQueriesData({ queryKey: notificationKeys.all }, (data: Parameters<typeof applyRead>[0]) =>
    applyRead(data, id, wasUnread),
  );
}

/**
 * Read marks join the offline queue like booking edits: made offline they wait (persisted), are shown at
 * once and are sent on reconnect with the Idempotency-Key made at the click. The server's lists win after.
 */
export function registerNotificationMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<unknown, Error, ReadVariables>(notificationMutationKeys.read, {
    ...queueable,
    mutationFn: ({ id, idempotencyKey }) =>
      api(notificationEndpoints.notificationRead, { params: { id } }, { idempotencyKey }),
    onMutate: ({ id, wasUnread }) => showRead(queryClient, id, wasUnread),
    onSettled: () => refresh(queryClient),
  });
  queryClient.setMutationDefaults<unknown, Error, ReadAllVariables>(notificationMutationKeys.readAll, {
    ...queueable,
    mutationFn: ({ idempotencyKey }) => api(notificationEndpoints.notificationsReadAll, {}, { idempotencyKey }),
    onMutate: () => showRead(queryClient, 'all', true),
    onSettled: () => refresh(queryClient),
  });
}

/** Marks one notification read (from the drawer and the page); queued while offline. */
export function useMarkRead() {
  const mutation = useMutation<unknown, Error, ReadVariables>({ mutationKey: notificationMutationKeys.read });
  const { mutate } = mutation;
  const markRead = useCallback(
    (item: { id: string; status: 'Unread' | 'Read' }) =>
      mutate(queued({ id: item.id, wasUnread: item.status === 'Unread' })),
    [mutate],
  );
  return { ...mutation, markRead };
}

/** Marks every notification read; queued while offline. */
export function useMarkAllRead() {
  const mutation = useMutation<unknown, Error, ReadAllVariables>({ mutationKey: notificationMutationKeys.readAll });
  const { mutate } = mutation;
  const markAll = useCallback(() => mutate(queued({ at: new Date().toISOString() })), [mutate]);
  return { ...mutation, markAll };
}
