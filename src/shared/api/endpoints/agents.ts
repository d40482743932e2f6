import { csvExport, DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import { AGENTS_LIST } from '../../lists';
import {
  AGENT_CSV_COLUMNS,
  AgentIdParamsSchema,
  AgentRowSchema,
  AgentStatusBodySchema,
  AgentsExportQuerySchema,
  AgentsListDataSchema,
  AgentsListQuerySchema,
} from '../../schemas/agents';
import { DeletedSchema } from '../../schemas/common';

/**
 * Agents (module `agents`): list, export, details, block/unblock and delete. Another operator's agent answers
 * 404, like an unknown one. Add and edit are in `agent-form.ts` (their body validates the phone number with
 * libphonenumber-js, which only the dialog's chunk loads).
 */
/** Every agents endpoint: a signed-in user of the module `agents`. */
export const agentBase = { tag: 'agents', auth: 'user', module: 'agents' } as const;
export const AGENT_NOT_FOUND = 'No such agent (also for another operator’s agent)';
/** An endpoint on one agent, by the id in its path. */
export const oneAgent = oneOf(agentBase, AgentIdParamsSchema, AGENT_NOT_FOUND);

export const agentEndpoints = {
  agentsList: {
    method: 'GET',
    path: '/agents',
    summary: `Agents, newest first, or sorted by sortBy (${AGENTS_LIST.sortFields.join(', ')}; ties newest first): data.data + data.total. search matches name, email, phone or merchant name; status active, blocked or all; merchantId = one merchant's agents. Phones come in international format`,
    ...agentBase,
    query: AgentsListQuerySchema,
    data: AgentsListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  agentsExport: csvExport(
    agentBase,
    '/agents/export',
    AgentsExportQuerySchema,
    `Every agent matching the list's filters, in the list's order, as agents.csv (columns ${AGENT_CSV_COLUMNS.join(', ')}); formula cells are escaped with a leading apostrophe`,
  ),
  agentDetail: { method: 'GET', path: '/agents/{id}', summary: 'One agent', ...oneAgent, data: AgentRowSchema },
  agentStatus: {
    method: 'PUT',
    path: '/agents/{id}/status',
    summary: 'Block (status blocked) or unblock (status active) an agent',
    ...oneAgent,
    body: AgentStatusBodySchema,
    data: AgentRowSchema,
  },
  agentDelete: { method: 'DELETE', path: '/agents/{id}', summary: 'Delete an agent', ...oneAgent, data: DeletedSchema },
} as const satisfies Record<string, Endpoint>;
