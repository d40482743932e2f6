import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valibotResolver } from '@/lib/form';
import {
  bookingRulesSchema,
  type EditValues,
  editChanges,
  estimatePrice,
  fromLocalDateTime,
  type RuleMessages,
  toLocalDateTime,
  unitPriceFromSublabel,
} from './order-form';

const messages: RuleMessages = {
  required: 'required',
  future: 'future',
  quantity: 'quantity',
  discountMin: 'min',
  decimals: 'decimals',
  percentageMax: 'percent',
  subtotalMax: (subtotal) => `max ${subtotal}`,
  tooLong: 'long',
};

/** The form shows the first message of each field (as valibotResolver does). */
const errors = (schema: v.GenericSchema, values: unknown) => valibotResolver(schema)(values);

const inTwoDays = toLocalDateTime(new Date(Date.now() + 2 * 86_400_000));
const create = {
  customerId: 'c',
  providerId: 'p',
  productId: 'x',
  scheduledAt: inTwoDays,
  productQuantity: 2,
  orderDiscountType: '2',
  orderDiscount: 0,
  address: '',
  notes: '',
};

describe('booking form rules', () => {
  it('require customer, provider, product and a date and time', () => {
    const schema = bookingRulesSchema(messages, { withCustomerAndProduct: true, unitPrice: null });
    expect(
      errors(schema, { ...create, customerId: null, providerId: null, productId: null, scheduledAt: '' }),
    ).toMatchObject({ customerId: 'required', providerId: 'required', productId: 'required', scheduledAt: 'required' });
    expect(errors(schema, create)).toEqual({});
  });

  it('want the booking in the future, a quantity of 1 to 100 and a discount of 0 or more with 2 decimals', () => {
    const schema = bookingRulesSchema(messages, { withCustomerAndProduct: true, unitPrice: null });
    expect(errors(schema, { ...create, scheduledAt: '2020-01-01T10:00' })).toEqual({ scheduledAt: 'future' });
    expect(errors(schema, { ...create, productQuantity: 0 })).toEqual({ productQuantity: 'quantity' });
    expect(errors(schema, { ...create, productQuantity: 101 })).toEqual({ productQuantity: 'quantity' });
    expect(errors(schema, { ...create, productQuantity: '' })).toEqual({ productQuantity: 'quantity' });
    expect(errors(schema, { ...create, orderDiscount: -1 })).toEqual({ orderDiscount: 'min' });
    expect(errors(schema, { ...create, orderDiscount: 1.005 })).toEqual({ orderDiscount: 'decimals' });
  });

  it('cap a percentage at 100 and an amount at the subtotal', () => {
    const schema = bookingRulesSchema(messages, { withCustomerAndProduct: true, unitPrice: 250 });
    expect(errors(schema, { ...create, orderDiscountType: '1', orderDiscount: 101 })).toEqual({
      orderDiscount: 'percent',
    });
    expect(errors(schema, { ...create, orderDiscountType: '1', orderDiscount: 100 })).toEqual({});
    expect(errors(schema, { ...create, orderDiscount: 500.01 })).toEqual({ orderDiscount: 'max 500' });
    expect(errors(schema, { ...create, orderDiscount: 500 })).toEqual({});
  });

  it('let the edit dialog keep a schedule that has already passed', () => {
    const past = '2020-01-01T10:00';
    const schema = bookingRulesSchema(messages, {
      withCustomerAndProduct: false,
      unitPrice: 100,
      keepScheduledAt: past,
    });
    const { customerId, productId, ...edit } = { ...create, scheduledAt: past };
    expect(errors(schema, edit)).toEqual({});
    expect(errors(schema, { ...edit, scheduledAt: '2020-01-02T10:00' })).toEqual({ scheduledAt: 'future' });
  });
});

describe('edit changes', () => {
  const initial: EditValues = {
    scheduledAt: '2020-01-01T10:00',
    providerId: 'p1',
    productQuantity: 1,
    orderDiscountType: '2',
    orderDiscount: 0,
    address: 'MG Road',
    notes: '',
  };

  it('send nothing when nothing changed', () => {
    expect(editChanges(initial, { ...initial, address: ' MG Road ' })).toEqual({});
  });

  it('send only what changed, the discount with its type, and null for a cleared text', () => {
    expect(
      editChanges(initial, { ...initial, providerId: 'p2', productQuantity: '3', orderDiscount: 10, address: '' }),
    ).toEqual({ providerId: 'p2', productQuantity: 3, orderDiscountType: 2, orderDiscount: 10, address: null });
    expect(editChanges(initial, { ...initial, orderDiscountType: '1' })).toEqual({
      orderDiscountType: 1,
      orderDiscount: 0,
    });
  });

  it('send a new schedule as an ISO date-time', () => {
    const changes = editChanges(initial, { ...initial, scheduledAt: '2031-05-06T07:08' });
    expect(changes.scheduledAt).toBe(new Date('2031-05-06T07:08').toISOString());
  });
});

describe('form helpers', () => {
  it('convert between ISO and the datetime-local value', () => {
    const iso = fromLocalDateTime('2031-05-06T07:08');
    expect(iso).toMatch(/Z$/);
    expect(toLocalDateTime(iso ?? '')).toBe('2031-05-06T07:08');
    expect(fromLocalDateTime('')).toBeNull();
  });

  it('read the unit price from a product option and estimate the total', () => {
    expect(unitPriceFromSublabel('INR 499.00')).toBe(499);
    expect(unitPriceFromSublabel(null)).toBeNull();
    expect(unitPriceFromSublabel('soon')).toBeNull();
    expect(estimatePrice({ unitPrice: 499, quantity: 2, discountType: '1', discount: 10 })).toMatchObject({
      subtotal: 998,
      discountAmount: 99.8,
      total: 898.2,
    });
    expect(estimatePrice({ unitPrice: null, quantity: 2, discountType: '2', discount: 0 })).toBeNull();
    expect(estimatePrice({ unitPrice: 100, quantity: 1, discountType: '1', discount: 150 })).toBeNull();
    expect(estimatePrice({ unitPrice: 100, quantity: 1, discountType: '2', discount: 100.01 })).toBeNull();
  });
});
