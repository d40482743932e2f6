import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { broadcastEndpoints } from '@/shared/api/endpoints/broadcasts';
import type { BroadcastReport } from '@/shared/schemas/broadcasts';

type Filter = Record<string, string | number>;

const PREVIEW = {
  users: broadcastEndpoints.reportUsersBroadcastPreview,
  orders: broadcastEndpoints.reportOrdersBroadcastPreview,
} as const;

/** How many customers a report's filter reaches (`recipients`, `withEmail`, `max`). */
export const broadcastPreviewQueryOptions = (report: BroadcastReport, filter: Filter) =>
  queryOptions({
    queryKey: ['reports', report, 'broadcast-preview', filter] as const,
    queryFn: ({ signal }) => api(PREVIEW[report], { body: { filter } }, { signal, background: true }),
    staleTime: 15_000,
  });

/** The endpoint that sends a report's broadcast. */
export const BROADCAST_SEND = {
  users: broadcastEndpoints.reportUsersBroadcast,
  orders: broadcastEndpoints.reportOrdersBroadcast,
} as const;
/** What a broadcast changes: the recipients' messages, shown on the customer pages. */
export const broadcastRecipientsKey = ['customers', 'messages'] as const;
