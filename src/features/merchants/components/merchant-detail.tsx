import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { DateCell, DisplayId, failureMessage, Money, StatusToggle } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { ListPaging } from '@/components/list/list-paging';
import { LastUpdated } from '@/components/last-updated';
import type { QueryFreshness } from '@/lib/freshness';
import { BookingStatusBadge } from '@/components/status-badge';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { displayId, formatNumber } from '@/shared/format';
import type { MerchantDetail } from '@/shared/schemas/merchants';
import type { OrderRow } from '@/shared/schemas/orders';
import { useDeleteMerchant, useMerchantStatus } from '../api/merchants.mutations';
import { merchantBookingsQueryOptions, merchantDetailQueryOptions } from '../api/merchants.queries';
import { MerchantNotFound } from './merchant-not-found';
import 'mantine-datatable/styles.layer.css';

const EMPTY = '--';
/** Phones get cards instead of the bookings table (the list kit's breakpoint). */
const PHONE_QUERY = '(max-width: 37.4375em)';
const BOOKING_PAGE_SIZES = [5, 10, 20] as const;

function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? EMPTY : children}
      </Text>
    </div>
  );
}

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
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

/**
 * A merchant (`/merchants/merchant-details?id=`): its profile, its agents and its bookings (the bookings list
 * filtered by the merchant, each opening the booking), with Edit and Delete.
 */
export function MerchantDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const detail = useQuery({ ...merchantDetailQueryOptions(id), enabled: id !== '' });
  if (id === '' || (detail.error instanceof ApiError && detail.error.status === 404)) return <MerchantNotFound />;
  if (detail.isError && !detail.data)
    return (
      <Alert color="red" title={t`The merchant could not be loaded.`} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void detail.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  if (!detail.data)
    return (
      <Stack aria-busy="true" aria-label={t`Loading`}>
        <Skeleton h={36} w={280} />
        <Skeleton h={200} />
        <Skeleton h={160} />
      </Stack>
    );
  return <MerchantDetailView merchant={detail.data} query={detail} />;
}

