import { useCallback, useState } from 'react';
import { readJson, writeJson } from '@/lib/storage';

/** The columns a screen shows: the user's choice (kept on this device, and in saved views) or the defaults. */
type Column = { id: string; hideable?: boolean; defaultHidden?: boolean };

const key = (screen: string) => `list-columns:${screen}`;

/** The visible column ids: `chosen` (ids the user shows) filtered to known columns, unhideable ones always in. */
export function visibleColumns(columns: readonly Column[], chosen: readonly string[] | null): string[] {
  if (!chosen) return columns.filter((c) => !c.defaultHidden || c.hideable === false).map((c) => c.id);
  const shown = new Set(chosen);
  return columns.filter((c) => c.hideable === false || shown.has(c.id)).map((c) => c.id);
}

export function useColumnVisibility(screen: string, columns: readonly Column[]) {
  const [chosen, setChosen] = useState<string[] | null>(() => {
    const stored = readJson<unknown>(key(screen));
    return Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : null;
  });
  const visible = visibleColumns(columns, chosen);
  const setVisible = useCallback(
    (ids: string[] | null) => {
      setChosen(ids);
      writeJson(key(screen), ids);
    },
    [screen],
  );
  return { visible, chosen, setVisible };
}
