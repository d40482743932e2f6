import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queued, usePendingSync } from '@/lib/offline-queue';
import { supportEndpoints } from '@/shared/api/endpoints/support';
import type { SupportTicketChangeBody } from '@/shared/schemas/support';
import { supportMutationKeys, type TicketMessageVariables } from './support-queue';
import { supportKeys } from './support.queries';

/** Sends a reply or a note through the offline queue (its key made now: a retry or a replay lands once). */
export function useSendTicketMessage(ticketId: string) {
  const mutation = useMutation<unknown, Error, TicketMessageVariables>({ mutationKey: supportMutationKeys.message });
  return {
    ...mutation,
    send: (kind: 'reply' | 'note', body: string) => mutation.mutateAsync(queued({ ticketId, kind, body })),
  };
}

/** The replies and notes of a ticket still waiting to be sent (offline), shown as pending in the thread. */
export function usePendingTicketMessages(ticketId: string) {
  return usePendingSync<TicketMessageVariables>({ mutationKey: supportMutationKeys.message })
    .map((m) => m.variables)
    .filter((v): v is TicketMessageVariables => v?.ticketId === ticketId);
}

/** Status, priority, assignee or category: the server's page replaces the cached one, the lists reload. */
export function useChangeTicket(ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportTicketChangeBody) =>
      api(supportEndpoints.supportTicketUpdate, { params: { id: ticketId }, body }),
    onSuccess: (detail) => {
      client.setQueryData(supportKeys.detail(ticketId), detail);
      void client.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
