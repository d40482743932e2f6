import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { bookingStatusDisplay } from '@/lib/status-display';
import { DateCell, Money, TruncatedText } from '@/components/list/cells';
import type { ListColumn } from '@/components/list/types';
import { BookingStatusBadge } from '@/components/status-badge';
import { displayId } from '@/shared/format';
import { paths } from '@/shared/paths';
import { ALL_BOOKINGS, type OrderRow } from '@/shared/schemas/orders';
import type { RelatedChoice } from './related-list';

const customerName = (row: OrderRow) => `${row.customerFirstName ?? ''} ${row.customerLastName ?? ''}`.trim() || '--';

/**
 * The columns of a related bookings list: the booking (a link to it), its date, customer, service, price and
 * status. The page's own resource is left out (a customer's page has no customer column).
 */
export function relatedBookingColumns(i18n: I18n, without?: 'customer' | 'product'): ListColumn<OrderRow>[] {
  const columns: (ListColumn<OrderRow> | false)[] = [
    {
      id: 'id',
      title: i18n._(msg`Booking ID`),
      sortable: true,
      sortField: 'orderDate',
      card: 'title',
      noWrap: true,
      render: (row) => (
        <Anchor
          renderRoot={(props) => <Link {...paths.booking(row.id)} {...props} />}
          ff="monospace"
          size="sm"
          fw={600}
        >
          {displayId('ORD_', row.id)}
        </Anchor>
      ),
    },
    {
      id: 'orderDate',
      title: i18n._(msg`Date`),
      noWrap: true,
      card: 'detail',
      render: (row) => <DateCell value={row.orderDate} format="YYYY-MM-DD HH:mm" inline />,
    },
    without !== 'customer' && {
      id: 'customerFirstName',
      title: i18n._(msg`Customer`),
      sortable: true,
      card: 'main',
      render: customerName,
    },
    without !== 'product' && {
      id: 'productName',
      title: i18n._(msg`Service`),
      card: without === 'customer' ? 'main' : 'sub',
      render: (row) => <TruncatedText text={row.productName ?? '--'} max={40} />,
    },
    {
      id: 'orderPrice',
      title: i18n._(msg`Price`),
      sortable: true,
      align: 'right',
      card: 'aside',
      render: (row) => <Money amount={row.orderPrice} />,
    },
    {
      id: 'status',
      title: i18n._(msg`Status`),
      sortable: true,
      card: 'status',
      render: (row) => <BookingStatusBadge status={row.status} />,
    },
  ];
  return columns.filter((column) => column !== false);
}

/** "All" and each status the owner's bookings are in, with their counts (the detail's own figures). */
export function bookingStatusChoices(
  i18n: I18n,
  total: number,
  byStatus: readonly { status: number; count: number }[],
): RelatedChoice[] {
  return [
    { value: ALL_BOOKINGS, label: i18n._(msg`All`), count: total },
    ...byStatus.map((s) => ({ value: s.status, label: i18n._(bookingStatusDisplay(s.status).label), count: s.count })),
  ];
}
