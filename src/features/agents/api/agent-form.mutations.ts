import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agentFormEndpoints } from '@/shared/api/endpoints/agent-form';
import type { AgentBody } from '@/shared/schemas/agent-body';
import { agentKeys } from './agents.queries';

/**
 * Adds an agent (no id) or saves one (an id); the lists are loaded again. An add carries an Idempotency-Key
 * made once per dialog, so a second click or a retry does not add the agent twice.
 */
export function useSaveAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.all, 'save'],
    mutationFn: ({ id, body, idempotencyKey }: { id: string | null; body: AgentBody; idempotencyKey: string }) =>
      id
        ? api(agentFormEndpoints.agentUpdate, { params: { id }, body })
        : api(agentFormEndpoints.agentCreate, { body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.lists() }),
  });
}
