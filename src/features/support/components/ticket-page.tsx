import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/list/cells';
import { DetailPage, DetailSection, Field } from '@/components/detail/detail-page';
import { PendingSyncBadge } from '@/components/pending-sync-badge';
import { ApiError } from '@/lib/api-client';
import { bookingStatusDisplay } from '@/lib/status-display';
import { displayId, formatMessageTime } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { SupportMessage, SupportTicketDetail } from '@/shared/schemas/support';
import { SUPPORT_PRIORITIES, type SupportAudience, type SupportStatus } from '@/shared/support';
import { useChangeTicket, usePendingTicketMessages } from '../api/support.mutations';
import { agentsQueryOptions, ticketQueryOptions } from '../api/support.queries';
import { TICKET_PRIORITY, TICKET_STATUS, UNKNOWN_VALUE } from '../lib/ticket-display';
import { DueBadge } from './due-badge';
import { ReplyBox } from './reply-box';

type Props = { id: string; desk: SupportAudience };

/**
 * A ticket (issue 67): its thread in order (public replies, internal notes marked as such, changes as events), the
 * reply box (canned replies with `/code` + Tab, note mode), the status, priority and assignee, the SLA clocks, the
 * requester's card with their recent bookings and the linked booking. Stacks in one column on a phone.
 */
export default function TicketPage({ id, desk }: Props) {
  const { t } = useLingui();
  const query = useQuery(ticketQueryOptions(id));
  const list = desk === 'customer' ? paths.customerSupport() : paths.providerSupport();
  const back = { label: desk === 'customer' ? t`Back to customer support` : t`Back to provider support`, link: list };
  return (
    <DetailPage
      query={query}
      back={back}
      notFound={{ title: t`Ticket not found`, text: t`This ticket does not exist or is not on your desk.`, back }}
      loadError={t`The ticket could not be loaded.`}
      testId="ticket-page"
    >
      {(ticket, asOf) => <Ticket ticket={ticket} asOf={asOf} />}
    </DetailPage>
  );
}

