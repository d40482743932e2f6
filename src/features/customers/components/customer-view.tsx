import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMail, IconPhone, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { bookingStatusDisplay } from '@/lib/status-display';
import { DateCell, DisplayId, formatDate, Money, StatusToggle, TruncatedText } from '@/components/list/cells';
import { ListPaging } from '@/components/list/list-paging';
import { LastUpdated } from '@/components/last-updated';
import { BookingStatusBadge } from '@/components/status-badge';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { displayId, formatCurrency, formatNumber } from '@/shared/format';
import type { CustomerDetail } from '@/shared/schemas/customers';
import type { OrderRow } from '@/shared/schemas/orders';
import { useCustomerStatus } from '../api/customers.mutations';
import { customerBookingsQueryOptions, customerDetailQueryOptions } from '../api/customers.queries';
import { CUSTOMER_BOOKINGS_PAGE_SIZES, type CustomerViewSearch, customerBookingsQuery } from '../lib/customer-view';
import { initials } from '../lib/initials';
import { CustomerMessages } from './customer-messages';

/** Phones (up to 599 px), as the list kit draws them. */
const PHONE_QUERY = '(max-width: 37.4375em)';
/** Statuses where the booking did not happen: cancelled by the customer, rejected or cancelled by the host. */
const CANCELLED = new Set([7, 8, 9]);

type Props = {
  id: string;
  search: CustomerViewSearch;
  onSearchChange: (search: CustomerViewSearch) => void;
};

/**
 * A customer's page (the target of pushType 15 notifications): who they are and how to reach them, their
 * status (block / unblock at once), what they booked and spent, and their bookings page by page — narrowed
 * to one status by its card — each linking to the booking. An unknown id (or another operator's) shows a
 * not-found state with the way back to the list.
 */
export function CustomerViewScreen({ id, search, onSearchChange }: Props) {
  const { t } = useLingui();
  const detail = useQuery(customerDetailQueryOptions(id));

  if (detail.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton h={120} />
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={88} />
          ))}
        </SimpleGrid>
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <CustomerNotFound />;
    return (
      <Stack py="xl" maw={520} mx="auto">
        <Alert color="red" title={t`The customer could not be loaded.`} role="alert">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void detail.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </Stack>
    );
  }
  const customer = detail.data;
  return (
    <Stack gap="md" data-testid="customer-view">
      <BackToList />
      <CustomerHeader customer={customer} updated={<LastUpdated queries={[detail]} />} />
      <CustomerStats customer={customer} />
      <CustomerBookings customer={customer} search={search} onSearchChange={onSearchChange} />
      <CustomerMessages customerId={customer.id} />
    </Stack>
  );
}

function BackToList() {
  return (
    <Anchor component={Link} to="/users/customerlist" size="sm" c="dimmed" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        <Trans>Customers</Trans>
      </Group>
    </Anchor>
  );
}

function CustomerNotFound() {
  return (
    <Stack align="center" py="xl" gap="md" ta="center" data-testid="customer-not-found">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconUserQuestion size={32} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        <Trans>Customer not found</Trans>
      </Title>
      <Text c="dimmed" maw={460}>
        <Trans>No customer of your marketplace has this id. The link may be wrong, or the customer was removed.</Trans>
      </Text>
      <Button component={Link} to="/users/customerlist" variant="light" leftSection={<IconArrowLeft size={16} />}>
        <Trans>Back to customers</Trans>
      </Button>
    </Stack>
  );
}

function CustomerHeader({ customer, updated }: { customer: CustomerDetail; updated: ReactNode }) {
  const { t, i18n } = useLingui();
  const status = useCustomerStatus();
  const { name } = customer;
  const joined = formatDate(customer.createdAt, 'medium', i18n.locale);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Avatar src={customer.image} alt="" size={64} radius="xl" variant="filled" color="gray.7">
            {initials(name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Badge color={customer.status ? 'green' : 'red'} variant="filled" data-testid="customer-status">
                {customer.status ? t`Active` : t`Blocked`}
              </Badge>
            </Group>
            <Group gap="xs" wrap="wrap">
              <DisplayId prefix="" id={customer.id} />
              <Text size="sm" c="dimmed">
                <Trans>Customer since {joined}</Trans>
              </Text>
              {updated}
            </Group>
            <Group gap="md" wrap="wrap" mt={4}>
              {customer.email ? (
                <Anchor href={`mailto:${customer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <IconMail size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
                  {customer.email}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>No email</Trans>
                </Text>
              )}
              {customer.phone ? (
                <Anchor href={`tel:${customer.phone.replace(/\s/g, '')}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <IconPhone size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
                  {customer.phone}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>No phone number</Trans>
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} aria-hidden>
            {customer.status ? t`Active` : t`Blocked`}
          </Text>
          <StatusToggle
            checked={customer.status}
            label={t`Active: ${name}`}
            onChange={(next) => status.mutateAsync({ id: customer.id, status: next })}
          />
        </Group>
      </Group>
    </Card>
  );
}

function StatCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      )}
    </Card>
  );
}

