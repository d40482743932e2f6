import { i18n } from '@lingui/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OrderQuantityDiscountFields } from './order-discount-fields';

type Values = { productQuantity: number | string; orderDiscountType: string; orderDiscount: number | string };
let latest: Values | null = null;

function Harness() {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { productQuantity: 1, orderDiscountType: '2', orderDiscount: '' },
    onValuesChange: (values) => {
      latest = values;
    },
  });
  return <OrderQuantityDiscountFields form={form} currency="EUR" />;
}

afterEach(() => {
  i18n.activate('en-US');
  latest = null;
});

describe('the discount is typed as the reader writes numbers', () => {
  it('reads 1.234,5 in Portuguese as 1234.5', async () => {
    const { messages } = await import('@/locales/pt-PT/messages');
    i18n.loadAndActivate({ locale: 'pt-PT', messages });
    renderWithProviders(<Harness />);
    const field = screen.getByRole('textbox', { name: /Desconto/ });
    await userEvent.type(field, '1234,5');
    expect(latest?.orderDiscount).toBe(1234.5);
    expect(field).toHaveValue('1\u00a0234,5');
  });

  it('reads 1,234.5 in English as 1234.5', async () => {
    const { messages } = await import('@/locales/en-US/messages');
    i18n.loadAndActivate({ locale: 'en-US', messages });
    renderWithProviders(<Harness />);
    const field = screen.getByRole('textbox', { name: /Discount \(EUR\)/ });
    await userEvent.type(field, '1234.5');
    expect(latest?.orderDiscount).toBe(1234.5);
    expect(field).toHaveValue('1,234.5');
  });
});
