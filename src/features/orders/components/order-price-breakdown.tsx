import { useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatCurrency, formatNumber } from '@/shared/format';
import type { PriceBreakdown } from '@/shared/schemas/orders';

type Props = { price: PriceBreakdown; currency: string };

/** Unit price × quantity, the discount (1 Percentage, 2 Amount) and the total. */
export function OrderPriceBreakdown({ price, currency }: Props) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatCurrency(amount, currency, i18n.locale);
  const percent = formatNumber(price.discountValue, i18n.locale);
  const discountLabel = price.discountType === 1 ? t`Discount (${percent}%)` : t`Discount`;
  const lines: { key: string; label: string; value: string }[] = [
    { key: 'unit', label: t`Unit price`, value: money(price.unitPrice) },
    { key: 'quantity', label: t`Quantity`, value: formatNumber(price.quantity, i18n.locale) },
    { key: 'subtotal', label: t`Subtotal`, value: money(price.subtotal) },
    {
      key: 'discount',
      label: discountLabel,
      value: price.discountAmount > 0 ? `−${money(price.discountAmount)}` : money(0),
    },
  ];
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" data-testid={`price-${line.key}`}>
          <Text size="sm" c="dimmed">
            {line.label}
          </Text>
          <Text size="sm">{line.value}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" data-testid="price-total">
        <Text fw={700}>{t`Total`}</Text>
        <Text fw={700}>{money(price.total)}</Text>
      </Group>
    </Stack>
  );
}
