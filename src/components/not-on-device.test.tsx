import { describe, expect, it } from 'vitest';
import { waitsForConnection } from './not-on-device';

describe('waitsForConnection', () => {
  it('is true offline for a query with no data that is still pending', () => {
    expect(waitsForConnection({ data: undefined, isPending: true }, false)).toBe(true);
  });

  it('is false online, where the fetch can finish', () => {
    expect(waitsForConnection({ data: undefined, isPending: true }, true)).toBe(false);
  });

  it('is false offline when the device has the data (it is shown, marked as of its time)', () => {
    expect(waitsForConnection({ data: { rows: [] }, isPending: false }, false)).toBe(false);
  });

  it('is false offline for a query that failed (its error is shown with Try again)', () => {
    expect(waitsForConnection({ data: undefined, isPending: false }, false)).toBe(false);
  });
});
