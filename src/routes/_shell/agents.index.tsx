import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { AgentsList } from '@/features/agents/components/agents-list';
import { agentsList } from '@/features/agents/lib/agents-list';

/** Agents: search, status, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/agents/')({
  validateSearch: agentsList.searchSchema,
  beforeLoad: requireModule('agents'),
  loaderDeps: ({ search }) => search,
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    // The call's schemas load with the screen, not with the start-up code every route carries.
    void import('@/features/agents/api/agents.queries').then(({ agentsListQueryOptions }) =>
      context.queryClient.prefetchQuery(agentsListQueryOptions(agentsList.apiQuery(agentsList.viewFrom(deps)))),
    );
    await words;
  },
  component: AgentsRoute,
});

function AgentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AgentsList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
