import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ReportTable } from './report-table';

describe('ReportTable', () => {
  it('shows its headings and every row, a cell per heading', () => {
    renderWithProviders(
      <ReportTable
        head={['Row', 'Reason']}
        rows={[
          [3, 'No id'],
          [7, 'Unknown dial code'],
        ]}
        maxHeight={200}
        testId="report"
      />,
    );
    const rows = within(screen.getByTestId('report')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['RowReason', '3No id', '7Unknown dial code']);
  });
});
