import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Field, StatCard } from '@/components/detail/detail-page';
import { formatDate, StatusBadge } from '@/components/list/cells';
import { PHONE_QUERY } from '@/components/list/list-screen';
import { ApiError } from '@/lib/api-client';
import { formatCurrency } from '@/shared/format';
import { isPayoutActionable, type PayoutDetail, type PayoutRow, payoutRef } from '@/shared/schemas/payouts';
import { payoutDetailQueryOptions } from '../api/payouts.queries';
import { PAYOUT_STATUS_DISPLAY, PAYOUT_STATUS_UNKNOWN } from '@/lib/status-display';

type Props = {
  id: string;
  onClose: () => void;
  /** Opens the Payout Request dialog for this (pending) payout. */
  onDecide: (row: PayoutRow) => void;
};

/**
 * A payout's drawer: the request (provider, amount, date, note), the provider's current balance (earnings of
 * delivered bookings minus accepted payouts, pending requests beside it; docs/api/payouts.md), who decided and the
 * decision history (who, when, status), and the proof images.
 */
export default function PayoutDetailDrawer({ id, onClose, onDecide }: Props) {
  const { t } = useLingui();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const query = useQuery(payoutDetailQueryOptions(id));
  const ref = payoutRef(id);

  let body: ReactNode;
  if (query.data) body = <DetailBody detail={query.data} onDecide={onDecide} />;
  else if (query.isError)
    body = (
      <Alert color="red" role="alert" title={t`Payout not found`}>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <Trans>This payout does not exist or is not yours to see.</Trans>
        ) : (
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Alert>
    );
  else
    body = (
      <Stack aria-busy="true" aria-label={t`Loading`}>
        <Skeleton h={80} />
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={<Title order={2} size="h4">{t`Payout ${ref}`}</Title>}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <div data-testid="payout-drawer">{body}</div>
    </Drawer>
  );
}

function DetailBody({ detail, onDecide }: { detail: PayoutDetail; onDecide: (row: PayoutRow) => void }) {
  const { t, i18n } = useLingui();
  const { payout, provider, balance, history } = detail;
  const money = (minor: number) => formatCurrency(minor / 100, detail.currency, i18n.locale);
  const when = (iso: string) =>
    `${formatDate(iso, 'medium', i18n.locale)} ${new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(new Date(iso))}`;
  const statusLabel = (status: number) => i18n._(PAYOUT_STATUS_DISPLAY[status]?.label ?? PAYOUT_STATUS_UNKNOWN);
  const delivered = balance.deliveredBookings;

  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              <Trans>Requested amount</Trans>
            </Text>
            <Text fz={26} fw={700} data-testid="payout-drawer-amount">
              {money(payout.amount)}
            </Text>
          </Stack>
          <StatusBadge value={payout.status} map={PAYOUT_STATUS_DISPLAY} unknown={PAYOUT_STATUS_UNKNOWN} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm" spacing="sm">
          <Field label={t`Provider`}>{provider?.name || '-'}</Field>
          <Field label={t`Requested`}>{when(payout.createdAt)}</Field>
          {provider?.email && <Field label={t`Email`}>{provider.email}</Field>}
          {provider?.phone && <Field label={t`Phone`}>{provider.phone}</Field>}
          {payout.note && <Field label={t`Note`}>{payout.note}</Field>}
        </SimpleGrid>
        {isPayoutActionable(payout.status) && (
          <Button mt="md" onClick={() => onDecide(payout)}>
            <Trans>Perform action</Trans>
          </Button>
        )}
      </Card>

      <Stack gap="xs" data-testid="payout-drawer-balance">
        <Title order={3} size="h5">
          <Trans>Provider's balance</Trans>
        </Title>
        <SimpleGrid cols={2} spacing="xs">
          <StatCard
            label={t`Balance owed`}
            value={
              <Text span inherit c={balance.balanceMinor < 0 ? 'var(--mantine-color-error)' : undefined}>
                {money(balance.balanceMinor)}
              </Text>
            }
            note={balance.balanceMinor < 0 && <Trans>Paid ahead of earnings</Trans>}
          />
          <StatCard label={t`Pending requests`} value={money(balance.pendingMinor)} />
          <StatCard
            label={t`Earned`}
            value={money(balance.earnedMinor)}
            note={<Plural value={delivered} one="# delivered booking" other="# delivered bookings" />}
          />
          <StatCard label={t`Paid out`} value={money(balance.paidMinor)} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          <Trans>Balance owed = earnings of delivered bookings − accepted payouts.</Trans>
        </Text>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Decision history</Trans>
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Not decided yet.</Trans>
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="payout-drawer-history">
            {history.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={
                  <Group gap="xs">
                    <Badge variant="light" color={PAYOUT_STATUS_DISPLAY[entry.toStatus]?.color ?? 'gray'}>
                      {statusLabel(entry.toStatus)}
                    </Badge>
                    <Text size="sm" fw={600} component="span">
                      {entry.admin?.name || t`A deleted account`}
                    </Text>
                  </Group>
                }
              >
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                </Text>
                {entry.note && <Text size="sm">{entry.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Proof images</Trans>
        </Title>
        {payout.proof.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No proof yet.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="payout-drawer-proof">
            {payout.proof.map((image, index) => (
              <Anchor key={image} href={image} target="_blank" rel="noopener noreferrer">
                <Image
                  src={image}
                  alt={t`Proof image ${index + 1}`}
                  h={110}
                  fit="cover"
                  radius="sm"
                  bd="1px solid var(--mantine-color-default-border)"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
