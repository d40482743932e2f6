import { ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The column headings, in the reader's language. */
  head: string[];
  /** One row per entry, a cell per heading. */
  rows: ReactNode[][];
  /** Height past which the table scrolls inside its frame (the dialog around it stays put). */
  maxHeight: number;
  testId?: string;
};

/**
 * A short report inside a dialog (an import's refused or skipped rows): every row at once, no paging, sorting or
 * selection, scrolling in its own frame. A list of records is a `ListScreen` or `ListTable`, never this.
 */
export function ReportTable({ head, rows, maxHeight, testId }: Props) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto">
      <Table striped withTableBorder data-testid={testId} data={{ head, body: rows }} />
    </ScrollArea.Autosize>
  );
}
