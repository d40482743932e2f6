import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import { AGENT_CSV, agent, valuesOf } from './agents.service';

/** Agents (module `agents`): every query is scoped to the caller's operator. */
export function agentRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'agentsList', ({ input, operatorId }) => agent.page(db, operatorId, input.query));

  // Before /agents/{id}, so that "export" is not read as an id.
  route(app, deps, 'agentsExport', async ({ input, operatorId }) =>
    csvResponse(csvFile((await agent.all(db, operatorId, input.query)).map(agent.toRow), AGENT_CSV), 'agents.csv'),
  );

  route(app, deps, 'agentDetail', agent, ({ input, operatorId }) => agent.one(db, operatorId, input.params.id));

  route(app, deps, 'agentCreate', async ({ input, operatorId }) =>
    reply(await agent.create(db, operatorId, await valuesOf(db, operatorId, input.body)), 'agent.created', 201),
  );

  route(app, deps, 'agentUpdate', agent, async ({ input: { params, body }, operatorId }) =>
    reply(await agent.update(db, operatorId, params.id, await valuesOf(db, operatorId, body)), 'agent.updated'),
  );

  route(app, deps, 'agentStatus', agent, async ({ input, operatorId }) => {
    const row = await agent.update(db, operatorId, input.params.id, input.body);
    return reply(row, row.status === 'blocked' ? 'agent.blocked' : 'agent.unblocked');
  });

  route(app, deps, 'agentDelete', agent, async ({ input, operatorId }) =>
    reply(await agent.remove(db, operatorId, input.params.id), 'agent.deleted'),
  );
}
