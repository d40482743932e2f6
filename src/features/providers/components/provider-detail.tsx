import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCoins,
  IconHourglass,
  IconShieldCheck,
  IconShieldX,
  IconUserSearch,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DetailPage, DetailSection, Field, StatCard } from '@/components/detail/detail-page';
import { bookingStatusChoices, relatedBookingColumns } from '@/components/detail/related-bookings';
import { relatedBookings } from '@/components/detail/related-bookings-list';
import { RelatedList } from '@/components/detail/related-list';
import { failureMessage, StatusToggle } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { notify } from '@/lib/notify';
import { session } from '@/lib/session';
import { displayId, formatCurrency, formatIsoDate, formatIsoDateTime, formatNumber } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { OrdersListQuery } from '@/shared/schemas/orders';
import type { ProviderDetail } from '@/shared/schemas/providers';
import { useProviderStatus, useProviderVerify } from '../api/providers.mutations';
import { providerBookingsQueryOptions, providerDetailQueryOptions } from '../api/providers.queries';
import { payoutStatusDisplay } from '@/lib/status-display';
import { initials, VerifiedBadge } from './provider-parts';

/** Services shown before "Show all". */
const SERVICES_PREVIEW = 8;

/** What a section says when it has nothing to show. */
const EmptyNote = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** A section's list (the services, the payouts): lines with a rule under each. */
const Lines = ({ children }: { children: ReactNode }) => (
  <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
    {children}
  </Stack>
);

function Line({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid={testId}
    >
      {children}
    </Group>
  );
}

/** A provider's details (`/userss/service_providers/services-details?id=`): the page pushType 12 opens. */
export function ProviderDetailScreen({ id }: { id: string | null }) {
  const { t } = useLingui();
  const detail = useQuery({ ...providerDetailQueryOptions(id ?? ''), enabled: id !== null });
  return (
    <DetailPage
      query={detail}
      missing={id === null}
      back={{ label: <Trans>Service providers</Trans>, link: paths.providers() }}
      notFound={{
        testId: 'provider-not-found',
        icon: <IconUserSearch size={30} />,
        title: <Trans>Provider not found</Trans>,
        text: (
          <Trans>
            This provider does not exist or is not one of yours. It may have been deleted, or the link is incomplete.
          </Trans>
        ),
        back: { label: <Trans>Back to service providers</Trans>, link: paths.providers() },
      }}
      loadError={t`The provider could not be loaded.`}
    >
      {(data, asOf) => <ProviderPage data={data} asOf={asOf} />}
    </DetailPage>
  );
}

