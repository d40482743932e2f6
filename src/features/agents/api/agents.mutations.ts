import { useRowDelete, useRowMutation } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { agentEndpoints } from '@/shared/api/endpoints/agents';
import type { AgentStatus } from '@/shared/schemas/agents';
import { agentKeys } from './agents.queries';

/** Blocks or unblocks an agent; the lists are loaded again (a status filter may now leave the agent out). */
export const useAgentStatus = () =>
  useRowMutation(
    agentKeys,
    'status',
    ({ id, status }: { id: string; status: AgentStatus }) =>
      api(agentEndpoints.agentStatus, { params: { id }, body: { status } }),
    { refetch: true },
  );

/** Deletes an agent; the lists are loaded again. */
export const useDeleteAgent = () =>
  useRowDelete(agentKeys, (id: string) => api(agentEndpoints.agentDelete, { params: { id } }));
