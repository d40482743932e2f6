import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceCachedRow } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { agentEndpoints } from '@/shared/api/endpoints/agents';
import type { AgentRow, AgentStatus } from '@/shared/schemas/agents';
import { agentKeys } from './agents.queries';

/** Blocks or unblocks an agent; every cached page shows the server's row, and the lists are loaded again. */
export function useAgentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.all, 'status'],
    mutationFn: ({ id, status }: { id: string; status: AgentStatus }) =>
      api(agentEndpoints.agentStatus, { params: { id }, body: { status } }),
    onSuccess: async (row: AgentRow) => {
      replaceCachedRow(queryClient, agentKeys.lists(), row);
      // A status filter may now leave the agent out.
      await queryClient.invalidateQueries({ queryKey: agentKeys.lists() });
    },
  });
}

/** Deletes an agent; the lists are loaded again. */
export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.all, 'delete'],
    mutationFn: (id: string) => api(agentEndpoints.agentDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.lists() }),
  });
}
