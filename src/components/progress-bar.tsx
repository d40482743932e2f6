import { useLayoutEffect, useRef } from 'react';
import type { Progress as ProgressStore, ProgressState } from '@/lib/progress';
import classes from './progress-bar.module.css';

/** Writes the store's state on the bar's two elements. */
function draw(root: HTMLElement, bar: HTMLElement, state: ProgressState): void {
  root.toggleAttribute('data-visible', state.visible);
  root.setAttribute('aria-hidden', String(!state.visible));
  bar.setAttribute('aria-valuenow', String(Math.round(state.value)));
  bar.style.transform = `scaleX(${state.value / 100})`;
  bar.style.transitionDuration = `${state.speed}ms`;
}

/**
 * The thin bar at the top of the page: two plain elements in the look of Mantine's Progress (size 3 px, no radius,
 * the operator's colour on the default track).
 * - It draws the store's changes on its elements itself, outside React: a store read in a render
 *   (useSyncExternalStore) makes each change a synchronous render, and on a first visit the bar moves every 300 ms
 *   while React draws the first screen in slices. Each of those renders threw away the slices done so far, and the
 *   screen's render began again (issue 22, docs/performance.md).
 * - It grows by `transform`, which the compositor animates; `width` was laid out and painted at every frame.
 */
export function ProgressBar({ store, label }: { store: ProgressStore; label: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    const bar = barRef.current;
    if (!root || !bar) return;
    const update = () => draw(root, bar, store.get());
    update();
    const stop = store.subscribe(update);
    return () => {
      stop();
    };
  }, [store]);
  return (
    <div ref={rootRef} className={classes.root} aria-hidden>
      <div className={classes.track}>
        <div
          ref={barRef}
          className={classes.bar}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
        />
      </div>
    </div>
  );
}
