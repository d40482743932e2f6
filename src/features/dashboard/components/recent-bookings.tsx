import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BookingStatusBadge } from '@/components/status-badge';
import { displayId, formatCurrency, truncate } from '@/shared/format';
import type { OrderRow } from '@/shared/schemas/orders';
import classes from './recent-bookings.module.css';
import { paths } from '@/shared/paths';

type Props = { rows: OrderRow[] | undefined; loading: boolean; currency: string };

/**
 * The ten newest bookings with a link to all of them: a fixed summary (no paging, sorting or filters), drawn
 * as a plain HTML table so the dashboard does not load a table component for ten rows.
 */
export function RecentBookings({ rows, loading, currency }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder padding="md" data-testid="recent-bookings">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          <Trans>Recent bookings</Trans>
        </Title>
        <Anchor component={Link} {...paths.bookings()} size="sm">
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
        <div className={classes.scroll}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>{t`Booking ID`}</th>
                <th>{t`Image`}</th>
                <th>{t`Product`}</th>
                <th>{t`Customer`}</th>
                <th className={classes.end}>{t`Price`}</th>
                <th>{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Anchor
                      renderRoot={(props) => <Link {...props} {...paths.booking(row.id)} />}
                      ff="monospace"
                      size="sm"
                    >
                      {displayId('ORD_', row.id)}
                    </Anchor>
                  </td>
                  <td>
                    <img
                      className={classes.thumb}
                      src={row.productThumbnail ?? row.productImage ?? undefined}
                      alt={row.productName ?? t`Product image`}
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                  </td>
                  <td title={row.productName ?? undefined}>{truncate(row.productName, 30)}</td>
                  <td>{[row.customerFirstName, row.customerLastName].filter(Boolean).join(' ')}</td>
                  <td className={classes.end}>{formatCurrency(row.orderPrice, currency, i18n.locale)}</td>
                  <td>
                    <BookingStatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
