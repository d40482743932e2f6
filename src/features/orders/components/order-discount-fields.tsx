import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { numberSeparators } from '@/shared/format';

type DiscountValues = { productQuantity: number | string; orderDiscountType: string; orderDiscount: number | string };

/**
 * Quantity, discount type (1 Percentage, 2 Amount) and discount: shared by the create form and the edit dialog.
 * What is typed stays as typed (no sign dropped, no decimal cut, no clamping): the booking rules refuse it with
 * the field's message.
 */
export function OrderQuantityDiscountFields<V extends DiscountValues>({
  form,
  currency,
}: {
  form: UseFormReturnType<V>;
  currency: string;
}) {
  const { t, i18n } = useLingui();
  const percentage = form.getValues().orderDiscountType === '1';
  // Typed as the reader writes numbers (12,5 in Portuguese); the form keeps the number.
  const marks = numberSeparators(i18n.locale);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <NumberInput
        label={t`Quantity`}
        withAsterisk
        min={1}
        max={100}
        clampBehavior="none"
        {...form.getInputProps('productQuantity')}
      />
      <Select
        label={t`Discount type`}
        data={[
          { value: '1', label: t`Percentage` },
          { value: '2', label: t`Amount` },
        ]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('orderDiscountType')}
      />
      <NumberInput
        label={percentage ? t`Discount (%)` : t`Discount (${currency})`}
        min={0}
        max={percentage ? 100 : undefined}
        decimalSeparator={marks.decimal}
        thousandSeparator={percentage ? undefined : marks.group}
        clampBehavior="none"
        {...form.getInputProps('orderDiscount')}
      />
    </SimpleGrid>
  );
}
