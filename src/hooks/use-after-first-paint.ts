import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true in a background re-render React starts right after that
 * commit. Screens draw what the user looks at first (the dashboard's figures) and add what is off-screen
 * or hidden (the table below the fold, the phone's closed menu) a moment later, so the first paint does
 * not wait for them.
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
