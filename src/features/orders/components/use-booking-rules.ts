import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useOperator } from '@/lib/operator-context';
import { formatCurrency } from '@/shared/format';
import type { RuleMessages } from '../lib/order-form';

/** The booking rules' messages in the current language. */
export function useRuleMessages(): RuleMessages {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  return useMemo(
    () => ({
      required: t`This field is required`,
      future: t`Choose a date and time in the future`,
      quantity: t`Enter a whole number from 1 to 100`,
      discountMin: t`Enter 0 or more`,
      decimals: t`Use at most 2 decimals`,
      percentageMax: t`A percentage discount can be at most 100`,
      subtotalMax: (subtotal: number) => {
        const amount = formatCurrency(subtotal, config.currency, i18n.locale);
        return t`The discount cannot exceed the subtotal (${amount})`;
      },
      tooLong: t`Too long`,
    }),
    [t, i18n.locale, config.currency],
  );
}
