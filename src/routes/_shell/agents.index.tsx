import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { AgentsList } from '@/features/agents/components/agents-list';
import { agentsList } from '@/features/agents/lib/agents-list';

/** Agents: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/agents/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(agentsList, () => import('@/features/agents/api/agents.queries').then((m) => m.agentsListSource), {
    words: true,
  }),
  beforeLoad: requireModule('agents'),
  component: AgentsRoute,
});

function AgentsRoute() {
  return <AgentsList {...useListUrl(Route)} />;
}
