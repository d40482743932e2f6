import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '@/lib/notify';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DateTimeField } from '@/components/date-time-field';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { useOperator } from '@/lib/operator-context';
import type { OrderCreateBody } from '@/shared/schemas/orders';
import { useCreateOrder } from '../api/orders.mutations';
import {
  bookingRulesSchema,
  estimatePrice,
  fromLocalDateTime,
  numberOrNull,
  unitPriceFromSublabel,
} from '../lib/order-form';
import { OrderQuantityDiscountFields } from './order-discount-fields';
import { OrderLookupSelect } from './order-lookup-select';
import { OrderPriceBreakdown } from './order-price-breakdown';
import { useFailureNotice, useRuleMessages } from './use-booking-rules';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';

type CreateValues = {
  customerId: string | null;
  providerId: string | null;
  productId: string | null;
  scheduledAt: string;
  productQuantity: number | string;
  orderDiscountType: string;
  orderDiscount: number | string;
  address: string;
  notes: string;
};

const EMPTY: CreateValues = {
  customerId: null,
  providerId: null,
  productId: null,
  scheduledAt: '',
  productQuantity: 1,
  orderDiscountType: '2',
  orderDiscount: 0,
  address: '',
  notes: '',
};

/** The values as the create call's body (the schema has checked them). */
export function createBodyFrom(values: CreateValues): OrderCreateBody {
  return {
    customerId: values.customerId ?? '',
    providerId: values.providerId ?? '',
    productId: values.productId ?? '',
    scheduledAt: fromLocalDateTime(values.scheduledAt) ?? values.scheduledAt,
    productQuantity: numberOrNull(values.productQuantity) ?? 1,
    orderDiscountType: Number(values.orderDiscountType) as 1 | 2,
    orderDiscount: numberOrNull(values.orderDiscount) ?? 0,
    address: values.address.trim() || null,
    notes: values.notes.trim() || null,
  };
}

type Props = { onCreated: (id: string) => void };

/** New booking: customer, provider and product pickers (server-backed), date and time, quantity and discount. */
export function OrderForm({ onCreated }: Props) {
  const { t } = useLingui();
  const { config } = useOperator();
  const messages = useRuleMessages();
  const fail = useFailureNotice();
  const create = useCreateOrder();
  const [unitPrice, setUnitPrice] = useState<number | null>(null);
  const schema = useMemo(
    () => bookingRulesSchema(messages, { withCustomerAndProduct: true, unitPrice }),
    [messages, unitPrice],
  );
  const form = useForm<CreateValues>({ mode: 'controlled', initialValues: EMPTY, validate: valibotResolver(schema) });
  useUnsavedChanges(() => form.isDirty());
  const values = form.getValues();
  const estimate = estimatePrice({
    unitPrice,
    quantity: values.productQuantity,
    discountType: values.orderDiscountType,
    discount: values.orderDiscount,
  });

  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        <Trans>New booking</Trans>
      </Title>
      <Card withBorder padding="lg">
        <form
          noValidate
          onSubmit={form.onSubmit(async (submitted) => {
            try {
              const created = await create.mutateAsync(createBodyFrom(submitted));
              notify({
                color: 'green',
                title: t`Booking created`,
                message: t`The booking is waiting for the provider.`,
              });
              onCreated(created.id);
            } catch (error) {
              const fields = fieldErrorsFrom(error);
              if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
              else fail(error);
            }
          })}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <OrderLookupSelect
                kind="customers"
                label={t`Customer`}
                placeholder={t`Search by name or phone`}
                withAsterisk
                value={values.customerId}
                error={form.errors.customerId}
                onChange={(value) => form.setFieldValue('customerId', value)}
              />
              <OrderLookupSelect
                kind="providers"
                label={t`Provider`}
                placeholder={t`Search by name or phone`}
                withAsterisk
                value={values.providerId}
                error={form.errors.providerId}
                onChange={(value) => {
                  form.setFieldValue('providerId', value);
                  // The products depend on the provider: choose again.
                  form.setFieldValue('productId', null);
                  setUnitPrice(null);
                }}
              />
              <OrderLookupSelect
                kind="products"
                label={t`Product`}
                placeholder={values.providerId ? t`Search by name` : t`Choose a provider first`}
                withAsterisk
                providerId={values.providerId}
                disabled={!values.providerId}
                value={values.productId}
                error={form.errors.productId}
                onChange={(value, option) => {
                  form.setFieldValue('productId', value);
                  setUnitPrice(unitPriceFromSublabel(option?.sublabel));
                }}
              />
              <DateTimeField label={t`Date and time`} withAsterisk {...form.getInputProps('scheduledAt')} />
            </SimpleGrid>
            <OrderQuantityDiscountFields form={form} currency={config.currency} />
            <TextInput label={t`Address`} maxLength={500} {...form.getInputProps('address')} />
            <Textarea label={t`Notes`} autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
            {estimate && (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  <Trans>Estimated price</Trans>
                </Text>
                <OrderPriceBreakdown price={estimate} currency={config.currency} />
              </Stack>
            )}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/orders">
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending}>
                <Trans>Create booking</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
