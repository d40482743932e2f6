import { useEffect, useRef } from 'react';
import { registerUnsavedCheck } from '@/lib/unsaved-changes';

/** While mounted, tells the update prompt whether this form holds unsaved input (checked when asked). */
export function useUnsavedChanges(isDirty: () => boolean): void {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => registerUnsavedCheck(() => latest.current()), []);
}
