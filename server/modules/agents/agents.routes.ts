import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as agents from './agents.service';

const { agent } = agents;

/** Agents (module `agents`): every query is scoped to the caller's operator. */
export function agentRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'agentsList', async ({ input, operatorId }) => agents.listAgents(db, operatorId, input.query));

  // Before /agents/{id}, so that "export" is not read as an id.
  route(app, deps, 'agentsExport', async ({ input, operatorId }) =>
    csvResponse(csvFile(await agents.allAgents(db, operatorId, input.query), agents.AGENT_CSV), 'agents.csv'),
  );

  route(app, deps, 'agentDetail', agent, ({ input, operatorId }) => agents.getAgent(db, operatorId, input.params.id));

  route(app, deps, 'agentCreate', async ({ input, operatorId }) =>
    reply(await agents.createAgent(db, operatorId, input.body), 'agent.created', 201),
  );

  route(app, deps, 'agentUpdate', agent, async ({ input, operatorId }) =>
    reply(await agents.updateAgent(db, operatorId, input.params.id, input.body), 'agent.updated'),
  );

  route(app, deps, 'agentStatus', agent, async ({ input, operatorId }) => {
    const row = await agents.setAgentStatus(db, operatorId, input.params.id, input.body.status);
    return reply(row, row.status === 'blocked' ? 'agent.blocked' : 'agent.unblocked');
  });

  route(app, deps, 'agentDelete', agent, async ({ input, operatorId }) =>
    reply(await agent.remove(db, operatorId, input.params.id), 'agent.deleted'),
  );
}
