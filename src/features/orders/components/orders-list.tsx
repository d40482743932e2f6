import { useLingui } from '@lingui/react/macro';
import { IconArrowsExchange, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BadgeRow, DateCell, DisplayId, ImageCell, Money, TruncatedText } from '@/components/list/cells';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn } from '@/components/list/columns';
import { IdLink } from '@/components/list/id-link';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { SubtleIconButton } from '@/components/list/subtle-icon-button';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { PendingSyncBadge } from '@/components/pending-sync-badge';
import { PlainButton } from '@/components/plain-button';
import { BookingStatusBadge } from '@/components/status-badge';
import { api } from '@/lib/api-client';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import type { BulkRefusal } from '@/shared/schemas/list';
import { bookingRef, isBookingEditable, type OrderRow } from '@/shared/schemas/orders';
import { usePendingOrderSync } from '../api/orders.mutations';
import { orderKeys, ordersListSource } from '../api/orders.queries';
import { ordersList } from '../lib/orders-list';
import { paths } from '@/shared/paths';

// The bulk status form loads when the action is chosen, the edit dialog (the booking form's rules and
// pickers, ~19 KB) when a booking is first edited: neither is needed to draw the list.
const BulkStatusDialog = lazy(() => import('./orders-bulk-status-dialog'));
const loadEditDialog = () => import('./order-edit-dialog');
const OrderEditDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.OrderEditDialog })));

const customerName = (row: OrderRow) => [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ');
const phone = (code: string | null, number: string | null) => (number ? `${code ?? ''} ${number}`.trim() : '');

/** Bookings (spec part 2 §2) on the list kit: its columns, bulk status change and export. */
export function OrdersList(url: ListUrl) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  // Mounted from the first edit on, so closing it plays its transition.
  const [edited, setEdited] = useState(false);
  const pending = usePendingOrderSync();
  const columns = useMemo((): ListColumn<OrderRow>[] => {
    // A change waiting in the offline queue shows as it will be, marked until the server confirms it.
    const statusOf = (row: OrderRow) => pending.get(row.id)?.status ?? row.status;
    return [
      // Sorted by when the booking was made, which shows under the id.
      idColumn<OrderRow>({
        title: t`Booking ID`,
        sortField: 'orderDate',
        sortLabel: t`Date booked`,
        render: (row) => (
          <>
            <DisplayId
              prefix="ORD_"
              id={row.id}
              renderLink={(text) => (
                <IdLink renderRoot={(props) => <Link {...paths.booking(row.id)} {...props} />}>{text}</IdLink>
              )}
            />
            <DateCell value={row.orderDate} format="YYYY-MM-DD HH:mm" inline />
          </>
        ),
      }),
      {
        id: 'productImage',
        title: t`Image`,
        card: 'media',
        render: (row) => (
          <ImageCell src={row.productThumbnail ?? row.productImage} alt={row.productName ?? t`Product image`} />
        ),
      },
      {
        id: 'productName',
        title: t`Product`,
        card: 'main',
        width: 160,
        render: (row) => <TruncatedText text={row.productName} max={50} />,
      },
      { id: 'customerFirstName', title: t`Customer`, sortable: true, card: 'sub', render: customerName },
      {
        id: 'CustomerPhoneNumber',
        title: t`Customer phone`,
        noWrap: true,
        render: (row) => phone(row.CustomerCountryCode, row.CustomerPhoneNumber) || '—',
      },
      {
        id: 'providerPhoneNumber',
        title: t`Provider phone`,
        noWrap: true,
        wideOnly: true,
        render: (row) => phone(row.providerCountryCode, row.providerPhoneNumber) || '—',
      },
      {
        id: 'orderPrice',
        title: t`Price`,
        sortable: true,
        noWrap: true,
        align: 'right',
        card: 'aside',
        render: (row) => <Money amount={row.orderPrice} />,
      },
      {
        id: 'status',
        title: t`Status`,
        sortable: true,
        noWrap: true,
        card: 'status',
        render: (row) => (
          <BadgeRow>
            <BookingStatusBadge status={statusOf(row)} />
            {pending.has(row.id) && <PendingSyncBadge />}
          </BadgeRow>
        ),
      },
      {
        id: 'actions',
        title: t`Actions`,
        titleHidden: true,
        hideable: false,
        card: 'actions',
        width: 48,
        render: (row) => {
          if (!isBookingEditable(statusOf(row))) return null;
          const ref = bookingRef(row.id);
          return (
            <SubtleIconButton
              aria-label={t`Edit booking ${ref}`}
              onPointerEnter={() => void loadEditDialog()}
              onClick={() => {
                setEdited(true);
                setEditing(row.id);
              }}
            >
              <IconPencil size={18} aria-hidden />
            </SubtleIconButton>
          );
        },
      },
    ];
  }, [t, pending]);

  /** A refused booking: its reference and the server's reason (worded by the kit in the reader's language). */
  const describeRefusal = (refusal: BulkRefusal, reason: string) => `${bookingRef(refusal.id)}: ${reason}`;

  const bulkActions: BulkAction[] = [
    {
      id: 'status',
      label: t`Change status`,
      icon: <IconArrowsExchange size={14} aria-hidden />,
      renderInput: (props) => <BulkStatusDialog {...props} />,
      run: async (target, input) => {
        const { status, note } = input as { status: number; note: string | null };
        try {
          return await api(orderEndpoints.ordersBulkStatus, { body: { status, note, ...target } });
        } finally {
          void client.invalidateQueries({ queryKey: orderKeys.all });
        }
      },
      describeRefusal,
    },
  ];

  return (
    <ListScreen
      {...url}
      definition={ordersList}
      source={ordersListSource}
      columns={columns}
      texts={{
        title: t`Bookings`,

        loadError: t`Bookings could not be loaded.`,
        selectRow: (id) => t`Select booking ${bookingRef(id)}`,
      }}
      actions={
        <PlainButton
          leftSection={<IconPlus size={16} aria-hidden />}
          renderRoot={(props) => <Link {...paths.bookingCreate()} {...props} />}
        >
          {t`Add booking`}
        </PlainButton>
      }
      onRowClick={(row) => void navigate(paths.booking(row.id))}
      bulkActions={bulkActions}
      exportSpec={exportOf(orderEndpoints.ordersExport, 'bookings.csv')}
      testIds={{ list: 'orders', row: 'order' }}
    >
      {edited && (
        <Suspense fallback={null}>
          <OrderEditDialog orderId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
