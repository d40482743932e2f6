import type { Hono } from 'hono';
import { CSV_CONTENT_TYPE, toCsv } from '../../../src/shared/csv';
import type { AppEnv, Deps } from '../../context';
import { reply, route, toHonoPath } from '../../lib/route';
import { authenticateUser } from '../../middleware/auth';
import { agentFormEndpoints } from '../../../src/shared/api/endpoints/agent-form';
import * as agents from './agents.service';

/** Agents (module `agents`): every query is scoped to the caller's operator. */
export function agentRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'agentsList', async ({ input, operatorId }) => agents.listAgents(db, operatorId, input.query));

  // Before /agents/{id}, so that "export" is not read as an id.
  route(app, deps, 'agentsExport', async ({ input, operatorId }) => {
    const rows = await agents.allAgents(db, operatorId, input.query);
    return new Response(toCsv(rows, agents.AGENT_CSV, { byteOrderMark: true }), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="agents.csv"',
        'X-Total-Count': String(rows.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  });

  route(app, deps, 'agentDetail', async ({ input, operatorId }) => agents.getAgent(db, operatorId, input.params.id));

  route(app, deps, 'agentCreate', async ({ input, operatorId }) =>
    reply(await agents.createAgent(db, operatorId, input.body), 'agent.created', 201),
  );

  // An unknown agent (or another operator's) is 404 whatever the body holds, as on every other agent route:
  // checked after sign-in and the module, before the body is validated.
  app.put(toHonoPath(agentFormEndpoints.agentUpdate.path), async (c, next) => {
    const caller = await authenticateUser(c, deps, agentFormEndpoints.agentUpdate.module);
    await agents.getAgent(db, caller.operatorId, c.req.param('id') ?? '');
    await next();
  });
  route(app, deps, 'agentUpdate', async ({ input, operatorId }) =>
    reply(await agents.updateAgent(db, operatorId, input.params.id, input.body), 'agent.updated'),
  );

  route(app, deps, 'agentStatus', async ({ input, operatorId }) => {
    const row = await agents.setAgentStatus(db, operatorId, input.params.id, input.body.status);
    return reply(row, row.status === 'blocked' ? 'agent.blocked' : 'agent.unblocked');
  });

  route(app, deps, 'agentDelete', async ({ input, operatorId }) =>
    reply(await agents.deleteAgent(db, operatorId, input.params.id), 'agent.deleted'),
  );
}
