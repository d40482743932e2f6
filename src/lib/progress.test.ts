import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress';

describe('progress bar state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the minimum on navigation, trickles, and completes when the navigation ends', () => {
    const progress = createProgress();
    progress.navigationStart();
    expect(progress.get()).toMatchObject({ value: 8, visible: true });
    vi.advanceTimersByTime(900);
    const trickled = progress.get().value;
    expect(trickled).toBeGreaterThan(8);
    expect(trickled).toBeLessThan(100);
    progress.navigationEnd();
    expect(progress.get().value).toBe(100);
    vi.advanceTimersByTime(400);
    expect(progress.get().visible).toBe(false);
  });

  it('waits for every request in flight before completing', () => {
    const progress = createProgress();
    progress.requestStart(false);
    progress.requestStart(false);
    progress.requestEnd(false);
    expect(progress.get().value).toBeLessThan(100);
    progress.requestEnd(false);
    expect(progress.get().value).toBe(100);
  });

  it('ignores background requests (ignoreProgressBar)', () => {
    const progress = createProgress();
    progress.requestStart(true);
    expect(progress.get().visible).toBe(false);
  });

  it('clamps minimum and maximum to 0–100 and uses the defaults 8 / 100 / 200 ms', () => {
    const progress = createProgress({ minimum: -5, maximum: 140 });
    progress.navigationStart();
    expect(progress.get().value).toBe(0);
    progress.navigationEnd();
    expect(progress.get().value).toBe(100);
    expect(createProgress().get().speed).toBe(200);
  });
});
