import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { BulkRefusal } from '@/shared/schemas/list';
import type { BulkTarget } from './selection';

/**
 * One column of a list: the same definition draws the desktop table, the tablet table (without the
 * `wideOnly` columns) and the phone card (by its `card` place).
 */
export type ListColumn<Row> = {
  /** The row's field name; for a sortable column, the server's `sortBy` value. */
  id: string;
  title: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The server's sortBy for this column when it is not the column's id (e.g. an id column sorts by date). */
  sortField?: string;
  /** The sort's name where it is chosen from a menu (phones), when the title does not say it. */
  sortLabel?: string;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  noWrap?: boolean;
  /** The title is for screen readers only (an actions column). */
  titleHidden?: boolean;
  /** The column chooser may hide it (default true; the id and actions columns say false). */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Only on wide screens (≥ 62em); tablets leave it out. */
  wideOnly?: boolean;
  /**
   * Its place on a phone card: `title` (top left), `status` and `actions` (top right), `media` (left
   * picture), `main` (bold line), `sub` (a plain line under it), `detail` (a small line with its title),
   * `aside` (right, e.g. the amount); `none` leaves it off the card. Default `detail`.
   */
  card?: 'title' | 'status' | 'actions' | 'media' | 'main' | 'sub' | 'detail' | 'aside' | 'none';
};

/** What a bulk action reports: the rows it changed and the ones it refused, with the reason. */
export type BulkResult = { applied: { id: string }[]; refused: BulkRefusal[] };

/** An action a screen offers on the selected rows (or all rows matching the filter). */
export type BulkAction = {
  id: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  /**
   * Runs the action; may first ask for input (a dialog rendered by `renderInput`). Resolves with the
   * per-row result, or null when the user cancelled.
   */
  run: (target: BulkTarget, input: unknown) => Promise<BulkResult>;
  /** A form asking what to do (e.g. the new status); calls `submit(input)` or `cancel()`. */
  renderInput?: (props: { count: number; submit: (input: unknown) => void; cancel: () => void }) => ReactNode;
  /** Reversible actions undo what `run` applied (offered for 5 s). */
  undo?: (result: BulkResult, input: unknown) => Promise<unknown>;
  /**
   * The reader's text of a refusal, given the server's reason already worded in the reader's language
   * (default: the reason alone).
   */
  describeRefusal?: (refusal: BulkRefusal, reason: string) => string;
};

/** The list's texts, in the reader's language. */
export type ListTexts = {
  title: string;
  /** The no-rows message; the spec's "no data found" when not given. */
  empty?: string;
  /** The load failure's message. */
  loadError: string;
  /** The search box's accessible name and placeholder. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** A row's name for its checkbox, e.g. "Select booking ORD_1234ABCD". */
  selectRow?: (rowId: string) => string;
};

export type ExportSpec = {
  /** The file the browser saves, e.g. bookings.csv. */
  fileName: string;
  /** Starts the download of the whole filtered and sorted set, reporting progress 0–1. */
  download: (
    query: Record<string, string | number>,
    onProgress: (done: number) => void,
    signal: AbortSignal,
  ) => Promise<Blob>;
};

export type { MessageDescriptor };
