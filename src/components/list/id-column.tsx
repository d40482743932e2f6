import type { ReactNode } from 'react';
import type { ListColumn } from './types';

/**
 * The display-id column every list opens with: never hidden, the title of a phone card, on one line. Ids tell
 * rows apart, not their age, so the column sorts by the row's creation time (`sortField`, named `sortLabel` in
 * the phones' sort menu). `render` draws the id (usually a `DisplayId`, with a link or a line under it).
 */
export function idColumn<Row>(options: {
  title: string;
  sortField: string;
  sortLabel: string;
  render: (row: Row) => ReactNode;
}): ListColumn<Row> {
  return { id: 'id', sortable: true, hideable: false, card: 'title', noWrap: true, ...options };
}