function MerchantDetailView({ merchant, query }: { merchant: MerchantDetail; query: QueryFreshness }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useMerchantStatus();
  const remove = useDeleteMerchant();
  const [deleting, setDeleting] = useState(false);
  const { name } = merchant;
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  return (
    <Stack gap="md" data-testid="merchant-detail">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Anchor component={Link} to="/merchants" size="sm" c="dimmed" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              <Trans>Merchants</Trans>
            </Group>
          </Anchor>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {name}
            </Title>
            {/* Filled: the theme's autoContrast picks the text colour (a light green badge read 2.4:1). */}
            <Badge color={merchant.status ? 'green' : 'gray'} variant="filled" radius="sm">
              {merchant.status ? t`Active` : t`Inactive`}
            </Badge>
            <LastUpdated queries={[query]} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/merchants/edit_merchant" search={{ id: merchant.id }} {...props} />}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>

      <Section title={<Trans>Profile</Trans>} testId="merchant-profile">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={<Trans>Business ID</Trans>}>
            <DisplayId prefix="" id={merchant.id} />
          </Field>
          <Field label={<Trans>Contact name</Trans>}>{`${merchant.firstName} ${merchant.lastName}`.trim()}</Field>
          <Field label={<Trans>Email</Trans>}>{merchant.email}</Field>
          <Field label={<Trans>Phone</Trans>} testId="merchant-phone">
            {merchant.phone}
          </Field>
          <Field label={<Trans>Address</Trans>}>{merchant.address}</Field>
          <Field label={<Trans>Business type</Trans>}>{merchant.businessType}</Field>
          <Field label={<Trans>Working hours</Trans>}>{merchant.workingHours}</Field>
          <Field label={<Trans>Servicable</Trans>}>{yesNo(merchant.servicable)}</Field>
          <Field label={<Trans>Approved</Trans>}>{yesNo(merchant.verified)}</Field>
          <Field label={<Trans>Rating</Trans>}>{merchant.rating === null ? t`N/A` : merchant.rating.toFixed(1)}</Field>
          <Field label={<Trans>Date added</Trans>}>
            <DateCell value={merchant.createdAt} format="YYYY-MM-DD HH:mm" />
          </Field>
          <Field label={<Trans>Active</Trans>}>
            <StatusToggle
              checked={merchant.status}
              label={t`Active: ${name}`}
              onChange={(next) => status.mutateAsync({ id: merchant.id, status: next })}
            />
          </Field>
        </SimpleGrid>
      </Section>

      <MerchantAgents merchant={merchant} />
      <MerchantBookings merchantId={merchant.id} />

      <ConfirmDialog
        opened={deleting}
        title={t`Delete merchant`}
        message={t`Are you sure you want to delete this merchant?`}
        confirmLabel={t`Delete`}
        color="red"
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutateAsync(merchant.id).then(
            () => {
              notify({ color: 'green', message: t`Merchant ${name} deleted.` });
              void navigate({ to: '/merchants', replace: true });
            },
            (error: unknown) => {
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The merchant was not deleted.`),
              });
              throw error;
            },
          )
        }
      />
    </Stack>
  );
}

/** The merchant's agents: the first 50, newest first, and how many there are. */
function MerchantAgents({ merchant }: { merchant: MerchantDetail }) {
  const { t, i18n } = useLingui();
  const { rows, total } = merchant.agents;
  const shown = formatNumber(rows.length, i18n.locale);
  const all = formatNumber(total, i18n.locale);
  return (
    <Section
      title={<Trans>Agents</Trans>}
      testId="merchant-agents"
      aside={
        total > rows.length ? (
          <Text size="sm" c="dimmed">
            <Trans>
              {shown} of {all}
            </Trans>
          </Text>
        ) : (
          <Badge variant="light" color="gray">
            {all}
          </Badge>
        )
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>This merchant has no agents.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((agent) => (
            <Group key={agent.id} justify="space-between" wrap="wrap" gap="xs" data-testid="merchant-agent">
              <div>
                <Text size="sm" fw={600}>
                  {agent.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[agent.email, agent.phone, agent.displayAddress].filter(Boolean).join(' · ') || EMPTY}
                </Text>
              </div>
              <Badge color={agent.status === 'blocked' ? 'red' : 'green'} variant="filled" radius="sm">
                {agent.status === 'blocked' ? t`Blocked` : t`Active`}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The merchant's bookings, newest first, a page at a time; each opens the booking. */
function MerchantBookings({ merchantId }: { merchantId: string }) {
  const { t } = useLingui();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [page, setPage] = useState<{ pageNumber: number; pageSize: number }>({ pageNumber: 1, pageSize: 5 });
  const bookings = useQuery(merchantBookingsQueryOptions(merchantId, page));
  const rows = bookings.data?.data ?? [];
  const total = bookings.data?.total ?? 0;
  const link = (row: OrderRow) => (
    <Anchor
      renderRoot={(props) => <Link to="/orders/order_details/$id" params={{ id: row.id }} {...props} />}
      ff="monospace"
      size="sm"
      fw={600}
    >
      {displayId('ORD_', row.id)}
    </Anchor>
  );
  const customer = (row: OrderRow) => `${row.customerFirstName ?? ''} ${row.customerLastName ?? ''}`.trim() || EMPTY;

  let body: ReactNode;
  if (bookings.isPending) body = <Skeleton h={120} />;
  else if (bookings.isError && !bookings.data)
    body = (
      <Alert color="red" title={t`The bookings could not be loaded.`} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void bookings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  else if (rows.length === 0)
    body = (
      <Text c="dimmed" size="sm" data-testid="merchant-bookings-empty">
        <Trans>No bookings yet.</Trans>
      </Text>
    );
  else if (isPhone)
    body = (
      <Stack gap="xs">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="xs" data-testid="merchant-booking">
            <Group justify="space-between" gap="xs">
              {link(row)}
              <BookingStatusBadge status={row.status} />
            </Group>
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="sm">{customer(row)}</Text>
              <Money amount={row.orderPrice} />
            </Group>
            <DateCell value={row.orderDate} format="YYYY-MM-DD HH:mm" inline />
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <DataTable<OrderRow>
        records={rows}
        idAccessor="id"
        withTableBorder={false}
        verticalSpacing="xs"
        horizontalSpacing="xs"
        highlightOnHover
        customRowAttributes={() => ({ 'data-testid': 'merchant-booking' })}
        columns={[
          { accessor: 'id', title: t`Booking ID`, render: link },
          {
            accessor: 'orderDate',
            title: t`Date`,
            render: (row) => <DateCell value={row.orderDate} format="YYYY-MM-DD HH:mm" />,
          },
          { accessor: 'customerFirstName', title: t`Customer`, render: customer },
          { accessor: 'productName', title: t`Service`, render: (row) => row.productName ?? EMPTY },
          {
            accessor: 'orderPrice',
            title: t`Price`,
            textAlign: 'right',
            render: (row) => <Money amount={row.orderPrice} />,
          },
          { accessor: 'status', title: t`Status`, render: (row) => <BookingStatusBadge status={row.status} /> },
        ]}
      />
    );

  return (
    <Section title={<Trans>Bookings</Trans>} testId="merchant-bookings">
      <Stack gap="sm" style={{ opacity: bookings.isPlaceholderData ? 0.6 : 1 }} aria-busy={bookings.isFetching}>
        {body}
        {total > 0 && (
          <ListPaging
            view={page}
            total={total}
            pageSizes={BOOKING_PAGE_SIZES}
            isPhone={isPhone}
            testIds={{ list: 'merchant-bookings' }}
            onPage={(pageNumber) => setPage((p) => ({ ...p, pageNumber }))}
            onPageSize={(pageSize) => setPage({ pageNumber: 1, pageSize })}
          />
        )}
      </Stack>
    </Section>
  );
}
