import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import { agentEndpoints } from '@/shared/api/endpoints/agents';
import type { AgentRow, AgentsListQuery } from '@/shared/schemas/agents';

/** Keys grouped per resource: every list under ['agents','list']. */
export const agentKeys = {
  all: ['agents'] as const,
  lists: () => [...agentKeys.all, 'list'] as const,
  list: (query: AgentsListQuery) => [...agentKeys.lists(), query] as const,
  merchantOptions: (search: string) => [...agentKeys.all, 'merchant-options', search] as const,
};

/** One page of agents: its rows and the total of all pages. */
export type AgentsPage = { rows: AgentRow[]; total: number; totalCapped?: true };

/** One page of agents; the previous page stays on screen while the next one loads. */
export const agentsListQueryOptions = (query: AgentsListQuery) =>
  queryOptions({
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }): Promise<AgentsPage> => apiList(agentEndpoints.agentsList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
