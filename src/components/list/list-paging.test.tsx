import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListPaging } from './list-paging';

const paging = (total: number, totalCapped?: boolean) =>
  renderWithProviders(
    <ListPaging
      view={{ pageNumber: 2, pageSize: 10 }}
      total={total}
      totalCapped={totalCapped}
      pageSizes={[10, 20]}
      isPhone={false}
      testIds={{ list: 'things' }}
      onPage={vi.fn()}
      onPageSize={vi.fn()}
    />,
  );

describe('ListPaging', () => {
  it('says the exact total when the server counted every row', () => {
    paging(1234);
    expect(screen.getByTestId('things-range').textContent).toBe('11–20 of 1,234');
  });

  it('says "10,000+" when more rows match than the server counts, and offers the pages up to it', () => {
    paging(10_000, true);
    expect(screen.getByTestId('things-range').textContent).toBe('11–20 of 10,000+');
    expect(screen.getByRole('button', { name: 'Page 1000' })).toBeTruthy();
  });
});
