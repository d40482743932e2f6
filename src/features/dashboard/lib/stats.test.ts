import { describe, expect, it } from 'vitest';
import { MISSING_SALES_FALLBACK, withFallbacks } from './stats';

describe('withFallbacks', () => {
  it('keeps the figures the server sent', () => {
    const figures = withFallbacks({ todayOrder: 3, totalOrders: 10, totalSalesAmount: 0, totalUsers: 5 });
    expect(figures).toMatchObject({ todayOrder: 3, totalOrders: 10, totalSalesAmount: 0, totalUsers: 5 });
  });

  it('shows 98568 only when total sales is missing from a response', () => {
    expect(withFallbacks({ totalOrders: 1 }).totalSalesAmount).toBe(MISSING_SALES_FALLBACK);
    expect(withFallbacks({ totalSalesAmount: null }).totalSalesAmount).toBe(0);
    expect(withFallbacks(undefined).totalSalesAmount).toBe(0);
  });

  it('uses 0 for other missing or broken counts', () => {
    expect(withFallbacks({ totalProviders: 'x', totalProducts: Number.NaN })).toMatchObject({
      totalProviders: 0,
      totalProducts: 0,
      verifiedProviders: 0,
    });
  });
});
