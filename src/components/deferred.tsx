import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { rendersInSlices } from '@/lib/first-paint';

/** Whether this page load is a reopen of the installed console (its worker serves the scripts), fixed at start. */
const REOPENED = !rendersInSlices();

/**
 * Mounts `children` in a background render right after its own first commit, `fallback` until then.
 * React renders that background pass in slices (yielding to the browser every few milliseconds), while a
 * mount caused by a router or query update is rendered in one blocking piece: wrapping a subtree that is
 * not needed for the first paint (the header's actions, the bookings paging) keeps it out of that piece.
 *
 * `onReopen="now"`: on a reopen of the installed console the children mount in the first render instead. The
 * scripts come from the worker's cache and the data from IndexedDB, so the screen's first pass is the one the user
 * waits for; deferring it there only put the page behind a commit and a background pass React slices every 5 ms
 * (issue 22: the shell and the page, deferred, made the offline reopen of the bookings list 7.6× the floor; see
 * docs/performance.md).
 */
export function Deferred({
  children,
  fallback = null,
  onReopen = 'defer',
}: {
  children: ReactNode;
  fallback?: ReactNode;
  onReopen?: 'defer' | 'now';
}) {
  const ready = useAfterFirstPaint();
  return ready || (onReopen === 'now' && REOPENED) ? children : fallback;
}
