import type { Endpoint } from '../endpoint';
import { AgentBodySchema } from '../../schemas/agent-body';
import { AgentRowSchema } from '../../schemas/agents';
import { AGENT_NOT_FOUND, agentBase, oneAgent } from './agents';

const INVALID = 'A field is missing or invalid, or merchantId is not one of the operator’s merchants';
const BODY_RULES =
  'name (1–100 characters), agentEmail (an email address), agentPhone (a full number with its + dial code, valid for its country; stored in international format), agentAddress (≤ 500), agentDisplayAddress (≤ 100), merchantId (one of the operator’s merchants, or null; its name is stored as merchantName)';

/**
 * Adding and editing an agent (module `agents`), apart from `agents.ts` so that only the dialog's chunk carries
 * the phone library. A merchantId of another operator is the same 422 as an unknown one.
 */
export const agentFormEndpoints = {
  agentCreate: {
    method: 'POST',
    path: '/agents',
    summary: `Add an agent (status active); answers 201. Body: ${BODY_RULES}`,
    ...agentBase,
    body: AgentBodySchema,
    data: AgentRowSchema,
    errors: { 422: INVALID },
  },
  agentUpdate: {
    method: 'PUT',
    path: '/agents/{id}',
    summary: `Edit an agent (every field is sent, as in the add dialog). Body: ${BODY_RULES}`,
    ...oneAgent,
    body: AgentBodySchema,
    data: AgentRowSchema,
    errors: { 404: AGENT_NOT_FOUND, 422: INVALID },
  },
} as const satisfies Record<string, Endpoint>;
