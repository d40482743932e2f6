import { Progress } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { Progress as ProgressStore } from '@/lib/progress';
import classes from './progress-bar.module.css';

/** The thin bar at the top of the page. */
export function ProgressBar({ store, label }: { store: ProgressStore; label: string }) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  return (
    <div className={classes.root} data-visible={state.visible || undefined} aria-hidden={!state.visible}>
      <Progress
        value={state.value}
        size={3}
        radius={0}
        transitionDuration={state.speed}
        aria-label={label}
        color="brand"
      />
    </div>
  );
}