function CustomerStats({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui();
  const { totals } = customer;
  const count = (n: number) => formatNumber(n, i18n.locale);
  const completed = count(totals.completed);
  const cancelled = count(totals.byStatus.filter((s) => CANCELLED.has(s.status)).reduce((sum, s) => sum + s.count, 0));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        testId="customer-stat-bookings"
        label={t`Bookings`}
        value={count(totals.bookings)}
        note={t`${completed} completed`}
      />
      <StatCard
        testId="customer-stat-spend"
        label={t`Spend`}
        value={formatCurrency(totals.spendMinor / 100, totals.currency, i18n.locale)}
        note={t`Completed bookings (Booking Ended)`}
      />
      <StatCard
        testId="customer-stat-last"
        label={t`Last booking`}
        value={totals.lastBookingAt ? formatDate(totals.lastBookingAt, 'medium', i18n.locale) : t`No bookings yet`}
      />
      <StatCard
        testId="customer-stat-cancelled"
        label={t`Cancelled or rejected`}
        value={cancelled}
        note={t`By the customer or the host`}
      />
    </SimpleGrid>
  );
}

type BookingsProps = {
  customer: CustomerDetail;
  search: CustomerViewSearch;
  onSearchChange: (search: CustomerViewSearch) => void;
};

/** The customer's bookings: the bookings list endpoint with customerId, a status at a time. */
function CustomerBookings({ customer, search, onSearchChange }: BookingsProps) {
  const { t, i18n } = useLingui();
  const canSeeBookings = session.get()?.modules.includes('bookings') ?? false;
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const query = customerBookingsQuery(customer.id, search);
  const bookings = useQuery({ ...customerBookingsQueryOptions(query), enabled: canSeeBookings });
  const rows = bookings.data?.data ?? [];
  const total = bookings.data?.total ?? 0;
  const choose = (status: number | undefined) => onSearchChange({ ...search, status, pageNumber: undefined });

  let body: ReactNode;
  if (!canSeeBookings) {
    body = (
      <Text c="dimmed" py="md">
        <Trans>Your account has no permission to see bookings.</Trans>
      </Text>
    );
  } else if (bookings.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={56} />
        ))}
      </Stack>
    );
  } else if (bookings.isError && !bookings.data) {
    body = (
      <Alert color="red" title={t`The bookings could not be loaded.`} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void bookings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="customer-bookings-empty">
        {search.status === undefined ? t`No bookings yet` : t`No bookings with this status`}
      </Text>
    );
  } else {
    body = (
      <Box
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: bookings.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={bookings.isFetching}
        data-testid="customer-bookings"
      >
        {rows.map((row) => (
          <BookingItem key={row.id} row={row} />
        ))}
      </Box>
    );
  }

  return (
    <Card withBorder padding={isPhone ? 'sm' : 'md'}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Bookings</Trans>
        </Title>
        {canSeeBookings && customer.totals.byStatus.length > 0 && (
          <Group gap="xs" wrap="wrap" role="group" aria-label={t`Booking status`}>
            <StatusChoice
              label={t`All`}
              count={formatNumber(customer.totals.bookings, i18n.locale)}
              pressed={search.status === undefined}
              onClick={() => choose(undefined)}
            />
            {customer.totals.byStatus.map((s) => (
              <StatusChoice
                key={s.status}
                label={i18n._(bookingStatusDisplay(s.status).label)}
                count={formatNumber(s.count, i18n.locale)}
                pressed={search.status === s.status}
                onClick={() => choose(s.status)}
              />
            ))}
          </Group>
        )}
        {body}
        {canSeeBookings && total > 0 && (
          <ListPaging
            view={{ pageNumber: query.pageNumber, pageSize: query.pageSize }}
            total={total}
            pageSizes={CUSTOMER_BOOKINGS_PAGE_SIZES}
            isPhone={isPhone}
            testIds={{ list: 'customer-bookings' }}
            onPage={(pageNumber) => onSearchChange({ ...search, pageNumber })}
            onPageSize={(pageSize) => onSearchChange({ ...search, pageSize, pageNumber: undefined })}
          />
        )}
      </Stack>
    </Card>
  );
}

function StatusChoice(props: { label: string; count: string; pressed: boolean; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={props.pressed ? 'filled' : 'default'}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      rightSection={
        <Text span size="xs" fw={700} inherit>
          {props.count}
        </Text>
      }
    >
      {props.label}
    </Button>
  );
}

/** One booking: its id (a link to the booking), when, what and from whom, the price and the status. */
function BookingItem({ row }: { row: OrderRow }) {
  const ref = displayId('ORD_', row.id);
  return (
    <Box
      component="li"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="customer-booking"
    >
      <Group justify="space-between" wrap="wrap" gap="xs" align="center">
        <Stack gap={0} style={{ minWidth: 140 }}>
          <Anchor
            renderRoot={(props) => <Link to="/orders/order_details/$id" params={{ id: row.id }} {...props} />}
            ff="monospace"
            size="sm"
            fw={600}
          >
            {ref}
          </Anchor>
          <DateCell value={row.orderDate} format="YYYY-MM-DD HH:mm" inline />
        </Stack>
        <Stack gap={0} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Text size="sm">
            <TruncatedText text={row.productName ?? '—'} max={40} />
          </Text>
          {row.merchantName && (
            <Text size="xs" c="dimmed">
              <TruncatedText text={row.merchantName} max={40} />
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={600}>
            <Money amount={row.orderPrice} />
          </Text>
          <BookingStatusBadge status={row.status} />
        </Group>
      </Group>
    </Box>
  );
}
