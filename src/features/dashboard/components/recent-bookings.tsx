import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BookingStatusBadge } from '@/components/status-badge';
import { displayId, formatCurrency, truncate } from '@/shared/format';
import type { OrderRow } from '@/shared/schemas/orders';
import classes from './recent-bookings.module.css';

type Props = { rows: OrderRow[] | undefined; loading: boolean; currency: string };

/** The ten newest bookings with a link to all of them. */
export function RecentBookings({ rows, loading, currency }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder padding="md" data-testid="recent-bookings">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          <Trans>Recent bookings</Trans>
        </Title>
        <Anchor component={Link} to="/orders" size="sm">
          <Trans>View all bookings</Trans>
        </Anchor>
      </Group>
      {loading ? (
        <Skeleton h={200} />
      ) : !rows || rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          <Trans>Oops! Looks like there's nothing here yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Booking ID`}</Table.Th>
                <Table.Th>{t`Image`}</Table.Th>
                <Table.Th>{t`Product`}</Table.Th>
                <Table.Th>{t`Customer`}</Table.Th>
                <Table.Th ta="right">{t`Price`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to="/orders/order_details/$id"
                      params={{ id: row.id } as never}
                      ff="monospace"
                      size="sm"
                    >
                      {displayId('ORD_', row.id)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <img
                      className={classes.thumb}
                      src={row.productThumbnail ?? row.productImage ?? undefined}
                      alt={row.productName ?? t`Product image`}
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                  </Table.Td>
                  <Table.Td title={row.productName ?? undefined}>{truncate(row.productName, 30)}</Table.Td>
                  <Table.Td>{[row.customerFirstName, row.customerLastName].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(row.orderPrice, currency, i18n.locale)}</Table.Td>
                  <Table.Td>
                    <BookingStatusBadge status={row.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
