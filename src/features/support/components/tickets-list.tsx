import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconUserShare } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { StatusBadge } from '@/components/list/cells';
import { textColumn } from '@/components/list/columns';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { api } from '@/lib/api-client';
import { supportEndpoints } from '@/shared/api/endpoints/support';
import { formatMessageTime } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { BulkRefusal } from '@/shared/schemas/list';
import type { SupportTicketRow } from '@/shared/schemas/support';
import type { SupportAudience } from '@/shared/support';
import { customerTicketsSource, providerTicketsSource, supportKeys } from '../api/support.queries';
import { customerTicketsList, providerTicketsList } from '../lib/support-lists';
import { TICKET_PRIORITY, TICKET_STATUS, UNKNOWN_VALUE } from '../lib/ticket-display';
import { DueBadge } from './due-badge';

const BulkAssignDialog = lazy(() => import('./bulk-assign-dialog'));

/**
 * Customer support / Provider support (issue 67) on the list kit: each ticket's number, subject and requester,
 * status, priority, assignee, SLA due time (overdue in red) and last activity; saved views; select tickets (or all
 * matching) to assign or close them; a row opens the ticket.
 */
export function TicketsList({ desk, ...url }: ListUrl & { desk: SupportAudience }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const definition = desk === 'customer' ? customerTicketsList : providerTicketsList;
  const source = desk === 'customer' ? customerTicketsSource : providerTicketsSource;
  const bulkEndpoint =
    desk === 'customer' ? supportEndpoints.supportCustomerBulk : supportEndpoints.supportProviderBulk;
  const open = (id: string) => navigate(desk === 'customer' ? paths.customerTicket(id) : paths.providerTicket(id));

  const columns = useMemo(
    (): ListColumn<SupportTicketRow>[] => [
      {
        id: 'reference',
        title: t`Ticket`,
        hideable: false,
        card: 'title',
        noWrap: true,
        render: (row) => (
          <Text size="sm" fw={600}>
            {row.reference}
          </Text>
        ),
      },
      {
        id: 'subject',
        title: t`Subject`,
        card: 'main',
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {row.requester?.name || t`Unknown requester`}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'status',
        title: t`Status`,
        noWrap: true,
        card: 'status',
        render: (row) => <StatusBadge value={row.status} map={TICKET_STATUS} unknown={UNKNOWN_VALUE} />,
      },
      {
        id: 'priority',
        title: t`Priority`,
        sortable: true,
        noWrap: true,
        card: 'sub',
        render: (row) => <StatusBadge value={row.priority} map={TICKET_PRIORITY} unknown={UNKNOWN_VALUE} />,
      },
      textColumn('assignee', t`Assignee`, { text: (row) => row.assignee?.name, card: 'sub' }),
      {
        id: 'dueAt',
        title: t`Due`,
        sortable: true,
        noWrap: true,
        card: 'aside',
        render: (row) => <DueBadge dueAt={row.dueAt} overdue={row.overdue} breached={row.breached} />,
      },
      {
        id: 'lastActivityAt',
        title: t`Last activity`,
        sortable: true,
        noWrap: true,
        wideOnly: true,
        render: (row) => formatMessageTime(row.lastActivityAt, i18n.locale),
      },
    ],
    [t, i18n.locale],
  );

  const describeRefusal = (refusal: BulkRefusal, reason: string) => `${refusal.id.slice(0, 8)}: ${reason}`;
  const run = async (body: object) => {
    try {
      return await api(bulkEndpoint, { body: body as never });
    } finally {
      void client.invalidateQueries({ queryKey: supportKeys.all });
    }
  };
  const bulkActions: BulkAction[] = [
    {
      id: 'assign',
      label: t`Assign`,
      icon: <IconUserShare size={14} aria-hidden />,
      renderInput: (props) => (
        <Suspense fallback={null}>
          <BulkAssignDialog desk={desk} {...props} />
        </Suspense>
      ),
      run: (target, input) => run({ ...(input as object), ...target }),
      describeRefusal,
    },
    {
      id: 'close',
      label: t`Close`,
      icon: <IconCircleCheck size={14} aria-hidden />,
      run: (target) => run({ action: 'close', ...target }),
      describeRefusal,
    },
  ];

  return (
    <ListScreen
      {...url}
      definition={definition}
      source={source}
      columns={columns}
      texts={{
        title: desk === 'customer' ? t`Customer support` : t`Provider support`,
        loadError: t`The tickets could not be loaded.`,
        empty: t`No tickets match.`,
        selectRow: (id) => t`Select ticket ${id.slice(0, 8)}`,
      }}
      onRowClick={(row) => void open(row.id)}
      bulkActions={bulkActions}
      testIds={{ list: `support-${desk}`, row: 'ticket' }}
    />
  );
}
