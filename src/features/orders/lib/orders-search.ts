import * as v from 'valibot';
import { ALL_BOOKINGS, type OrdersListQuery, parseIsoDate } from '@/shared/schemas/orders';

/** Bookings page size: default 10 (spec part 2 §9); the options are ours. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50] as const;

/** A whole number in the URL: `?pageNumber=2` arrives as 2 (the router parses JSON) or "2". */
const whole = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A bad value in a hand-edited link is dropped rather than failing the page. */
const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** A calendar day that exists (the server refuses 2026-02-31). */
const day = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((s) => parseIsoDate(s) !== null),
);

/**
 * The bookings list's URL search parameters (all optional; absent = the default): a link reproduces the
 * view, and back/forward step through filter changes.
 */
export const OrdersSearchSchema = v.object({
  pageNumber: lenient(whole(1, 1_000_000)),
  pageSize: lenient(
    v.pipe(
      whole(1, 100),
      v.check((n) => (PAGE_SIZES as readonly number[]).includes(n)),
    ),
  ),
  // "1234" arrives as a number from the router's JSON parsing: searching digits (phones) must still work.
  search: lenient(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.maxLength(100),
    ),
  ),
  status: lenient(whole(ALL_BOOKINGS, 9)),
  from: lenient(day),
  to: lenient(day),
});
export type OrdersSearch = v.InferOutput<typeof OrdersSearchSchema>;

/** The view the search parameters describe, with the defaults filled in. */
export type OrdersView = {
  pageNumber: number;
  pageSize: number;
  search: string;
  status: number;
  range: { startDate: string; endDate: string } | null;
};

export function viewFrom(search: OrdersSearch): OrdersView {
  const { from, to } = search;
  return {
    pageNumber: search.pageNumber ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    search: search.search ?? '',
    status: search.status ?? ALL_BOOKINGS,
    // Half a range, or one that ends before it starts, is no range.
    range: from && to && from <= to ? { startDate: from, endDate: to } : null,
  };
}

/** The URL search parameters of a view: defaults are left out so links stay short. */
export function searchFrom(view: OrdersView): OrdersSearch {
  const search: OrdersSearch = {};
  if (view.pageNumber > 1) search.pageNumber = view.pageNumber;
  if (view.pageSize !== DEFAULT_PAGE_SIZE) search.pageSize = view.pageSize;
  if (view.search.trim()) search.search = view.search.trim();
  if (view.status !== ALL_BOOKINGS) search.status = view.status;
  if (view.range) {
    search.from = view.range.startDate;
    search.to = view.range.endDate;
  }
  return search;
}

/**
 * The bookings-list call of a view (spec part 2 §7): page number 1-based, status only when not "All
 * Bookings", dates only with a range. Also the list's query key, so it carries no empty fields.
 */
export function listQueryFrom(view: OrdersView): OrdersListQuery {
  const query: OrdersListQuery = { pageNumber: view.pageNumber, pageSize: view.pageSize };
  if (view.search.trim()) query.search = view.search.trim();
  if (view.status !== ALL_BOOKINGS) query.status = view.status;
  if (view.range) {
    query.startDate = view.range.startDate;
    query.endDate = view.range.endDate;
  }
  return query;
}

/** A filter change (search, status, dates, page size) starts again at the first page. */
export function withFilter(view: OrdersView, patch: Partial<Omit<OrdersView, 'pageNumber'>>): OrdersView {
  return { ...view, ...patch, pageNumber: 1 };
}
