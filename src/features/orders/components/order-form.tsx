import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DateTimeField } from '@/components/date-time-field';
import { FormPage } from '@/components/form/form-body';
import { QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { useOperator } from '@/lib/operator-context';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import type { OrderCreateBody } from '@/shared/schemas/orders';
import { paths } from '@/shared/paths';
import { orderKeys } from '../api/orders.queries';
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
import { useRuleMessages } from './use-booking-rules';

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
  const queryClient = useQueryClient();
  const [unitPrice, setUnitPrice] = useState<number | null>(null);
  const schema = useMemo(
    () => bookingRulesSchema(messages, { withCustomerAndProduct: true, unitPrice }),
    [messages, unitPrice],
  );
  const entity = useEntityForm({
    endpoint: orderEndpoints.orderCreate,
    schema,
    initialValues: EMPTY,
    body: createBodyFrom,
    invalidate: [orderKeys.lists()],
    saved: () => ({ title: t`Booking created`, message: t`The booking is waiting for the provider.` }),
    failed: t`Something went wrong. Please try again.`,
    onSaved: (created) => {
      if (created === QUEUED) return;
      // Its detail is cached for the page that opens next.
      queryClient.setQueryData(orderKeys.detail(created.id), created);
      onCreated(created.id);
    },
  });
  const { form } = entity;
  const values = form.getValues();
  const estimate = estimatePrice({
    unitPrice,
    quantity: values.productQuantity,
    discountType: values.orderDiscountType,
    discount: values.orderDiscount,
  });

  return (
    <FormPage
      entity={entity}
      title={t`New booking`}
      submitLabel={t`Create booking`}
      cancel={
        <Button variant="default" renderRoot={(props) => <Link {...props} {...paths.bookings()} />}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
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
    </FormPage>
  );
}
