import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingPrice } from '@/shared/schemas/orders';
import { renderWithProviders } from '@/test/render';
import { OrderPriceBreakdown } from './order-price-breakdown';

const line = (key: string) => within(screen.getByTestId(`price-${key}`));

describe('OrderPriceBreakdown', () => {
  it('shows a percentage discount with its rate and the amount it takes off', () => {
    const price = bookingPrice({ unitPrice: 499, quantity: 2, discountType: 1, discount: 10 });
    renderWithProviders(<OrderPriceBreakdown price={price} currency="INR" />);
    expect(line('unit').getByText('₹499.00')).toBeInTheDocument();
    expect(line('quantity').getByText('2')).toBeInTheDocument();
    expect(line('subtotal').getByText('₹998.00')).toBeInTheDocument();
    expect(line('discount').getByText('Discount (10%)')).toBeInTheDocument();
    expect(line('discount').getByText('−₹99.80')).toBeInTheDocument();
    expect(line('total').getByText('₹898.20')).toBeInTheDocument();
  });

  it('shows an amount discount without a rate, in the operator’s currency', () => {
    const price = bookingPrice({ unitPrice: 40, quantity: 3, discountType: 2, discount: 15.5 });
    renderWithProviders(<OrderPriceBreakdown price={price} currency="EUR" />);
    expect(line('discount').getByText('Discount')).toBeInTheDocument();
    expect(line('discount').getByText('−€15.50')).toBeInTheDocument();
    expect(line('total').getByText('€104.50')).toBeInTheDocument();
  });

  it('shows no discount as zero', () => {
    const price = bookingPrice({ unitPrice: 100, quantity: 1, discountType: 2, discount: 0 });
    renderWithProviders(<OrderPriceBreakdown price={price} currency="INR" />);
    expect(line('discount').getByText('₹0.00')).toBeInTheDocument();
  });
});
