import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DisplayId, StatusBadge, type StatusMap, TruncatedText } from '@/components/list/cells';
import { blockAction } from '@/components/list/block-action';
import { useDeleteAction } from '@/components/list/delete-action';
import { RowActions } from '@/components/list/row-actions';
import type { ListSearch } from '@/components/list/define-list';
import { EMPTY, orEmpty } from '@/components/list/empty-text';
import { idColumn } from '@/components/list/id-column';
import { ListScreen } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { apiDownload } from '@/lib/api-client';
import { agentEndpoints } from '@/shared/api/endpoints/agents';
import type { AgentRow } from '@/shared/schemas/agents';
import { useAgentStatus, useDeleteAgent } from '../api/agents.mutations';
import { agentsListSource } from '../api/agents.queries';
import { agentsList } from '../lib/agents-list';

// The dialog (its form rules and the phone library) loads when it is first opened.
const AgentFormDialog = lazy(() => import('./agent-form-dialog'));

type Props = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

const STATUS: StatusMap = {
  active: { label: msg({ message: 'Active', context: 'agent status' }), color: 'green' },
  blocked: { label: msg({ message: 'Blocked', context: 'agent status' }), color: 'red' },
};
const UNKNOWN = msg`Unknown`;

/**
 * Agents (spec part 1 §2 "Agents list", §3 Agent) on the list kit, on the server's data: the spec's columns
 * (Store ID = the agent's id, its first 8 characters; the short address; rating "N/A" when none; servicable
 * Yes/No; the status as a badge, blocked in red), a row menu Edit / Delete / Block or Unblock, and an Add Agent
 * button. Add and edit share one dialog, loaded on first use.
 */
export function AgentsList({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const status = useAgentStatus();
  const remove = useDeleteAgent();
  // null: closed; 'new': Add Agent; a row: Edit Agent.
  const [editing, setEditing] = useState<AgentRow | 'new' | null>(null);
  const del = useDeleteAction<AgentRow>({
    texts: {
      action: t`Delete`,
      title: t`Delete agent`,
      message: ({ name: deletingName }) =>
        t`Are you sure you want to delete the agent ${deletingName}? This cannot be undone.`,
      confirm: t`Delete`,
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
      idColumn<AgentRow>({
        title: t`Store ID`,
        sortField: 'createdAt',
        sortLabel: t`Date added`,
        render: (row) => <DisplayId prefix="" id={row.id} />,
      }),
      { id: 'name', title: t`Name`, sortable: true, card: 'main', render: (row) => row.name },
      {
        id: 'address',
        title: t`Address`,
        width: 200,
        render: (row) => {
          const text = row.displayAddress?.trim() ? row.displayAddress : row.address;
          return text?.trim() ? <TruncatedText text={text} max={40} /> : EMPTY;
        },
      },
      { id: 'phone', title: t`Phone`, noWrap: true, card: 'sub', render: (row) => orEmpty(row.phone) },
      { id: 'email', title: t`Email`, sortable: true, render: (row) => orEmpty(row.email) },
      {
        id: 'merchantName',
        title: t`Merchant`,
        sortable: true,
        wideOnly: true,
        render: (row) => orEmpty(row.merchantName),
      },
      {
        id: 'rating',
        title: t`Rating`,
        sortable: true,
        noWrap: true,
        align: 'right',
        card: 'aside',
        render: (row) => (row.rating === null ? t`N/A` : row.rating.toFixed(1)),
      },
      {
        id: 'servicable',
        title: t`Servicable`,
        noWrap: true,
        render: (row) => (row.servicable ? t`Yes` : t`No`),
      },
      {
        id: 'status',
        title: t`Status`,
        sortable: true,
        noWrap: true,
        card: 'status',
        render: (row) => <StatusBadge value={row.status} map={STATUS} unknown={UNKNOWN} />,
      },
      {
        id: 'actions',
        title: t`Actions`,
        titleHidden: true,
        hideable: false,
        card: 'actions',
        width: 48,
        render: (row) => {
          const { name } = row;
          const edit = { label: t`Edit`, icon: <IconPencil size={14} aria-hidden />, onClick: () => setEditing(row) };
          return <RowActions label={t`Actions for ${name}`} actions={[edit, del.action(row), block(row)]} />;
        },
      },
    ];
  }, [t, status.mutateAsync, del.action]);

  return (
    <ListScreen
      definition={agentsList}
      search={search}
      onSearchChange={onSearchChange}
      source={agentsListSource}
      columns={columns}
      texts={{ title: t`Agents`, empty: t`no data found`, loadError: t`Agents could not be loaded.` }}
      actions={
        <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t`Add Agent`}
        </PlainButton>
      }
      exportSpec={{
        fileName: 'agents.csv',
        download: (query, onProgress, signal) =>
          apiDownload(agentEndpoints.agentsExport, { query }, { onProgress, signal }),
      }}
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
