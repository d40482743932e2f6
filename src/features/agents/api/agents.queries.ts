import { listSource, resourceKeys } from '@/components/list/list-source';
import { agentEndpoints } from '@/shared/api/endpoints/agents';

/** Keys grouped per resource: every list under ['agents','list']. */
export const agentKeys = {
  ...resourceKeys('agents'),
  merchantOptions: (search: string) => ['agents', 'merchant-options', search] as const,
};

/** The agents list: one page under ['agents','list',query]. */
export const agentsListSource = listSource(agentEndpoints.agentsList, agentKeys.lists());
