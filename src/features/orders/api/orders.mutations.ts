import { t } from '@lingui/core/macro';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { bookingStatusDisplay } from '@/lib/status-display';
import { notify } from '@/lib/notify';
import { ApiError, api } from '@/lib/api-client';
import { i18n } from '@lingui/core';
import { type Queued, queueable, queued, usePendingSync } from '@/lib/offline-queue';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import { displayId } from '@/shared/format';
import type { OrderDetail, OrdersListData, OrderUpdateBody } from '@/shared/schemas/orders';
import {
  detailWithEdit,
  detailWithStatus,
  listWithStatus,
  type PendingOrderSync,
  pendingByOrder,
} from '../lib/optimistic';
import { orderDetailQueryOptions, orderKeys } from './orders.queries';

export type StatusChange = { status: number; note: string | null };
export type StatusVariables = Queued<StatusChange & { id: string }>;
export type UpdateVariables = Queued<{ id: string; body: OrderUpdateBody }>;
type Snapshot = { detail: OrderDetail | undefined; lists: [QueryKey, OrdersListData | undefined][] };

/** Keys of the queued booking mutations (their defaults are registered once by `registerOrderMutations`). */
export const orderMutationKeys = {
  status: [...orderKeys.all, 'status'] as const,
  update: [...orderKeys.all, 'update'] as const,
};

async function snapshot(queryClient: QueryClient, id: string): Promise<Snapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: orderKeys.detail(id) }),
    queryClient.cancelQueries({ queryKey: orderKeys.lists() }),
  ]);
  return {
    detail: queryClient.getQueryData<OrderDetail>(orderKeys.detail(id)),
    lists: queryClient.getQueriesData<OrdersListData>({ queryKey: orderKeys.lists() }),
  };
}

function rollback(queryClient: QueryClient, id: string, saved: Snapshot | undefined) {
  if (!saved) return;
  if (saved.detail) queryClient.setQueryData(orderKeys.detail(id), saved.detail);
  for (const [key, data] of saved.lists) queryClient.setQueryData(key, data);
}

const refresh = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  ]);

/**
 * A queued change the server refused. For a conflict (409) the booking is fetched again and the notice
 * says what the server has now; it stays until closed, since the user may have left the screen long ago.
 */
async function reportRefused(queryClient: QueryClient, id: string, error: unknown) {
  console.error(error);
  const ref = displayId('ORD_', id);
  if (error instanceof ApiError && error.status === 409) {
    let current = '';
    try {
      const fresh = await queryClient.fetchQuery({ ...orderDetailQueryOptions(id), staleTime: 0 });
      current = i18n._(bookingStatusDisplay(fresh.status).label);
    } catch {
      current = '';
    }
    const reason = error.message;
    notify({
      id: `order-conflict-${id}`,
      color: 'orange',
      autoClose: false,
      title: t`Booking ${ref} was changed meanwhile`,
      message: current
        ? t`Your change was not applied: ${reason}. Its status on the server is now ${current}.`
        : t`Your change was not applied: ${reason}.`,
    });
    return;
  }
  notify({
    color: 'red',
    autoClose: false,
    title: t`Booking ${ref} was not saved`,
    message: error instanceof ApiError ? error.message : t`Something went wrong. Please try again.`,
  });
}

/**
 * The booking mutations every screen uses, registered under their keys so that a queued change persisted
 * before a reload gets its function and handlers back (TanStack Query resumes it by `mutationKey`).
 */