function ProviderPage({ data, asOf }: { data: ProviderDetail; asOf: ReactNode }) {
  const { t, i18n } = useLingui();
  const { provider, currency } = data;
  const money = (minor: number) => formatCurrency(minor / 100, currency, i18n.locale);
  const count = (n: number) => formatNumber(n, i18n.locale);
  const verify = useProviderVerify();
  const status = useProviderStatus();
  const [confirming, setConfirming] = useState(false);
  const modules = session.get()?.modules ?? [];
  const name = provider.name;
  const fullName = `${provider.firstName} ${provider.lastName}`.trim();
  const ended = data.bookings.byStatus.find((s) => s.status === 6)?.count ?? 0;
  const [allServices, setAllServices] = useState(false);
  // Its own services and the ones it has delivered first; the rest of the shared catalogue on request.
  const featured = data.services.items.filter((s) => s.exclusive || s.bookings > 0);
  const shownServices = allServices
    ? data.services.items
    : (featured.length > 0 ? featured : data.services.items).slice(0, SERVICES_PREVIEW);
  const more = count(data.services.items.length - shownServices.length);

  return (
    <>
      <Card withBorder padding="md" data-testid="provider-header">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 280px' }}>
            <Avatar src={provider.profileImage} alt="" size={72} radius="xl">
              {initials(name)}
            </Avatar>
            <Stack gap={4} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Title>
                <VerifiedBadge verified={provider.verified} />
                {!provider.status && (
                  <Badge color="red" variant="filled" radius="sm">
                    <Trans>Inactive</Trans>
                  </Badge>
                )}
                {asOf}
              </Group>
              {fullName && fullName !== name && (
                <Text size="sm" c="dimmed">
                  {fullName}
                </Text>
              )}
              <Group gap="md" wrap="wrap">
                {provider.email && (
                  <Anchor href={`mailto:${provider.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {provider.email}
                  </Anchor>
                )}
                {provider.phone && (
                  <Anchor href={`tel:${provider.phone.replace(/\s/g, '')}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {provider.phone}
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Group>
          <Stack gap="sm" align="flex-end" style={{ flex: '0 0 auto' }}>
            <Button
              variant={provider.verified ? 'default' : 'filled'}
              color={provider.verified ? 'red' : 'teal'}
              leftSection={
                provider.verified ? <IconShieldX size={16} aria-hidden /> : <IconShieldCheck size={16} aria-hidden />
              }
              onClick={() => setConfirming(true)}
            >
              {provider.verified ? <Trans>Unverify</Trans> : <Trans>Verify</Trans>}
            </Button>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} aria-hidden>
                {t`Active`}
              </Text>
              <StatusToggle
                checked={provider.status}
                label={t`Active: ${name}`}
                onChange={(next) => status.mutateAsync({ id: provider.id, status: next })}
              />
            </Group>{' '}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mt="md">
          <Field label={t`Business type`}>{provider.businessType}</Field>
          <Field label={t`Working hours`}>{provider.workingHours}</Field>
          <Field label={t`Taking bookings`}>{provider.servicable ? t`Yes` : t`No`}</Field>
          <Field label={t`Rating`}>{provider.rating === null ? t`N/A` : provider.rating.toFixed(1)}</Field>
          <Field label={t`Address`}>{provider.address}</Field>
          <Field label={t`Joined`}>{formatIsoDate(provider.createdAt)}</Field>
          <Field label={t`ID`}>
            <Text span ff="monospace" size="sm">
              {provider.id}
            </Text>
          </Field>
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          testId="provider-stat-bookings"
          icon={<IconCalendarEvent size={20} />}
          label={t`Bookings`}
          value={count(data.bookings.total)}
          note={<Plural value={ended} one="# completed" other="# completed" />}
        />
        <StatCard
          testId="provider-stat-earnings"
          icon={<IconCoins size={20} />}
          label={t`Earnings`}
          value={money(data.earnings.totalMinor)}
          note={t`${money(data.earnings.last30DaysMinor)} in the last 30 days`}
        />
        <StatCard
          testId="provider-stat-pending-payouts"
          icon={<IconHourglass size={20} />}
          label={t`Pending payouts`}
          value={money(data.payouts.pendingAmountMinor)}
          note={<Plural value={data.payouts.pendingCount} one="# request" other="# requests" />}
        />
        <StatCard
          testId="provider-stat-paid"
          icon={<IconWallet size={20} />}
          label={t`Paid out`}
          value={money(data.payouts.paidAmountMinor)}
          note={<Plural value={data.payouts.paidCount} one="# payout" other="# payouts" />}
        />
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {modules.includes('bookings') ? (
              <ProviderBookings providerId={provider.id} bookings={data.bookings} />
            ) : (
              <DetailSection title={t`Bookings`} testId="provider-bookings">
                <EmptyNote>
                  <Trans>Your account cannot see bookings.</Trans>
                </EmptyNote>
              </DetailSection>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <DetailSection
              title={t`Services offered`}
              testId="provider-services"
              aside={
                <Text size="xs" c="dimmed">
                  {allServices && data.services.total > data.services.items.length
                    ? t`${count(data.services.items.length)} of ${count(data.services.total)}`
                    : count(data.services.total)}
                </Text>
              }
            >
              {data.services.items.length === 0 ? (
                <EmptyNote>
                  <Trans>No services.</Trans>
                </EmptyNote>
              ) : (
                <Lines>
                  {shownServices.map((service) => (
                    <Line key={service.id} testId="provider-service">
                      <div style={{ minWidth: 0 }}>
                        <Group gap={6} wrap="wrap">
                          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                            {service.name}
                          </Text>
                          {service.exclusive && (
                            <Badge size="xs" variant="filled" color="violet">
                              <Trans>Own</Trans>
                            </Badge>
                          )}
                          {!service.isActive && (
                            <Badge size="xs" variant="filled" color="gray">
                              <Trans>Inactive</Trans>
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {service.serviceTypeName ?? '--'} ·{' '}
                          <Plural value={service.bookings} one="# booking" other="# bookings" />
                        </Text>
                      </div>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {money(service.basePriceMinor)}
                      </Text>
                    </Line>
                  ))}
                </Lines>
              )}
              {!allServices && shownServices.length < data.services.items.length && (
                <Button variant="subtle" size="xs" mt="xs" onClick={() => setAllServices(true)}>
                  <Trans>Show {more} more</Trans>
                </Button>
              )}
            </DetailSection>
            <DetailSection
              title={t`Payouts`}
              testId="provider-payouts"
              aside={
                <Text size="xs" c="dimmed">
                  {data.payouts.total > data.payouts.latest.length
                    ? t`Newest ${count(data.payouts.latest.length)} of ${count(data.payouts.total)}`
                    : count(data.payouts.total)}
                </Text>
              }
            >
              {data.payouts.latest.length === 0 ? (
                <EmptyNote>
                  <Trans>No payouts yet.</Trans>
                </EmptyNote>
              ) : (
                <Lines>
                  {data.payouts.latest.map((payout) => {
                    const display = payoutStatusDisplay(payout.status);
                    return (
                      <Line key={payout.id} testId="provider-payout">
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" ff="monospace" fw={600}>
                            {displayId('Pay_', payout.id)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {formatIsoDateTime(payout.createdAt)}
                          </Text>
                        </div>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {money(payout.amountMinor)}
                          </Text>
                          <Badge color={display.color} variant="filled" radius="sm">
                            {i18n._(display.label)}
                          </Badge>
                        </Group>
                      </Line>
                    );
                  })}
                </Lines>
              )}
            </DetailSection>
          </Stack>
        </Grid.Col>
      </Grid>

      <ConfirmDialog
        opened={confirming}
        title={provider.verified ? t`Unverify provider` : t`Verify provider`}
        message={
          provider.verified
            ? t`Remove ${name}'s verification? An unverified provider cannot be given new bookings.`
            : t`Verify ${name}? Verified providers can be given bookings.`
        }
        confirmLabel={provider.verified ? t`Unverify` : t`Verify`}
        color={provider.verified ? 'red' : 'teal'}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          verify.mutateAsync({ id: provider.id, verified: !provider.verified }).then(
            (row) =>
              notify({
                color: 'green',
                message: row.verified ? t`${name} is verified.` : t`${name} is no longer verified.`,
              }),
            (error: unknown) => {
              notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The change was not saved.`) });
              throw error;
            },
          )
        }
      />
    </>
  );
}

/** The provider's bookings through the bookings list (`providerId`), newest first, narrowed to a status. */
function ProviderBookings({ providerId, bookings }: { providerId: string; bookings: ProviderDetail['bookings'] }) {
  const { t, i18n } = useLingui();
  return (
    <RelatedList
      title={t`Bookings`}
      testIds={{ list: 'provider-bookings', row: 'provider-booking' }}
      definition={relatedBookings}
      columns={relatedBookingColumns(i18n)}
      queryOptions={(query) => providerBookingsQueryOptions({ ...query, providerId } as OrdersListQuery)}
      texts={{ loadError: t`Bookings could not be loaded.` }}
      choices={{
        filter: 'status',
        label: t`Booking status`,
        options: bookingStatusChoices(i18n, bookings.total, bookings.byStatus),
      }}
    />
  );
}
