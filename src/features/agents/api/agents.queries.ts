import { listSource } from '@/components/list/list-source';
import { agentEndpoints } from '@/shared/api/endpoints/agents';
import type { AgentsListQuery } from '@/shared/schemas/agents';

/** Keys grouped per resource: every list under ['agents','list']. */
export const agentKeys = {
  all: ['agents'] as const,
  lists: () => [...agentKeys.all, 'list'] as const,
  list: (query: AgentsListQuery) => [...agentKeys.lists(), query] as const,
  merchantOptions: (search: string) => [...agentKeys.all, 'merchant-options', search] as const,
};

/** The agents list: one page under ['agents','list',query]. */
export const agentsListSource = listSource(agentEndpoints.agentsList, agentKeys.lists());