export function registerOrderMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<OrderDetail, Error, StatusVariables, Snapshot>(orderMutationKeys.status, {
    ...queueable,
    mutationFn: ({ id, status, note, idempotencyKey }) =>
      api(orderEndpoints.orderStatus, { params: { id }, body: { status, note } }, { idempotencyKey }),
    // The detail and every cached list page show the new status at once; a refusal puts them back.
    onMutate: async ({ id, status, note }) => {
      const saved = await snapshot(queryClient, id);
      if (saved.detail) queryClient.setQueryData(orderKeys.detail(id), detailWithStatus(saved.detail, status, note));
      queryClient.setQueriesData<OrdersListData>({ queryKey: orderKeys.lists() }, (data) =>
        data ? listWithStatus(data, id, status) : data,
      );
      return saved;
    },
    onError: async (error, { id }, saved) => {
      rollback(queryClient, id, saved);
      await reportRefused(queryClient, id, error);
    },
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(orderKeys.detail(id), detail);
    },
    onSettled: (_data, _error, { id }) => refresh(queryClient, id),
  });

  queryClient.setMutationDefaults<OrderDetail, Error, UpdateVariables, Snapshot>(orderMutationKeys.update, {
    ...queueable,
    mutationFn: ({ id, body, idempotencyKey }) =>
      api(orderEndpoints.orderUpdate, { params: { id }, body }, { idempotencyKey }),
    // Schedule, address and notes show at once; the price waits for the server (it recomputes it).
    onMutate: async ({ id, body }) => {
      const saved = await snapshot(queryClient, id);
      if (saved.detail) queryClient.setQueryData(orderKeys.detail(id), detailWithEdit(saved.detail, body));
      return saved;
    },
    onError: async (error, { id }, saved) => {
      rollback(queryClient, id, saved);
      // 422 while the form is open is shown on its fields; a queued edit refused later gets a notice.
      if (!(error instanceof ApiError && error.status === 422 && isFormWaiting(id))) {
        await reportRefused(queryClient, id, error);
      }
    },
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(orderKeys.detail(id), detail);
    },
    onSettled: (_data, _error, { id }) => refresh(queryClient, id),
  });
}

/** Edit forms waiting on their own save (they show a 422 next to the fields themselves). */
const formsWaiting = new Set<string>();
const isFormWaiting = (id: string) => formsWaiting.has(id);

/**
 * Moves booking `id` to another status: queued (offline it waits, persisted, and is sent on reconnect with
 * the Idempotency-Key made here, at the user's click).
 */
export function useChangeOrderStatus(id: string) {
  const mutation = useMutation<OrderDetail, Error, StatusVariables, Snapshot>({
    mutationKey: orderMutationKeys.status,
  });
  const { mutate } = mutation;
  const change = useCallback((next: StatusChange) => mutate(queued({ id, ...next })), [id, mutate]);
  return { ...mutation, change };
}

/**
 * Edits schedule, provider, quantity, discount, notes or address (the server records it in the history).
 * `save` (with the form's Idempotency-Key) resolves with the server's booking, or with `'queued'` when the edit
 * waits for the network.
 */
export function useUpdateOrder(id: string) {
  const mutation = useMutation<OrderDetail, Error, UpdateVariables, Snapshot>({
    mutationKey: orderMutationKeys.update,
  });
  const { mutateAsync } = mutation;
  const queryClient = useQueryClient();
  const save = useCallback(
    async (body: OrderUpdateBody, idempotencyKey: string): Promise<OrderDetail | 'queued'> => {
      const variables: UpdateVariables = { id, body, idempotencyKey };
      formsWaiting.add(id);
      const done = mutateAsync(variables).finally(() => formsWaiting.delete(id));
      // Offline (or no answer) the form closes and the edit waits in the queue, shown as pending sync.
      const paused = new Promise<'queued'>((resolve) => {
        const unsubscribe = queryClient.getMutationCache().subscribe(({ mutation: m }) => {
          if (
            m?.state.variables === variables &&
            m.state.status === 'pending' &&
            (m.state.isPaused || m.state.failureCount > 0)
          ) {
            unsubscribe();
            formsWaiting.delete(id);
            resolve('queued');
          }
        });
        void done.finally(unsubscribe).catch(() => undefined);
      });
      return Promise.race([done, paused]);
    },
    [id, mutateAsync, queryClient],
  );
  return { ...mutation, save };
}

/** The offline queue's bookings: per booking, the status it is moving to and the number of queued edits. */
export function usePendingOrderSync(): Map<string, PendingOrderSync> {
  const statuses = usePendingSync<StatusVariables>({ mutationKey: orderMutationKeys.status });
  const updates = usePendingSync<UpdateVariables>({ mutationKey: orderMutationKeys.update });
  return useMemo(
    () =>
      pendingByOrder(
        [
          ...statuses.map((s) => ({ kind: 'status' as const, at: s.submittedAt, variables: s.variables })),
          ...updates.map((s) => ({ kind: 'update' as const, at: s.submittedAt, variables: s.variables })),
        ].sort((a, b) => a.at - b.at),
      ),
    [statuses, updates],
  );
}
