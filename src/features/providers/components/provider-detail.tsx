import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconCoins,
  IconHourglass,
  IconShieldCheck,
  IconShieldX,
  IconUserSearch,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { bookingStatusDisplay } from '@/lib/status-display';
import { failureMessage } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { LastUpdated } from '@/components/last-updated';
import { BookingStatusBadge } from '@/components/status-badge';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { session } from '@/lib/session';
import { displayId, formatCurrency, formatIsoDate, formatIsoDateTime, formatNumber } from '@/shared/format';
import type { ProviderDetail } from '@/shared/schemas/providers';
import { useProviderStatus, useProviderVerify } from '../api/providers.mutations';
import { providerBookingsQueryOptions, providerDetailQueryOptions } from '../api/providers.queries';
import { initials, VerifiedBadge } from './provider-parts';

const LIST_PATH = '/userss/service_providers';
/** Services shown before "Show all". */
const SERVICES_PREVIEW = 8;

const PAYOUT_STATUS_DISPLAY: Record<number, { label: ReturnType<typeof msg>; color: string }> = {
  0: { label: msg({ message: 'Pending', context: 'payout' }), color: 'yellow' },
  1: { label: msg({ message: 'Accepted', context: 'payout' }), color: 'green' },
  2: { label: msg({ message: 'Rejected', context: 'payout' }), color: 'red' },
};

function Section({
  title,
  aside,
  children,
  testId,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '--'}
      </Text>
    </div>
  );
}

function StatCard({
  icon,
  label,
  value,
  note,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

/** The page when the id is missing, malformed, unknown or another operator's: one clear state and a way back. */
function NotFound() {
  return (
    <Card withBorder padding="xl" data-testid="provider-not-found">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" aria-hidden>
          <IconUserSearch size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          <Trans>Provider not found</Trans>
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          <Trans>
            This provider does not exist or is not one of yours. It may have been deleted, or the link is incomplete.
          </Trans>
        </Text>
        <Button component={Link} to={LIST_PATH} variant="light">
          <Trans>Back to service providers</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm" c="dimmed" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        <Trans>Service providers</Trans>
      </Group>
    </Anchor>
  );
}

/** A provider's details (`/userss/service_providers/services-details?id=`): the page pushType 12 opens. */
export function ProviderDetailScreen({ id }: { id: string | null }) {
  const { t } = useLingui();
  const detail = useQuery({ ...providerDetailQueryOptions(id ?? ''), enabled: id !== null });
  const notFound = id === null || (detail.error instanceof ApiError && detail.error.status === 404);
  return (
    <Stack gap="md">
      <BackLink />
      {notFound ? (
        <NotFound />
      ) : detail.data ? (
        <ProviderPage data={detail.data} freshness={detail} />
      ) : detail.isError ? (
        <Alert color="red" role="alert" title={<Trans>The provider could not be loaded.</Trans>}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void detail.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton h={140} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={88} />
            ))}
          </SimpleGrid>
          <Skeleton h={240} />
        </Stack>
      )}
    </Stack>
  );
}

