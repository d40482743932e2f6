import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Avatar,
  Button,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPhoto } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { bookingStatusDisplay } from '@/lib/status-display';
import { DetailSection, Field } from '@/components/detail/detail-page';
import { LastUpdated } from '@/components/last-updated';
import { PendingSyncBadge } from '@/components/pending-sync-badge';
import { BookingStatusBadge } from '@/components/status-badge';
import { useOperator } from '@/lib/operator-context';
import { session } from '@/lib/session';
import { displayId, formatCurrency, formatIsoDateTime } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { OrderHistoryEntry } from '@/shared/schemas/orders';
import { usePendingOrderSync } from '../api/orders.mutations';
import { orderDetailQueryOptions } from '../api/orders.queries';
import { PENDING_HISTORY_ID } from '../lib/optimistic';
import { OrderEditDialog } from './order-edit-dialog';
import { OrderPriceBreakdown } from './order-price-breakdown';
import { OrderStatusActions } from './order-status-actions';

const phone = (code: string | null, number: string | null) => (number ? `${code ?? ''} ${number}`.trim() : '');

/** The status history, oldest first: creation, each status change and each edit, with who and the note. */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const { t, i18n } = useLingui();
  const title = (entry: OrderHistoryEntry) => {
    if (entry.fromStatus === null) return t`Booking created`;
    if (entry.fromStatus === entry.toStatus) return t`Booking edited`;
    return i18n._(bookingStatusDisplay(entry.toStatus).label);
  };
  return (
    <Timeline active={history.length - 1} bulletSize={16} lineWidth={2} data-testid="order-timeline">
      {history.map((entry) => {
        const name = entry.changedBy?.name;
        return (
          <Timeline.Item
            key={entry.id}
            title={title(entry)}
            color={bookingStatusDisplay(entry.toStatus).color}
            data-testid="timeline-entry"
          >
            <Text size="xs" c="dimmed">
              {formatIsoDateTime(entry.createdAt)} ·{' '}
              {entry.id === PENDING_HISTORY_ID ? (
                <Trans>saving…</Trans>
              ) : name ? (
                <Trans>by {name}</Trans>
              ) : (
                <Trans>from the app</Trans>
              )}
            </Text>
            {entry.note && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {entry.note}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** One booking (spec part 2, orders/order_details/{id}): who, what, when, the price, the history and the actions. */
export function OrderDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const detail = useSuspenseQuery(orderDetailQueryOptions(id));
  const order = detail.data;
  const pending = usePendingOrderSync().get(id);
  const [editing, setEditing] = useState(false);
  const ref = displayId('ORD_', order.id);
  const customerName = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  // The names open their pages for a user who may open them (issue 75: a dead end otherwise).
  const modules = useSyncExternalStore(session.subscribe, session.get)?.modules ?? [];
  const customerId = order.customer.id;
  const providerId = order.provider?.id;

  return (
    <Stack gap="md">
      <Anchor renderRoot={(props) => <Link {...paths.bookings()} {...props} />} size="sm" c="dimmed" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          <Trans>Bookings</Trans>
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            <Trans>Booking {ref}</Trans>
          </Title>
          <BookingStatusBadge status={order.status} />
          {pending && <PendingSyncBadge />}
          <LastUpdated queries={[detail]} />
        </Group>
        {order.editable && (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <DetailSection title={t`Booking`} testId="order-booking">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Field label={t`Booked on`}>{formatIsoDateTime(order.orderDate)}</Field>
                <Field label={t`Scheduled for`}>{formatIsoDateTime(order.scheduledAt)}</Field>
                <Field label={t`Address`}>{order.address}</Field>
                <Field label={t`Last updated`}>{formatIsoDateTime(order.updatedAt)}</Field>
              </SimpleGrid>
              {order.notes && (
                <Stack mt="sm" gap={0}>
                  <Field label={t`Notes`}>{order.notes}</Field>
                </Stack>
              )}
            </DetailSection>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <DetailSection title={t`Customer`} testId="order-customer">
                <Stack gap="xs">
                  <Field label={t`Name`}>
                    {modules.includes('customer') ? (
                      <Anchor renderRoot={(props) => <Link {...props} {...paths.customer(customerId)} />}>
                        {customerName}
                      </Anchor>
                    ) : (
                      customerName
                    )}
                  </Field>
                  <Field label={t`Phone number`}>{phone(order.customer.countryCode, order.customer.phoneNumber)}</Field>
                  <Field label={t`Email`}>{order.customer.email}</Field>
                </Stack>
              </DetailSection>
              <DetailSection title={t`Provider`} testId="order-provider">
                {order.provider ? (
                  <Stack gap="xs">
                    <Field label={t`Name`}>
                      {modules.includes('service_providers') ? (
                        <Anchor renderRoot={(props) => <Link {...props} {...paths.provider(providerId ?? '')} />}>
                          {order.provider.name}
                        </Anchor>
                      ) : (
                        order.provider.name
                      )}
                    </Field>
                    <Field label={t`Phone number`}>
                      {phone(order.provider.countryCode, order.provider.phoneNumber)}
                    </Field>
                    <Field label={t`Email`}>{order.provider.email}</Field>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    <Trans>No provider assigned.</Trans>
                  </Text>
                )}
              </DetailSection>
              <DetailSection title={t`Product`} testId="order-product">
                {order.product ? (
                  <Stack gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={order.product.displayImage ?? order.productThumbnail}
                        alt={order.product.name}
                        radius="sm"
                        size={48}
                      >
                        <IconPhoto size={20} aria-hidden />
                      </Avatar>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {order.product.name}
                      </Text>
                    </Group>
                    <Field label={t`Service type`}>{order.product.serviceTypeName}</Field>
                    <Field label={t`Base price`}>
                      {formatCurrency(order.product.basePrice, config.currency, i18n.locale)}
                    </Field>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    <Trans>The product is no longer available.</Trans>
                  </Text>
                )}
              </DetailSection>
            </SimpleGrid>
            <DetailSection title={t`Price`} testId="order-price">
              <OrderPriceBreakdown price={order.price} currency={config.currency} />
            </DetailSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <DetailSection title={t`Status`} testId="order-status">
              <Stack gap="sm">
                <Group gap="xs">
                  <ThemeIcon size={10} radius="xl" color={bookingStatusDisplay(order.status).color} aria-hidden />
                  <Text size="sm">{i18n._(bookingStatusDisplay(order.status).label)}</Text>
                </Group>
                {pending && (
                  <Text size="sm" c="dimmed" data-testid="pending-sync-note">
                    <Trans>Saved on this device; it is sent to the server when the connection returns.</Trans>
                  </Text>
                )}
                <OrderStatusActions order={order} />
              </Stack>
            </DetailSection>
            <DetailSection title={t`History`} testId="order-history">
              <OrderTimeline history={order.history} />
            </DetailSection>
          </Stack>
        </Grid.Col>
      </Grid>
      <OrderEditDialog orderId={editing ? order.id : null} onClose={() => setEditing(false)} />
    </Stack>
  );
}
