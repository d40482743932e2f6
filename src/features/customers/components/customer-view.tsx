import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetailPage, DetailSection, StatCard } from '@/components/detail/detail-page';
import { bookingStatusChoices, relatedBookingColumns } from '@/components/detail/related-bookings';
import { relatedBookings } from '@/components/detail/related-bookings-list';
import { RelatedList } from '@/components/detail/related-list';
import type { ListSearch } from '@/components/list/define-list';
import { DisplayId, formatDate, StatusToggle } from '@/components/list/cells';
import { session } from '@/lib/session';
import { formatCurrency, formatNumber } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { CustomerDetail } from '@/shared/schemas/customers';
import type { OrdersListQuery } from '@/shared/schemas/orders';
import { useCustomerStatus } from '../api/customers.mutations';
import { customerBookingsQueryOptions, customerDetailQueryOptions } from '../api/customers.queries';
import { initials } from '../lib/initials';
import { CustomerMessages } from './customer-messages';

/** Statuses where the booking did not happen: cancelled by the customer, rejected or cancelled by the host. */
const CANCELLED = new Set([7, 8, 9]);

type Props = {
  id: string;
  /** The page's URL: the page, sort and status of the customer's bookings. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

/**
 * A customer's page (the target of pushType 15 notifications): who they are and how to reach them, their
 * status (block / unblock at once), what they booked and spent, and their bookings page by page — narrowed
 * to one status — each linking to the booking. An unknown id (or another operator's) shows a not-found state
 * with the way back to the list.
 */
export function CustomerViewScreen({ id, search, onSearchChange }: Props) {
  const { t } = useLingui();
  const detail = useQuery(customerDetailQueryOptions(id));
  return (
    <DetailPage
      query={detail}
      testId="customer-view"
      back={{ label: <Trans>Customers</Trans>, link: paths.customers() }}
      notFound={{
        testId: 'customer-not-found',
        icon: <IconUserQuestion size={32} />,
        title: <Trans>Customer not found</Trans>,
        text: (
          <Trans>
            No customer of your marketplace has this id. The link may be wrong, or the customer was removed.
          </Trans>
        ),
        back: { label: <Trans>Back to customers</Trans>, link: paths.customers() },
      }}
      loadError={t`The customer could not be loaded.`}
    >
      {(customer, asOf) => (
        <>
          <CustomerHeader customer={customer} updated={asOf} />
          <CustomerStats customer={customer} />
          <CustomerBookings customer={customer} search={search} onSearchChange={onSearchChange} />
          <CustomerMessages customerId={customer.id} />
        </>
      )}
    </DetailPage>
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

/** The customer's bookings: the bookings list endpoint with customerId, a status at a time. */
function CustomerBookings({ customer, search, onSearchChange }: { customer: CustomerDetail } & Omit<Props, 'id'>) {
  const { t, i18n } = useLingui();
  if (!session.get()?.modules.includes('bookings'))
    return (
      <DetailSection title={t`Bookings`}>
        <Text c="dimmed" size="sm">
          <Trans>Your account has no permission to see bookings.</Trans>
        </Text>
      </DetailSection>
    );
  return (
    <RelatedList
      title={t`Bookings`}
      testIds={{ list: 'customer-bookings', row: 'customer-booking' }}
      definition={relatedBookings}
      columns={relatedBookingColumns(i18n, 'customer')}
      queryOptions={(query) => customerBookingsQueryOptions({ ...query, customerId: customer.id } as OrdersListQuery)}
      texts={{
        empty: t`No bookings yet`,
        emptyFiltered: t`No bookings with this status`,
        loadError: t`The bookings could not be loaded.`,
      }}
      search={search}
      onSearchChange={onSearchChange}
      choices={{
        filter: 'status',
        label: t`Booking status`,
        options: bookingStatusChoices(i18n, customer.totals.bookings, customer.totals.byStatus),
      }}
    />
  );
}
