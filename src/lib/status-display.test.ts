import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_DISPLAY, bookingStatusDisplay, payoutStatusDisplay } from './status-display';

describe('status display', () => {
  it('has ten labelled statuses with distinct colours', () => {
    const entries = Object.values(BOOKING_STATUS_DISPLAY);
    expect(entries).toHaveLength(10);
    expect(new Set(entries.map((e) => e.color)).size).toBe(10);
    expect(bookingStatusDisplay(6).label.message).toBe('Booking Ended');
  });

  it('shows anything else as Unknown in grey', () => {
    for (const status of [-1, 10, null, undefined, 3.5]) {
      expect(bookingStatusDisplay(status as number).color).toBe('gray');
    }
  });
});

describe('payout status display', () => {
  it('labels pending, accepted and rejected apart from the booking statuses of the same words', () => {
    expect(payoutStatusDisplay(1)).toMatchObject({ color: 'green', label: { message: 'Accepted' } });
    expect(payoutStatusDisplay(2).color).toBe('red');
    expect(payoutStatusDisplay(7).color).toBe('gray');
  });
});
