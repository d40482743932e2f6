import { formatNumber } from '@/shared/format';

/**
 * Which rows of a list are selected: some rows by id (kept across pages), or every row matching the
 * current filter ("all N matching"). A filter change starts a new selection (the matching set changed).
 */
export type Selection = { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'all' };

export const emptySelection: Selection = { mode: 'ids', ids: new Set() };

/** What a bulk action applies to: the selected ids, or every row matching the filter. */
export type BulkTarget = { ids: string[] } | { filter: Record<string, string | number> };

export function selectedCount(selection: Selection, total: number): number {
  return selection.mode === 'all' ? total : selection.ids.size;
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.mode === 'all' || selection.ids.has(id);
}

/** Selects or unselects one row. Unselecting a row of "all matching" keeps the rest of this page. */
export function toggleRow(selection: Selection, id: string, pageIds: readonly string[]): Selection {
  if (selection.mode === 'all') return { mode: 'ids', ids: new Set(pageIds.filter((other) => other !== id)) };
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { mode: 'ids', ids };
}

/** The page's header checkbox: selects the whole page (adding to rows of other pages), or unselects it. */
export function togglePage(selection: Selection, pageIds: readonly string[]): Selection {
  if (selection.mode === 'all') return emptySelection;
  const ids = new Set(selection.ids);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
  for (const id of pageIds) {
    if (allOnPage) ids.delete(id);
    else ids.add(id);
  }
  return { mode: 'ids', ids };
}

/** The header checkbox's state for this page. */
export function pageState(selection: Selection, pageIds: readonly string[]): 'all' | 'some' | 'none' {
  if (pageIds.length === 0) return 'none';
  if (selection.mode === 'all') return 'all';
  const on = pageIds.filter((id) => selection.ids.has(id)).length;
  return on === 0 ? 'none' : on === pageIds.length ? 'all' : 'some';
}

export const selectAllMatching = (): Selection => ({ mode: 'all' });

export function bulkTarget(selection: Selection, filter: Record<string, string | number>): BulkTarget {
  return selection.mode === 'all' ? { filter } : { ids: [...selection.ids] };
}

/** A count as the reader reads numbers, with "+" when more rows match than the server counted ("10,000+"). */
export function formatTotal(total: number, capped: boolean, locale: string): string {
  const shown = formatNumber(total, locale);
  return capped ? `${shown}+` : shown;
}
