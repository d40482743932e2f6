import * as v from 'valibot';
import { lenient, wholeNumber } from '@/components/list/define-list';

/** Page sizes of a customer's bookings. */
export const CUSTOMER_BOOKINGS_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/**
 * The customer page's URL: the page of bookings, its size and the status its bookings are narrowed to
 * (a status card's choice). A bad value in a hand-edited link falls back to the default.
 */
export const customerViewSearchSchema = v.object({
  pageNumber: lenient(wholeNumber(1, 1_000_000)),
  pageSize: lenient(
    v.pipe(
      wholeNumber(1, 100),
      v.check((n) => (CUSTOMER_BOOKINGS_PAGE_SIZES as readonly number[]).includes(n)),
    ),
  ),
  status: lenient(wholeNumber(0, 9)),
});
export type CustomerViewSearch = v.InferOutput<typeof customerViewSearchSchema>;

/** The bookings call of a customer's page (defaults filled in; also the query key). */
export function customerBookingsQuery(customerId: string, search: CustomerViewSearch) {
  return {
    customerId,
    pageNumber: search.pageNumber ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(search.status === undefined ? {} : { status: search.status }),
  };
}