function Ticket({ ticket, asOf }: { ticket: SupportTicketDetail; asOf: ReactNode }) {
  const { t } = useLingui();
  const pending = usePendingTicketMessages(ticket.id);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {ticket.reference}
          </Text>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Title>
        </div>
        <Group gap="xs">
          <StatusBadge value={ticket.status} map={TICKET_STATUS} unknown={UNKNOWN_VALUE} />
          <StatusBadge value={ticket.priority} map={TICKET_PRIORITY} unknown={UNKNOWN_VALUE} />
          {asOf}
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <DetailSection title={t`Conversation`} testId="ticket-thread">
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {ticket.messages.map((m) => (
                  <ThreadEntry key={m.id} message={m} />
                ))}
                {pending.map((p) => (
                  <li key={p.idempotencyKey}>
                    <Bubble kind={p.kind} who={t`You`} when={<PendingSyncBadge />}>
                      {p.body}
                    </Bubble>
                  </li>
                ))}
              </Stack>
            </DetailSection>
            {ticket.status === 'closed' ? (
              <Alert color="gray" title={t`This ticket is closed`}>
                <Trans>A new request from the requester opens a new ticket.</Trans>
              </Alert>
            ) : (
              <ReplyBox ticketId={ticket.id} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <TicketControls ticket={ticket} />
            <RequesterCard ticket={ticket} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One entry of the thread: a reply, a note (marked internal) or an event (who changed what). */
function ThreadEntry({ message }: { message: SupportMessage }) {
  const { t, i18n } = useLingui();
  const when = formatMessageTime(message.createdAt, i18n.locale);
  if (message.kind === 'event' && message.event) {
    const who = message.authorName ?? t`System`;
    const e = message.event;
    const word = (value: string | null) => {
      if (value === null) return t`nobody`;
      if (e.field === 'status') return i18n._(TICKET_STATUS[value]?.label ?? UNKNOWN_VALUE);
      if (e.field === 'priority') return i18n._(TICKET_PRIORITY[value]?.label ?? UNKNOWN_VALUE);
      return t`someone`;
    };
    const text =
      e.field === 'status'
        ? t`${who} changed the status from ${word(e.from)} to ${word(e.to)}`
        : e.field === 'priority'
          ? t`${who} changed the priority from ${word(e.from)} to ${word(e.to)}`
          : e.field === 'assignee'
            ? e.to
              ? t`${who} assigned the ticket`
              : t`${who} unassigned the ticket`
            : t`${who} changed the category`;
    return (
      <li data-kind="event">
        <Text size="xs" c="dimmed" ta="center">
          {text} · {when}
        </Text>
      </li>
    );
  }
  const who =
    message.authorName ??
    (message.author === 'customer' ? t`Customer` : message.author === 'provider' ? t`Provider` : t`Support`);
  return (
    <li data-kind={message.kind}>
      <Bubble kind={message.kind === 'note' ? 'note' : 'reply'} who={who} when={when} mine={message.author === 'admin'}>
        {message.body}
        {message.attachments.length > 0 && (
          <Group gap="xs" mt="xs">
            {message.attachments.map((a) => (
              <Anchor key={a.id} href={a.image} target="_blank" rel="noopener">
                <img src={a.thumbnail} alt={t`Attachment`} width={64} height={64} style={{ objectFit: 'cover' }} />
              </Anchor>
            ))}
          </Group>
        )}
      </Bubble>
    </li>
  );
}

function Bubble({
  kind,
  who,
  when,
  mine = true,
  children,
}: {
  kind: 'reply' | 'note';
  who: string;
  when: ReactNode;
  mine?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const note = kind === 'note';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      ml={mine ? { base: 0, sm: 'xl' } : 0}
      mr={mine ? 0 : { base: 0, sm: 'xl' }}
      bg={note ? 'var(--mantine-color-yellow-light)' : mine ? 'var(--mantine-color-blue-light)' : undefined}
      data-note={note || undefined}
    >
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {who}
          </Text>
          {note && (
            <Badge color="yellow" variant="filled" leftSection={<IconLock size={12} aria-hidden />}>
              {t`Internal note`}
            </Badge>
          )}
        </Group>
        {/* Not dimmed: on a tinted bubble in the dark scheme the dimmed grey is below 4.5:1. */}
        <Text size="xs" component="div">
          {when}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Paper>
  );
}

/** Status (along the flow), priority and assignee: each change is saved at once and recorded in the thread. */
function TicketControls({ ticket }: { ticket: SupportTicketDetail }) {
  const { t, i18n } = useLingui();
  const change = useChangeTicket(ticket.id);
  const agents = useQuery(agentsQueryOptions(ticket.audience));
  const statuses: SupportStatus[] = [ticket.status, ...ticket.nextStatuses];
  const error = change.error instanceof ApiError ? change.error.message : null;
  const clock = (c: SupportTicketDetail['sla']['firstResponse']) =>
    c.state === 'met'
      ? t`Met`
      : c.state === 'breached'
        ? t`Breached`
        : c.state === 'paused'
          ? t`Paused`
          : c.dueAt
            ? formatMessageTime(c.dueAt, i18n.locale)
            : '--';
  return (
    <DetailSection title={t`Ticket`} testId="ticket-controls">
      <Stack gap="sm">
        <Select
          label={t`Status`}
          data={statuses.map((s) => ({ value: s, label: i18n._(TICKET_STATUS[s]?.label ?? UNKNOWN_VALUE) }))}
          value={ticket.status}
          allowDeselect={false}
          disabled={change.isPending || ticket.nextStatuses.length === 0}
          onChange={(value) => value && value !== ticket.status && change.mutate({ status: value as SupportStatus })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`Priority`}
          data={SUPPORT_PRIORITIES.map((p) => ({
            value: p,
            label: i18n._(TICKET_PRIORITY[p]?.label ?? UNKNOWN_VALUE),
          }))}
          value={ticket.priority}
          allowDeselect={false}
          disabled={change.isPending}
          onChange={(value) => value && change.mutate({ priority: value as SupportTicketDetail['priority'] })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`Assignee`}
          placeholder={t`Unassigned`}
          data={(agents.data ?? []).map((a) => ({ value: a.id, label: a.me ? t`${a.name} (me)` : a.name }))}
          value={ticket.assignee?.id ?? null}
          clearable
          disabled={change.isPending}
          onChange={(value) => change.mutate({ assigneeId: value })}
          comboboxProps={{ withinPortal: true }}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Field label={t`First response due`}>{clock(ticket.sla.firstResponse)}</Field>
        <Field label={t`Resolution due`}>{clock(ticket.sla.resolution)}</Field>
        <Field label={t`Due`}>
          <DueBadge dueAt={ticket.dueAt} overdue={ticket.overdue} breached={ticket.breached} />
        </Field>
        <Field label={t`Category`}>{ticket.category?.name}</Field>
      </Stack>
    </DetailSection>
  );
}

/** Who asked, how to reach them, their recent bookings and the booking the ticket is about. */
function RequesterCard({ ticket }: { ticket: SupportTicketDetail }) {
  const { t, i18n } = useLingui();
  const card = ticket.requesterCard;
  const booking = (b: { id: string; status: number; createdAt: string; productName: string | null }) => (
    <Group key={b.id} justify="space-between" gap="xs" wrap="nowrap">
      <Anchor renderRoot={(props) => <Link {...props} {...paths.booking(b.id)} />} size="sm">
        {displayId('ORD_', b.id)}
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        {b.productName ?? ''} · {i18n._(bookingStatusDisplay(b.status).label)} ·{' '}
        {formatMessageTime(b.createdAt, i18n.locale)}
      </Text>
    </Group>
  );
  return (
    <DetailSection title={card?.kind === 'provider' ? t`Provider` : t`Customer`} testId="ticket-requester">
      {card ? (
        <Stack gap="xs">
          <Field label={t`Name`}>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} {...(card.kind === 'customer' ? paths.customer(card.id) : paths.provider(card.id))} />
              )}
            >
              {card.name}
            </Anchor>
          </Field>
          <Field label={t`Email`}>{card.email}</Field>
          <Field label={t`Phone`}>{card.phone}</Field>
          {ticket.booking && <Field label={t`Linked booking`}>{booking(ticket.booking)}</Field>}
          <Field label={t`Recent bookings`}>
            {card.recentBookings.length ? <Stack gap={4}>{card.recentBookings.map(booking)}</Stack> : null}
          </Field>
        </Stack>
      ) : (
        <Text size="sm">{t`The requester’s account no longer exists.`}</Text>
      )}
    </DetailSection>
  );
}
