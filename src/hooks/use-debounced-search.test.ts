import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from './use-debounced-search';

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the trimmed text 1000 ms after the last change, once', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('', onCommit));
    act(() => result.current[1](' ab'));
    act(() => vi.advanceTimersByTime(900));
    act(() => result.current[1](' abc '));
    act(() => vi.advanceTimersByTime(999));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it('does not commit the same value twice', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('abc', onCommit));
    act(() => result.current[1]('abc '));
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('follows an outside change of the committed value without committing the old text again', () => {
    const onCommit = vi.fn();
    const { result, rerender } = renderHook(({ committed }) => useDebouncedSearch(committed, onCommit), {
      initialProps: { committed: '' },
    });
    act(() => result.current[1]('abc'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('abc');
    rerender({ committed: 'abc' });
    rerender({ committed: '' });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(2000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
