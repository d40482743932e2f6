import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useDeferredValue, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { LastUpdated } from '@/components/last-updated';
import { PendingSyncBadge } from '@/components/pending-sync-badge';
import { BookingStatusBadge } from '@/components/status-badge';
import { useOperator } from '@/lib/operator-context';
import { displayId, formatCurrency, formatNumber, truncate } from '@/shared/format';
import { isBookingEditable, type OrderRow } from '@/shared/schemas/orders';
import { usePendingOrderSync } from '../api/orders.mutations';
import { ordersListQueryOptions } from '../api/orders.queries';
import { listQueryFrom, type OrdersSearch, PAGE_SIZES, searchFrom, viewFrom, withFilter } from '../lib/orders-search';
import { OrderEditDialog } from './order-edit-dialog';
import { OrdersFilters } from './orders-filters';

/** Phones (up to 599 px) get cards instead of the table. */
export const PHONE_QUERY = '(max-width: 37.4375em)';

type Props = {
  search: OrdersSearch;
  /** A new URL state: the route pushes it, so back/forward step through the changes. */
  onSearchChange: (search: OrdersSearch) => void;
};

const customerName = (row: OrderRow) => [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ');
const phone = (code: string | null, number: string | null) => (number ? `${code ?? ''} ${number}`.trim() : '');

/** A click on the row, not on a link or button inside it. */
const isRowClick = (event: MouseEvent) => !(event.target as HTMLElement).closest('a, button, input, [role="button"]');

/** Bookings (spec part 2 §2): filters, the table (cards on phones), paging; filters and page live in the URL. */
export function OrdersList({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const navigate = useNavigate();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const view = viewFrom(search);
  const list = useQuery(ordersListQueryOptions(listQueryFrom(view)));
  const [editing, setEditing] = useState<string | null>(null);
  const pending = usePendingOrderSync();

  // A query's answer re-renders in one blocking piece; the rows (the costly part) follow in a background
  // pass React slices, so the page stays responsive while a page of bookings is drawn.
  const data = useDeferredValue(list.data);
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const first = total === 0 ? 0 : (view.pageNumber - 1) * view.pageSize + 1;
  const last = Math.min(total, view.pageNumber * view.pageSize);
  const shownFrom = formatNumber(first, i18n.locale);
  const shownTo = formatNumber(last, i18n.locale);
  const shownTotal = formatNumber(total, i18n.locale);
  const change = (next: typeof view) => onSearchChange(searchFrom(next));
  const open = (row: OrderRow) => void navigate({ to: '/orders/order_details/$id', params: { id: row.id } });
  const price = (row: OrderRow) => formatCurrency(row.orderPrice, config.currency, i18n.locale);
  const refOf = (row: OrderRow) => displayId('ORD_', row.id);
  // A change waiting in the offline queue shows as it will be, marked until the server confirms it.
  const statusOf = (row: OrderRow) => pending.get(row.id)?.status ?? row.status;
  const statusCell = (row: OrderRow) => (
    <Group gap={4} wrap="nowrap">
      <BookingStatusBadge status={statusOf(row)} />
      {pending.has(row.id) && <PendingSyncBadge />}
    </Group>
  );

  const idLink = (row: OrderRow) => (
    <Anchor
      renderRoot={(props) => <Link to="/orders/order_details/$id" params={{ id: row.id }} {...props} />}
      ff="monospace"
      size="sm"
      fw={600}
    >
      {refOf(row)}
    </Anchor>
  );
  const image = (row: OrderRow) => (
    <Avatar
      src={row.productThumbnail ?? row.productImage}
      alt={row.productName ?? t`Product image`}
      radius="sm"
      size={40}
      imageProps={{ loading: 'lazy' }}
    >
      <IconPhoto size={18} aria-hidden />
    </Avatar>
  );
  const editButton = (row: OrderRow) => {
    if (!isBookingEditable(statusOf(row))) return null;
    const ref = refOf(row);
    return (
      <ActionIcon variant="subtle" aria-label={t`Edit booking ${ref}`} onClick={() => setEditing(row.id)}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    );
  };

  let body: ReactNode;
  if (list.isPending || (list.data && !data)) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t`Loading`}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Alert color="red" title={t`Bookings could not be loaded.`} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="orders-empty">
        <Trans>no data found</Trans>
      </Text>
    );
  } else if (isPhone) {
    body = (
      <Stack gap="sm" data-testid="orders-cards">
        {rows.map((row) => {
          const customerPhone = phone(row.CustomerCountryCode, row.CustomerPhoneNumber) || '—';
          const providerPhone = phone(row.providerCountryCode, row.providerPhoneNumber) || '—';
          return (
            <Card
              key={row.id}
              withBorder
              padding="sm"
              data-testid="order-card"
              style={{ cursor: 'pointer' }}
              onClick={(event) => isRowClick(event) && open(row)}
            >
              <Group justify="space-between" wrap="nowrap" mb="xs">
                {idLink(row)}
                <Group gap={4} wrap="nowrap">
                  {statusCell(row)}
                  {editButton(row)}
                </Group>
              </Group>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                {image(row)}
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Text fw={600} size="sm" title={row.productName ?? undefined}>
                    {truncate(row.productName, 50)}
                  </Text>
                  <Text size="sm">{customerName(row)}</Text>
                  <Text size="xs" c="dimmed">
                    <Trans>Customer: {customerPhone}</Trans>
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Trans>Provider: {providerPhone}</Trans>
                  </Text>
                </Stack>
                <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {price(row)}
                </Text>
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="xs" highlightOnHover data-testid="orders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Booking ID`}</Table.Th>
              <Table.Th>{t`Image`}</Table.Th>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th>{t`Customer`}</Table.Th>
              <Table.Th>{t`Customer phone`}</Table.Th>
              <Table.Th>{t`Provider phone`}</Table.Th>
              <Table.Th ta="right">{t`Price`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid="order-row"
                style={{ cursor: 'pointer' }}
                onClick={(event) => isRowClick(event) && open(row)}
              >
                <Table.Td>{idLink(row)}</Table.Td>
                <Table.Td>{image(row)}</Table.Td>
                <Table.Td title={row.productName ?? undefined}>{truncate(row.productName, 50)}</Table.Td>
                <Table.Td>{customerName(row)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {phone(row.CustomerCountryCode, row.CustomerPhoneNumber)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {phone(row.providerCountryCode, row.providerPhoneNumber)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {price(row)}
                </Table.Td>
                <Table.Td>{statusCell(row)}</Table.Td>
                <Table.Td w={48}>{editButton(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            <Trans>Bookings</Trans>
          </Title>
          <LastUpdated queries={[list]} />
        </Group>
        <Button component={Link} to="/orders/create_orders" leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>Add booking</Trans>
        </Button>
      </Group>
      <OrdersFilters
        search={view.search}
        status={view.status}
        range={view.range}
        onSearch={(text) => text !== view.search && change(withFilter(view, { search: text }))}
        onStatus={(status) => change(withFilter(view, { status }))}
        onRange={(range) => change(withFilter(view, { range }))}
      />
      <Card withBorder padding={isPhone ? 'xs' : 'md'}>
        <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          {body}
        </Box>
      </Card>
      {/* Below the list (off a phone's first screen): its page-size menu mounts in a pass of its own. */}
      <Deferred>
        {total > 0 && (
          <Group justify="space-between" wrap="wrap" gap="sm" data-testid="orders-paging">
            <Text size="sm" c="dimmed" data-testid="orders-range">
              <Trans>
                {shownFrom}–{shownTo} of {shownTotal}
              </Trans>
            </Text>
            <Group gap="sm" wrap="wrap">
              <Select
                aria-label={t`Rows per page`}
                data={PAGE_SIZES.map(String)}
                value={String(view.pageSize)}
                onChange={(value) => value && change(withFilter(view, { pageSize: Number(value) }))}
                allowDeselect={false}
                w={80}
                // Its option list is built when opened: a list kept mounted (hidden) is positioned at every mount,
                // which forces a style calculation of the whole page inside the commit.
                comboboxProps={{ withinPortal: true, keepMounted: false }}
              />
              <Pagination
                total={pages}
                value={Math.min(view.pageNumber, pages)}
                onChange={(pageNumber) => change({ ...view, pageNumber })}
                siblings={isPhone ? 0 : 1}
                boundaries={1}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
                })}
                getItemProps={(page) => ({
                  'aria-label': t`Page ${page}`,
                  'aria-current': page === view.pageNumber ? 'page' : undefined,
                })}
              />
            </Group>
          </Group>
        )}
        <OrderEditDialog orderId={editing} onClose={() => setEditing(null)} />
      </Deferred>
    </Stack>
  );
}
