import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import type { OrderCreateBody, OrderDetail, OrdersListData, OrderUpdateBody } from '@/shared/schemas/orders';
import { detailWithStatus, listWithStatus } from '../lib/optimistic';
import { orderKeys } from './orders.queries';

/** A fresh `Idempotency-Key` per user action (randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type StatusChange = { status: number; note: string | null };
type Snapshot = { detail: OrderDetail | undefined; lists: [QueryKey, OrdersListData | undefined][] };

/**
 * Moves booking `id` to another status. The detail and every cached list page show the new status at
 * once; an error puts them back; either way both are refetched afterwards.
 */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation<OrderDetail, Error, StatusChange, Snapshot>({
    mutationKey: [...orderKeys.detail(id), 'status'],
    mutationFn: ({ status, note }) =>
      api(
        orderEndpoints.orderStatus,
        { params: { id }, body: { status, note } },
        { idempotencyKey: newIdempotencyKey() },
      ),
    onMutate: async ({ status, note }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: orderKeys.detail(id) }),
        queryClient.cancelQueries({ queryKey: orderKeys.lists() }),
      ]);
      const detail = queryClient.getQueryData<OrderDetail>(orderKeys.detail(id));
      const lists = queryClient.getQueriesData<OrdersListData>({ queryKey: orderKeys.lists() });
      if (detail) queryClient.setQueryData(orderKeys.detail(id), detailWithStatus(detail, status, note));
      queryClient.setQueriesData<OrdersListData>({ queryKey: orderKeys.lists() }, (data) =>
        data ? listWithStatus(data, id, status) : data,
      );
      return { detail, lists };
    },
    onError: (_error, _change, snapshot) => {
      if (!snapshot) return;
      if (snapshot.detail) queryClient.setQueryData(orderKeys.detail(id), snapshot.detail);
      for (const [key, data] of snapshot.lists) queryClient.setQueryData(key, data);
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(orderKeys.detail(id), detail);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
      ]);
    },
  });
}

/** Creates a booking (status Pending); its detail is cached for the page the form goes to next. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'create'],
    mutationFn: (body: OrderCreateBody) =>
      api(orderEndpoints.orderCreate, { body }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

/** Edits schedule, provider, quantity, discount, notes or address (the server records it in the history). */
export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.detail(id), 'update'],
    mutationFn: (body: OrderUpdateBody) =>
      api(orderEndpoints.orderUpdate, { params: { id }, body }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
