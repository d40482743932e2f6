/** The spec's fallback for a total-sales field missing from the response (part 1 §9). */
export const MISSING_SALES_FALLBACK = 98568;

export type StatFigures = {
  todayOrder: number;
  totalOrders: number;
  totalSalesAmount: number;
  totalUsers: number;
  totalProviders: number;
  totalProducts: number;
  verifiedProviders: number;
  notVerifiedProviders: number;
};

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The figures to show: total sales falls back to 98568 only when the field is missing from the
 * response; every other count falls back to 0 (also while the call failed or is loading).
 */
export function withFallbacks(stats: Partial<Record<keyof StatFigures, unknown>> | undefined | null): StatFigures {
  const s = stats ?? {};
  return {
    todayOrder: num(s.todayOrder) ?? 0,
    totalOrders: num(s.totalOrders) ?? 0,
    totalSalesAmount: stats && !('totalSalesAmount' in s) ? MISSING_SALES_FALLBACK : (num(s.totalSalesAmount) ?? 0),
    totalUsers: num(s.totalUsers) ?? 0,
    totalProviders: num(s.totalProviders) ?? 0,
    totalProducts: num(s.totalProducts) ?? 0,
    verifiedProviders: num(s.verifiedProviders) ?? 0,
    notVerifiedProviders: num(s.notVerifiedProviders) ?? 0,
  };
}
