import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  allowedNextStatuses,
  BOOKING_STATUS,
  bookingPrice,
  bookingRef,
  bookingStatusLabel,
  canChangeBookingStatus,
  isBookingEditable,
  OrderCreateBodySchema,
  OrdersListQuerySchema,
  OrderUpdateBodySchema,
  parseIsoDate,
} from './orders';

describe('booking status model', () => {
  it('labels every code and marks unknown ones', () => {
    expect(Object.keys(BOOKING_STATUS)).toHaveLength(10);
    expect(bookingStatusLabel(6)).toBe('Booking Ended');
    expect(bookingStatusLabel(12)).toBe('Unknown (12)');
  });

  it('allows cancelling until the booking has started, and nothing after the end', () => {
    expect(allowedNextStatuses(0)).toEqual([1, 8, 7, 9]);
    for (const s of [1, 2, 3, 4]) expect(allowedNextStatuses(s)).toEqual([s + 1, 7, 9]);
    expect(allowedNextStatuses(5)).toEqual([6]);
    for (const s of [6, 7, 8, 9, -1, 10, 1.5]) expect(allowedNextStatuses(s)).toEqual([]);
    expect(canChangeBookingStatus(5, 7)).toBe(false);
    expect(canChangeBookingStatus(0, 0)).toBe(false);
    // A copy: callers cannot change the model.
    allowedNextStatuses(0).push(6);
    expect(allowedNextStatuses(0)).toEqual([1, 8, 7, 9]);
  });

  it('is editable below Booking Started', () => {
    expect([0, 1, 2, 3, 4].every(isBookingEditable)).toBe(true);
    expect([5, 6, 7, 8, 9].some(isBookingEditable)).toBe(false);
  });

  it('shows ids as ORD_ + 8 characters', () => {
    expect(bookingRef('e1b5967f-fb48-4807-9484-f143e79974bd')).toBe('ORD_E1B5967F');
  });
});

describe('bookingPrice', () => {
  it('takes a percentage off in cents, rounding the total', () => {
    expect(bookingPrice({ unitPrice: 2199, quantity: 1, discountType: 1, discount: 15 })).toEqual({
      unitPrice: 2199,
      quantity: 1,
      subtotal: 2199,
      discountType: 1,
      discountValue: 15,
      discountAmount: 329.85,
      total: 1869.15,
    });
    expect(bookingPrice({ unitPrice: 19.9, quantity: 3, discountType: 1, discount: 10 }).total).toBe(53.73);
  });

  it('takes an amount off', () => {
    const p = bookingPrice({ unitPrice: 449.5, quantity: 2, discountType: 2, discount: 100 });
    expect(p).toMatchObject({ subtotal: 899, discountAmount: 100, total: 799 });
  });
});

describe('dates and bodies', () => {
  it('parses ISO dates and date-times, refusing impossible days', () => {
    expect(parseIsoDate('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseIsoDate('2026-03-01T10:30')?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(parseIsoDate('2026-03-01T10:30:00+05:30')?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    for (const bad of ['2026-02-31', '2026-13-01', 'yesterday', '2026-03-01T25:00Z', '']) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('validates the list query: paging bounds, status -1..9, endDate not before startDate', () => {
    expect(v.parse(OrdersListQuerySchema, {})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(v.parse(OrdersListQuerySchema, { status: '-1', search: '  ab  ' })).toMatchObject({
      status: -1,
      search: 'ab',
    });
    for (const bad of [{ pageSize: '101' }, { pageNumber: '0' }, { status: '10' }, { startDate: 'x' }]) {
      expect(v.safeParse(OrdersListQuerySchema, bad).success).toBe(false);
    }
    const reversed = v.safeParse(OrdersListQuerySchema, { startDate: '2026-03-02', endDate: '2026-03-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.issues?.map((i) => v.getDotPath(i))).toEqual(['endDate']);
  });

  it('caps a percentage discount at 100 and needs a future schedule', () => {
    const body = {
      customerId: '00000000-0000-4000-8000-000000000001',
      providerId: '00000000-0000-4000-8000-000000000002',
      productId: '00000000-0000-4000-8000-000000000003',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      productQuantity: 1,
      orderDiscountType: 1,
      orderDiscount: 100,
    };
    expect(v.safeParse(OrderCreateBodySchema, body).success).toBe(true);
    const over = v.safeParse(OrderCreateBodySchema, { ...body, orderDiscount: 100.5 });
    expect(over.issues?.map((i) => v.getDotPath(i))).toEqual(['orderDiscount']);
    const past = v.safeParse(OrderCreateBodySchema, { ...body, scheduledAt: '2020-01-01T10:00:00Z' });
    expect(past.issues?.map((i) => v.getDotPath(i))).toEqual(['scheduledAt']);
  });

  it('needs at least one field to edit and turns blank text into null', () => {
    expect(v.safeParse(OrderUpdateBodySchema, {}).success).toBe(false);
    expect(v.parse(OrderUpdateBodySchema, { notes: '   ' })).toEqual({ notes: null });
  });
});
