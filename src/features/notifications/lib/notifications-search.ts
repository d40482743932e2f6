import * as v from 'valibot';
import { intInRange } from '@/shared/schemas/common';

/** Page sizes of the notifications page. */
export const NOTIFICATION_PAGE_SIZES = [10, 20, 50];

/** The notifications page's URL search parameters: a bad value falls back to the default. */
export const NotificationsSearchSchema = v.object({
  pageNumber: v.optional(v.fallback(intInRange(1, 100_000), 1), 1),
  pageSize: v.optional(
    v.fallback(
      v.pipe(
        intInRange(1, 100),
        v.check((n) => NOTIFICATION_PAGE_SIZES.includes(n)),
      ),
      10,
    ),
    10,
  ),
});
