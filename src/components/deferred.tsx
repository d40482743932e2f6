import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';

/**
 * Mounts `children` in a background render right after its own first commit, `fallback` until then.
 * React renders that background pass in slices (yielding to the browser every few milliseconds), while a
 * mount caused by a router or query update is rendered in one blocking piece: wrapping a subtree that is
 * not needed for the first paint (the header's actions, the bookings paging) keeps it out of that piece.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useAfterFirstPaint();
  return ready ? children : fallback;
}
