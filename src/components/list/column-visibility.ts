import { useCallback, useState } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/**
 * The columns a screen shows: the user's choice (kept in the user's settings on this device, which sign-out
 * removes, and in saved views) or the defaults.
 */
type Column = { id: string; hideable?: boolean; defaultHidden?: boolean };

type Settings = { listColumns?: Record<string, string[]> } & Record<string, unknown>;
const readSettings = () => readJson<Settings>(STORAGE_KEYS.settings) ?? {};

/** The visible column ids: `chosen` (ids the user shows) filtered to known columns, unhideable ones always in. */
export function visibleColumns(columns: readonly Column[], chosen: readonly string[] | null): string[] {
  if (!chosen) return columns.filter((c) => !c.defaultHidden || c.hideable === false).map((c) => c.id);
  const shown = new Set(chosen);
  return columns.filter((c) => c.hideable === false || shown.has(c.id)).map((c) => c.id);
}

export function useColumnVisibility(screen: string, columns: readonly Column[]) {
  const [chosen, setChosen] = useState<string[] | null>(() => {
    const stored: unknown = readSettings().listColumns?.[screen];
    return Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : null;
  });
  const visible = visibleColumns(columns, chosen);
  const setVisible = useCallback(
    (ids: string[] | null) => {
      setChosen(ids);
      const settings = readSettings();
      const { [screen]: _old, ...others } = settings.listColumns ?? {};
      writeJson(STORAGE_KEYS.settings, { ...settings, listColumns: ids ? { ...others, [screen]: ids } : others });
    },
    [screen],
  );
  return { visible, chosen, setVisible };
}
