import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { DisplayId, Money, StatusBadge, type StatusMap, TruncatedText } from './cells';
import { EMPTY } from './empty-text';
import type { ListColumn } from './types';

// The columns lists write the same way. Each takes the column's other settings (`sortable`, `card`, `wideOnly`, …)
// as `options`; the titles and words are the reader's (call them where the screen builds its columns).

type Options<Row> = Partial<ListColumn<Row>>;

/** The names of the row's fields of type T. */
export type FieldOf<Row, T> = { [K in keyof Row]: Row[K] extends T ? K : never }[keyof Row] & string;

/**
 * The display-id column every list opens with: never hidden, the title of a phone card, on one line. Ids tell
 * rows apart, not their age, so the column sorts by the row's creation time (`sortField`, default `createdAt`,
 * named `sortLabel` in the phones' sort menu, default "Date added"). `render` draws the id (by default the
 * first 8 characters, uppercased; a `DisplayId` with a prefix, a link or a line under it where the list says).
 */
export function idColumn<Row extends { id: string }>(options: {
  title: string;
  sortField?: string;
  sortLabel?: string;
  render?: (row: Row) => ReactNode;
}): ListColumn<Row> {
  return {
    id: 'id',
    sortable: true,
    hideable: false,
    card: 'title',
    noWrap: true,
    sortField: 'createdAt',
    sortLabel: t`Date added`,
    render: (row) => <DisplayId prefix="" id={row.id} />,
    ...options,
  };
}

type Text = string | null | undefined;
type TextOptions<Row> = Options<Row> & { max?: number; text?: (row: Row) => Text };

/**
 * A text of the row (its field `id`, or what `text` reads), EMPTY when it is missing or blank; with `max`, a longer
 * text is cut there (whole in its tooltip).
 */
export function textColumn<Row>(id: FieldOf<Row, Text>, title: string, options?: TextOptions<Row>): ListColumn<Row>;
export function textColumn<Row>(
  id: string,
  title: string,
  options: TextOptions<Row> & { text: (row: Row) => Text },
): ListColumn<Row>;
export function textColumn<Row>(
  id: string,
  title: string,
  { max, text = (row) => row[id as keyof Row] as Text, ...options }: TextOptions<Row> = {},
): ListColumn<Row> {
  return {
    id,
    title,
    render: (row) => {
      const value = text(row);
      if (!value?.trim()) return EMPTY;
      return max === undefined ? value : <TruncatedText text={value} max={max} />;
    },
    ...options,
  };
}

/** An amount of the row in minor units (cents), in the operator's currency ("—" without one): sortable, right-aligned. */
export function moneyColumn<Row>(
  id: FieldOf<Row, number | null>,
  title: string,
  options: Options<Row> = {},
): ListColumn<Row> {
  return {
    id,
    title,
    sortable: true,
    align: 'right',
    render: (row) => {
      const minor = row[id] as number | null;
      return <Money amount={minor === null ? null : minor / 100} />;
    },
    ...options,
  };
}

/** A yes / no answer, on one line. */
export function yesNoColumn<Row>(
  id: string,
  title: string,
  yes: (row: Row) => boolean,
  options: Options<Row> = {},
): ListColumn<Row> {
  return { id, title, noWrap: true, render: (row) => (yes(row) ? t`Yes` : t`No`), ...options };
}

/** The row's rating, to one decimal, "N/A" without one: sortable, right-aligned, beside a phone card. */
export function ratingColumn<Row extends { rating: number | null }>(options: Options<Row> = {}): ListColumn<Row> {
  return {
    id: 'rating',
    title: t`Rating`,
    sortable: true,
    noWrap: true,
    align: 'right',
    card: 'aside',
    render: (row) => (row.rating === null ? t`N/A` : row.rating.toFixed(1)),
    ...options,
  };
}

const UNKNOWN = msg`Unknown`;

/** The row's status as a badge of `map` (a value outside it: `unknown`, grey): sortable, a phone card's status. */
export function statusColumn<Row extends { status: string | number | null }>(
  map: StatusMap,
  unknown: MessageDescriptor = UNKNOWN,
  options: Options<Row> = {},
): ListColumn<Row> {
  return {
    id: 'status',
    title: t`Status`,
    sortable: true,
    noWrap: true,
    card: 'status',
    render: (row) => <StatusBadge value={row.status} map={map} unknown={unknown} />,
    ...options,
  };
}
