import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Mounts `children` in a transition started right after its own first commit, `fallback` until then.
 * React renders a transition in slices (yielding to the browser every few milliseconds), while a mount
 * caused by a router or query update is rendered in one blocking piece: wrapping a large subtree (the
 * shell's page, its header actions) keeps the start-up free of long tasks. Later renders are as usual.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
