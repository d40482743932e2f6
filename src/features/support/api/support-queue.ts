import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type Queued, queueable } from '@/lib/offline-queue';

/** A reply or a note as queued: its kind travels with it, so a replay never turns a note into a public reply. */
export type TicketMessageVariables = Queued<{
  ticketId: string;
  kind: 'reply' | 'note';
  body: string;
  attachments?: string[];
}>;

export const supportMutationKeys = { message: ['support', 'message'] as const };

/**
 * Registered at start-up (before the persisted queue is restored) so that a reply written offline and reloaded
 * gets its function back; the endpoint's schemas load only when one is sent.
 */
export function registerSupportMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<unknown, Error, TicketMessageVariables>(supportMutationKeys.message, {
    ...queueable,
    mutationFn: async ({ ticketId, kind, body, attachments, idempotencyKey }) => {
      const { supportEndpoints } = await import('@/shared/api/endpoints/support');
      return api(
        supportEndpoints.supportTicketMessage,
        { params: { id: ticketId }, body: { kind, body, attachments } },
        { idempotencyKey },
      );
    },
    onSettled: (_data, _error, { ticketId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['support', 'detail', ticketId] }),
        queryClient.invalidateQueries({ queryKey: ['support', 'list'] }),
      ]),
  });
}
