import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { StatusMap } from '@/components/list/cells';
import { blockAction } from '@/components/list/block-action';
import { idColumn, ratingColumn, statusColumn, textColumn, yesNoColumn } from '@/components/list/columns';
import { useDeleteAction } from '@/components/list/delete-action';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { agentEndpoints } from '@/shared/api/endpoints/agents';
import type { AgentRow } from '@/shared/schemas/agents';
import { useAgentStatus, useDeleteAgent } from '../api/agents.mutations';
import { agentsListSource } from '../api/agents.queries';
import { agentsList } from '../lib/agents-list';

// The dialog (its form rules and the phone library) loads when it is first opened.
const AgentFormDialog = lazy(() => import('./agent-form-dialog'));

const STATUS: StatusMap = {
  active: { label: msg({ message: 'Active', context: 'agent status' }), color: 'green' },
  blocked: { label: msg({ message: 'Blocked', context: 'agent status' }), color: 'red' },
};

/**
 * Agents (spec part 1 §2 "Agents list", §3 Agent) on the list kit, on the server's data: the spec's columns
 * (Store ID = the agent's id, its first 8 characters; the short address; rating "N/A" when none; servicable
 * Yes/No; the status as a badge, blocked in red), a row menu Edit / Delete / Block or Unblock, and an Add Agent
 * button. Add and edit share one dialog, loaded on first use.
 */
export function AgentsList(url: ListUrl) {
  const { t } = useLingui();
  const status = useAgentStatus();
  const remove = useDeleteAgent();
  // null: closed; 'new': Add Agent; a row: Edit Agent.
  const [editing, setEditing] = useState<AgentRow | 'new' | null>(null);
  const del = useDeleteAction<AgentRow>({
    texts: {
      title: t`Delete agent`,
      message: ({ name: deletingName }) =>
        t`Are you sure you want to delete the agent ${deletingName}? This cannot be undone.`,
      failed: t`The agent was not deleted.`,
    },
    remove: (row) => remove.mutateAsync(row.id),
    deleted: ({ name }) => t`Agent ${name} deleted.`,
  });

  const columns = useMemo((): ListColumn<AgentRow>[] => {
    const block = blockAction<AgentRow>({
      blocked: (row) => row.status === 'blocked',
      save: (row, blocked) => status.mutateAsync({ id: row.id, status: blocked ? 'blocked' : 'active' }),
      saved: ({ name }, blocked) => (blocked ? t`Agent ${name} blocked.` : t`Agent ${name} unblocked.`),
      failed: t`The change was not saved.`,
    });
    return [
      idColumn({ title: t`Store ID` }),
      { id: 'name', title: t`Name`, sortable: true, card: 'main', render: (row) => row.name },
      textColumn('address', t`Address`, {
        width: 200,
        max: 40,
        text: (row) => (row.displayAddress?.trim() ? row.displayAddress : row.address),
      }),
      textColumn('phone', t`Phone`, { noWrap: true, card: 'sub' }),
      textColumn('email', t`Email`, { sortable: true }),
      textColumn('merchantName', t`Merchant`, { sortable: true, wideOnly: true }),
      ratingColumn(),
      yesNoColumn('servicable', t`Servicable`, (row) => row.servicable),
      statusColumn(STATUS),
      actionsColumn(
        t`Actions`,
        (row) => row.name,
        (row) => [editAction(() => setEditing(row)), del.action(row), block(row)],
      ),
    ];
  }, [t, status.mutateAsync, del.action]);

  return (
    <ListScreen
      {...url}
      definition={agentsList}
      source={agentsListSource}
      columns={columns}
      texts={{ title: t`Agents`, loadError: t`Agents could not be loaded.` }}
      actions={
        <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t`Add Agent`}
        </PlainButton>
      }
      exportSpec={exportOf(agentEndpoints.agentsExport, 'agents.csv')}
      testIds={{ list: 'agents', row: 'agent' }}
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <AgentFormDialog agent={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {del.dialog}
    </ListScreen>
  );
}
