import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { StatusToggle } from './cells';
import type { ListColumn } from './types';

type StatusToggleColumnOptions<Row, Saved> = {
  /** The row's field (default `isActive`; merchants say `status`). */
  id?: string;
  title: string;
  checked: (row: Row) => boolean;
  /** What the switch turns on, for screen readers (e.g. "Active: Jane Doe"). */
  label: (row: Row) => string;
  /** Saves the new state; a rejection flips the switch back and shows the server's message under "Error". */
  save: (row: Row, next: boolean) => Promise<Saved>;
  /** The green notice once saved (from the row, the state asked for and the server's answer); none when absent. */
  saved?: (row: Row, next: boolean, result: Saved) => string;
  width?: number;
  noWrap?: boolean;
};

/**
 * The status column of a list: a switch that saves at once (optimistic), flips back with the server's message
 * when the save fails, and may say what was saved. The list is not reloaded by the switch itself; the screen's
 * mutation invalidates what it changed.
 */
export function statusToggleColumn<Row, Saved = unknown>({
  id = 'isActive',
  title,
  checked,
  label,
  save,
  saved,
  width,
  noWrap,
}: StatusToggleColumnOptions<Row, Saved>): ListColumn<Row> {
  return {
    id,
    title,
    card: 'status',
    width,
    noWrap,
    render: (row): ReactNode => (
      <StatusToggle
        checked={checked(row)}
        label={label(row)}
        onChange={(next) =>
          save(row, next).then((result) => {
            if (saved) notify({ color: 'green', message: saved(row, next, result) });
          })
        }
      />
    ),
  };
}
