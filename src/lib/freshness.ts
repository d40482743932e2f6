/** When the page was loaded: data older than this came from the persisted cache of an earlier visit. */
export const PAGE_STARTED_AT = Date.now();

export type QueryFreshness = {
  /** 0 when there is no data. */
  dataUpdatedAt: number;
  isStale: boolean;
  isRefetchError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
};

/**
 * The time to show as "last updated", or null when the data on screen is current. Data is marked while
 * offline, while its refresh waits for the network or failed, and while it is a stale snapshot from an
 * earlier visit that has not been refreshed yet. With several queries the oldest one counts.
 *
 * `isStale` is read only for data from an earlier visit. TanStack Query re-renders a component when a property it
 * read changes, and `isStale` changes on a timer (staleTime after each answer): read for every query, it made each
 * screen render again, synchronously, 30 s after its data came, for a marker that cannot show for this visit's data
 * (the bookings list: a task of ~35 ms; issue 22, docs/performance.md).
 */
export function lastUpdatedAt(
  queries: readonly QueryFreshness[],
  online: boolean,
  startedAt = PAGE_STARTED_AT,
): number | null {
  const withData = queries.filter((q) => q.dataUpdatedAt > 0);
  if (withData.length === 0) return null;
  const outdated = (q: QueryFreshness) =>
    !online || q.fetchStatus === 'paused' || q.isRefetchError || (q.dataUpdatedAt < startedAt && q.isStale);
  if (!withData.some(outdated)) return null;
  return Math.min(...withData.map((q) => q.dataUpdatedAt));
}