function ProviderPage({
  data,
  freshness,
}: {
  data: ProviderDetail;
  freshness: Parameters<typeof LastUpdated>[0]['queries'][number];
}) {
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
                <LastUpdated queries={[freshness]} />
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
            <ActiveSwitch
              key={String(provider.status)}
              checked={provider.status}
              onChange={(next) => status.mutateAsync({ id: provider.id, status: next })}
            />
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
              <ProviderBookings providerId={provider.id} currency={currency} byStatus={data.bookings.byStatus} />
            ) : (
              <Section title={t`Bookings`} testId="provider-bookings">
                <Text size="sm" c="dimmed">
                  <Trans>Your account cannot see bookings.</Trans>
                </Text>
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Section
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
                <Text size="sm" c="dimmed">
                  <Trans>No services.</Trans>
                </Text>
              ) : (
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {shownServices.map((service) => (
                    <Group
                      key={service.id}
                      component="li"
                      justify="space-between"
                      wrap="nowrap"
                      gap="sm"
                      py={6}
                      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                      data-testid="provider-service"
                    >
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
                    </Group>
                  ))}
                </Stack>
              )}
              {!allServices && shownServices.length < data.services.items.length && (
                <Button variant="subtle" size="xs" mt="xs" onClick={() => setAllServices(true)}>
                  <Trans>Show {more} more</Trans>
                </Button>
              )}
            </Section>
            <Section
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
                <Text size="sm" c="dimmed">
                  <Trans>No payouts yet.</Trans>
                </Text>
              ) : (
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.payouts.latest.map((payout) => {
                    const display = PAYOUT_STATUS_DISPLAY[payout.status];
                    return (
                      <Group
                        key={payout.id}
                        component="li"
                        justify="space-between"
                        wrap="nowrap"
                        gap="sm"
                        py={6}
                        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                        data-testid="provider-payout"
                      >
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
                          <Badge color={display?.color ?? 'gray'} variant="filled" radius="sm">
                            {i18n._(display?.label ?? msg`Unknown`)}
                          </Badge>
                        </Group>
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </Section>
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

/** The active switch: flips at once, and back with an error toast when the save fails. */
function ActiveSwitch({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => Promise<unknown> }) {
  const { t } = useLingui();
  const [value, setValue] = useState(checked);
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      label={t`Active`}
      labelPosition="left"
      checked={value}
      disabled={busy}
      data-testid="provider-active"
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setValue(next);
        setBusy(true);
        onChange(next)
          .catch((error: unknown) => {
            setValue(!next);
            notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The change was not saved.`) });
          })
          .finally(() => setBusy(false));
      }}
    />
  );
}

const BOOKINGS_PAGE = 10;
const ALL_STATUSES = 'all';

/** The provider's bookings through the bookings list (`providerId`), newest first, filtered by status. */
function ProviderBookings({
  providerId,
  currency,
  byStatus,
}: {
  providerId: string;
  currency: string;
  byStatus: ProviderDetail['bookings']['byStatus'];
}) {
  const { t, i18n } = useLingui();
  const [statusFilter, setStatusFilter] = useState(ALL_STATUSES);
  const [pageNumber, setPageNumber] = useState(1);
  const query = {
    providerId,
    pageNumber,
    pageSize: BOOKINGS_PAGE,
    ...(statusFilter === ALL_STATUSES ? {} : { status: Number(statusFilter) }),
  };
  const bookings = useQuery(providerBookingsQueryOptions(query));
  const rows = bookings.data?.data ?? [];
  const total = bookings.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BOOKINGS_PAGE));
  const options = [
    { value: ALL_STATUSES, label: t`All statuses` },
    ...byStatus.map((s) => ({
      value: String(s.status),
      label: `${i18n._(bookingStatusDisplay(s.status).label)} (${formatNumber(s.count, i18n.locale)})`,
    })),
  ];

  return (
    <Section
      title={t`Bookings`}
      testId="provider-bookings"
      aside={
        <Select
          aria-label={t`Booking status`}
          size="xs"
          data={options}
          value={statusFilter}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => {
            setStatusFilter(value ?? ALL_STATUSES);
            setPageNumber(1);
          }}
          w={220}
        />
      }
    >
      {bookings.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : bookings.isError && !bookings.data ? (
        <Alert color="red" role="alert" title={t`Bookings could not be loaded.`}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void bookings.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t`no data found`}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: bookings.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={bookings.isFetching}
        >
          {rows.map((row) => {
            const customer = `${row.customerFirstName ?? ''} ${row.customerLastName ?? ''}`.trim();
            return (
              <Group
                key={row.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                data-testid="provider-booking"
              >
                <div style={{ minWidth: 0 }}>
                  <Anchor
                    size="sm"
                    ff="monospace"
                    fw={600}
                    renderRoot={(props) => <Link to="/orders/order_details/$id" params={{ id: row.id }} {...props} />}
                  >
                    {displayId('ORD_', row.id)}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[row.productName, customer, formatIsoDateTime(row.orderDate)].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(row.orderPrice, currency, i18n.locale)}
                  </Text>
                  <BookingStatusBadge status={row.status} />
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
      {total > BOOKINGS_PAGE && (
        <Group justify="space-between" mt="sm" gap="xs">
          <Text size="xs" c="dimmed">
            {t`Page ${pageNumber} of ${pages}`}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconChevronLeft size={14} aria-hidden />}
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber((n) => Math.max(1, n - 1))}
            >
              <Trans>Previous</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronRight size={14} aria-hidden />}
              disabled={pageNumber >= pages}
              onClick={() => setPageNumber((n) => Math.min(pages, n + 1))}
            >
              <Trans>Next</Trans>
            </Button>
          </Group>
        </Group>
      )}
    </Section>
  );
}
