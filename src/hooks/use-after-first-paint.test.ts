import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false in the first commit and true in the render that follows it', async () => {
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const painted = useAfterFirstPaint();
      seen.push(painted);
      return painted;
    });
    await waitFor(() => expect(result.current).toBe(true));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
