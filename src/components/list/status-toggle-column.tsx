import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { StatusToggle } from './cells';
import type { ListColumn } from './types';

type StatusToggleColumnOptions<Row, Saved> = {
  /** The row's field (default `isActive`; merchants say `status`). */
  id?: string;
  checked: (row: Row) => boolean;
  /** The row's name: the switch says what it turns on to screen readers ("Active: Jane Doe"). */
  name: (row: Row) => string;
  /** Saves the new state; a rejection flips the switch back and shows the server's message under "Error". */
  save: (row: Row, next: boolean) => Promise<Saved>;
  /** The green notice once saved (from the row, the state asked for and the server's answer); none when absent. */
  saved?: (row: Row, next: boolean, result: Saved) => string;
  width?: number;
  noWrap?: boolean;
  sortable?: boolean;
};

/**
 * The status column of a list ("Status"): a switch that saves at once (optimistic), flips back with the server's message
 * when the save fails, and may say what was saved. The list is not reloaded by the switch itself; the screen's
 * mutation invalidates what it changed.
 */
export function statusToggleColumn<Row, Saved = unknown>({
  id = 'isActive',
  checked,
  name: nameOf,
  save,
  saved,
  ...options
}: StatusToggleColumnOptions<Row, Saved>): ListColumn<Row> {
  return {
    id,
    title: t`Status`,
    card: 'status',
    ...options,
    render: (row): ReactNode => {
      const name = nameOf(row);
      return (
        <StatusToggle
          checked={checked(row)}
          label={t`Active: ${name}`}
          onChange={(next) =>
            save(row, next).then((result) => {
              if (saved) notify({ color: 'green', message: saved(row, next, result) });
            })
          }
        />
      );
    },
  };
}
