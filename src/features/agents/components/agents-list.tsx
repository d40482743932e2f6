import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconLock, IconLockOpen, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DisplayId, failureMessage, StatusBadge, type StatusMap, TruncatedText } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { RowActions } from '@/components/list/row-actions';
import type { ListSearch } from '@/components/list/define-list';
import { idColumn } from '@/components/list/id-column';
import { ListScreen } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { apiDownload } from '@/lib/api-client';
import { notify } from '@/lib/notify';
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

/** The spec's empty value of a text field. */
const EMPTY = '--';
const orEmpty = (text: string | null) => (text?.trim() ? text : EMPTY);

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
  const [deleting, setDeleting] = useState<AgentRow | null>(null);
  // null: closed; 'new': Add Agent; a row: Edit Agent.
  const [editing, setEditing] = useState<AgentRow | 'new' | null>(null);
  const deletingName = deleting?.name ?? '';

  const columns = useMemo((): ListColumn<AgentRow>[] => {
    const toggleBlock = (row: AgentRow) => {
      const next = row.status === 'blocked' ? 'active' : 'blocked';
      const { name } = row;
      status.mutateAsync({ id: row.id, status: next }).then(
        () =>
          notify({
            color: 'green',
            message: next === 'blocked' ? t`Agent ${name} blocked.` : t`Agent ${name} unblocked.`,
          }),
        (error: unknown) =>
          notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The change was not saved.`) }),
      );
    };
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
          const blocked = row.status === 'blocked';
          return (
            <RowActions
              label={t`Actions for ${name}`}
              actions={[
                { label: t`Edit`, icon: <IconPencil size={14} aria-hidden />, onClick: () => setEditing(row) },
                {
                  label: t`Delete`,
                  icon: <IconTrash size={14} aria-hidden />,
                  color: 'red',
                  onClick: () => setDeleting(row),
                },
                blocked
                  ? {
                      label: t`Unblock`,
                      icon: <IconLockOpen size={14} aria-hidden />,
                      onClick: () => toggleBlock(row),
                    }
                  : {
                      label: t`Block`,
                      icon: <IconLock size={14} aria-hidden />,
                      onClick: () => toggleBlock(row),
                    },
              ]}
            />
          );
        },
      },
    ];
  }, [t, status.mutateAsync]);

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
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete agent`}
        message={t`Are you sure you want to delete the agent ${deletingName}? This cannot be undone.`}
        confirmLabel={t`Delete`}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return undefined;
          const { id, name } = deleting;
          return remove.mutateAsync(id).then(
            () => notify({ color: 'green', message: t`Agent ${name} deleted.` }),
            (error: unknown) => {
              notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The agent was not deleted.`) });
              throw error;
            },
          );
        }}
      />
    </ListScreen>
  );
}
