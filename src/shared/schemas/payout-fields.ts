/**
 * The payouts list's sortable fields and its "all statuses" value, apart from the payout schemas: the list's
 * declaration (which the route tree, and so the start-up code, imports) needs only these.
 */
export const PAYOUT_SORT_FIELDS = ['createdAt', 'amount', 'status', 'firstName'] as const;
/** The status filter's "All" value: left out of the query (no status filter). */
export const ALL_PAYOUTS = -1;
