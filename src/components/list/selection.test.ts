import { describe, expect, it } from 'vitest';
import {
  bulkTarget,
  emptySelection,
  formatTotal,
  isSelected,
  pageState,
  selectAllMatching,
  selectedCount,
  toggleRow,
  togglePage,
} from './selection';

const page1 = ['a', 'b', 'c'];
const page2 = ['d', 'e', 'f'];

describe('list selection', () => {
  it('keeps rows selected on one page when another page is selected too', () => {
    let selection = toggleRow(emptySelection, 'b', page1);
    selection = togglePage(selection, page2);
    expect(selectedCount(selection, 100)).toBe(4);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((id) => isSelected(selection, id))).toEqual(['b', 'd', 'e', 'f']);
    expect(pageState(selection, page1)).toBe('some');
    expect(pageState(selection, page2)).toBe('all');
    expect(bulkTarget(selection, { search: 'x' })).toEqual({ ids: ['b', 'd', 'e', 'f'] });
  });

  it('unselects a whole page with its header checkbox, leaving other pages alone', () => {
    let selection = togglePage(togglePage(emptySelection, page1), page2);
    selection = togglePage(selection, page1);
    expect(pageState(selection, page1)).toBe('none');
    expect(selectedCount(selection, 100)).toBe(3);
  });

  it('selects every matching row: the count is the total and the action gets the filter', () => {
    const selection = selectAllMatching();
    expect(selectedCount(selection, 5000)).toBe(5000);
    expect(isSelected(selection, 'anything')).toBe(true);
    expect(pageState(selection, page2)).toBe('all');
    expect(bulkTarget(selection, { status: 0 })).toEqual({ filter: { status: 0 } });
  });

  it('turns "all matching" into this page minus the row unchecked', () => {
    const selection = toggleRow(selectAllMatching(), 'b', page1);
    expect(bulkTarget(selection, {})).toEqual({ ids: ['a', 'c'] });
  });

  it('an empty page has nothing selected', () => {
    expect(pageState(selectAllMatching(), [])).toBe('none');
    expect(selectedCount(emptySelection, 10)).toBe(0);
  });
});

describe('formatTotal', () => {
  it('shows a capped total with a plus, in the reader’s number format', () => {
    expect(formatTotal(10_000, true, 'en-US')).toBe('10,000+');
    expect(formatTotal(10_000, true, 'pt-PT')).toMatch(/^10\s?000\+$/);
    expect(formatTotal(1234, false, 'en-US')).toBe('1,234');
  });
});
