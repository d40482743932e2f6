import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { broadcastEndpoints } from '@/shared/api/endpoints/broadcasts';
import type { BroadcastChannel, BroadcastReport } from '@/shared/schemas/broadcasts';

type Filter = Record<string, string | number>;

const PREVIEW = {
  users: broadcastEndpoints.reportUsersBroadcastPreview,
  orders: broadcastEndpoints.reportOrdersBroadcastPreview,
} as const;
const SEND = {
  users: broadcastEndpoints.reportUsersBroadcast,
  orders: broadcastEndpoints.reportOrdersBroadcast,
} as const;

/** How many customers a report's filter reaches (`recipients`, `withEmail`, `max`). */
export const broadcastPreviewQueryOptions = (report: BroadcastReport, filter: Filter) =>
  queryOptions({
    queryKey: ['reports', report, 'broadcast-preview', filter] as const,
    queryFn: ({ signal }) => api(PREVIEW[report], { body: { filter } }, { signal, background: true }),
    staleTime: 15_000,
  });

export type BroadcastVariables = {
  channel: BroadcastChannel;
  text: string;
  filter: Filter;
  /** The same for a retry of the same message, so the server sends it once. */
  idempotencyKey: string;
};

/** Sends a broadcast; the recipients' messages (customer pages) are refreshed after. */
export function useSendBroadcast(report: BroadcastReport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: BroadcastVariables) => api(SEND[report], { body }, { idempotencyKey }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customers', 'messages'] });
    },
  });
}
