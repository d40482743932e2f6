import { useSyncExternalStore } from 'react';
import type { Progress as ProgressStore } from '@/lib/progress';
import classes from './progress-bar.module.css';

/**
 * The thin bar at the top of the page: two plain elements in the look of Mantine's Progress (size 3 px, no radius,
 * the operator's colour on the default track). It renders at every step of every load, the start-up's included;
 * Mantine's Progress cost ~2 ms a render at 4× CPU (its props, styles and four components; issue 22).
 */
export function ProgressBar({ store, label }: { store: ProgressStore; label: string }) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  return (
    <div className={classes.root} data-visible={state.visible || undefined} aria-hidden={!state.visible}>
      <div className={classes.track}>
        <div
          className={classes.bar}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(state.value)}
          style={{ width: `${state.value}%`, transitionDuration: `${state.speed}ms` }}
        />
      </div>
    </div>
  );
}
