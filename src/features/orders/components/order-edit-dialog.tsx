import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { FormBody, FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { fieldErrorsFrom } from '@/lib/form';
import { useOperator } from '@/lib/operator-context';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import { displayId } from '@/shared/format';
import type { OrderDetail } from '@/shared/schemas/orders';
import { useUpdateOrder } from '../api/orders.mutations';
import { orderDetailQueryOptions } from '../api/orders.queries';
import { bookingRulesSchema, editChanges, editValuesFrom } from '../lib/order-form';
import { OrderQuantityDiscountFields } from './order-discount-fields';
import { OrderLookupSelect } from './order-lookup-select';
import { useRuleMessages } from './use-booking-rules';

// The calendar (Mantine dates, dayjs) loads when the dialog opens: the details page imports this dialog
// statically and should not carry a picker it shows only on request.
const loadDateTimeField = () => import('@/components/date-time-field');
const DateTimeField = lazy(() => loadDateTimeField().then((m) => ({ default: m.DateTimeField })));

type Props = {
  /** The booking to edit; null keeps the dialog closed. */
  orderId: string | null;
  onClose: () => void;
};

/**
 * The edit dialog: reschedule, reassign the provider, change quantity and discount (and notes and address)
 * while the booking has not started. The server checks the same rules and records the change in the history.
 */
export function OrderEditDialog({ orderId, onClose }: Props) {
  const { t } = useLingui();
  const detail = useQuery({ ...orderDetailQueryOptions(orderId ?? ''), enabled: orderId !== null });
  const ref = orderId ? displayId('ORD_', orderId) : '';
  useEffect(() => {
    if (orderId !== null) void loadDateTimeField();
  }, [orderId]);
  if (orderId === null) return null;
  return (
    <FormDialog title={t`Edit booking ${ref}`} onClose={onClose}>
      {detail.data && detail.data.id === orderId ? (
        detail.data.editable ? (
          <EditForm key={detail.data.id} order={detail.data} onDone={onClose} />
        ) : (
          <Stack>
            <Alert color="yellow" role="status">
              <Trans>This booking has started or ended and can no longer be edited.</Trans>
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            </Group>
          </Stack>
        )
      ) : detail.isError ? (
        <Alert color="red" role="alert">
          <Trans>This booking could not be loaded.</Trans>
        </Alert>
      ) : (
        <Stack aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
    </FormDialog>
  );
}

function EditForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useLingui();
  const { config } = useOperator();
  const messages = useRuleMessages();
  const update = useUpdateOrder(order.id);
  const initial = useMemo(() => editValuesFrom(order), [order]);
  const schema = useMemo(
    () =>
      bookingRulesSchema(messages, {
        withCustomerAndProduct: false,
        unitPrice: order.unitPrice,
        keepScheduledAt: initial.scheduledAt,
      }),
    [messages, order.unitPrice, initial.scheduledAt],
  );
  const entity = useEntityForm({
    endpoint: orderEndpoints.orderUpdate,
    initialValues: initial,
    schema,
    body: (values) => editChanges(initial, values),
    unchanged: onDone,
    // Queued: offline (or with no answer) the dialog closes and the edit waits, shown as pending sync.
    send: (body, idempotencyKey) => update.save(body, idempotencyKey),
    saved: () => ({ title: t`Saved`, message: t`The booking is updated.` }),
    queued: {
      title: t`Saved on this device`,
      message: t`The change is sent to the server when the connection returns.`,
    },
    failed: t`Something went wrong. Please try again.`,
    // Field errors land on the form; any other refusal is reported by the mutation itself.
    refused: (error) => Object.keys(fieldErrorsFrom(error) ?? {}).length === 0,
    onSaved: onDone,
  });
  const { form } = entity;

  return (
    <FormBody entity={entity} submitLabel={t`Save`} cancel={onDone}>
      <Suspense
        fallback={
          <TextInput
            label={t`Date and time`}
            withAsterisk
            readOnly
            value={form.getValues().scheduledAt.replace('T', ' ')}
          />
        }
      >
        <DateTimeField label={t`Date and time`} withAsterisk {...form.getInputProps('scheduledAt')} />
      </Suspense>
      <OrderLookupSelect
        kind="providers"
        label={t`Provider`}
        withAsterisk
        initialOption={order.provider ? { id: order.provider.id, label: order.provider.name, sublabel: null } : null}
        value={form.getValues().providerId}
        error={form.errors.providerId}
        onChange={(value) => form.setFieldValue('providerId', value)}
      />
      <OrderQuantityDiscountFields form={form} currency={config.currency} />
      <TextInput label={t`Address`} maxLength={500} {...form.getInputProps('address')} />
      <Textarea label={t`Notes`} autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
      <Text size="xs" c="dimmed">
        <Trans>The price is recalculated and the change is recorded in the booking’s history.</Trans>
      </Text>
    </FormBody>
  );
}
