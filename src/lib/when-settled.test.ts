import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Activity, whenSettled } from './when-settled';

function fakeActivity(busy = false) {
  const listeners = new Set<() => void>();
  let isBusy = busy;
  const activity: Activity = {
    busy: () => isBusy,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    activity,
    listeners,
    set(next: boolean) {
      isBusy = next;
      for (const listener of listeners) listener();
    },
  };
}

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  return {
    win: {
      document: { readyState },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    } as never,
    load: () => target.dispatchEvent(new Event('load')),
    runIdle: () => {
      for (const callback of idle.splice(0)) callback();
    },
  };
}

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for a quiet period with nothing loading, then for an idle moment', () => {
    const work = vi.fn();
    const { activity } = fakeActivity(false);
    const page = fakeWindow('interactive');
    whenSettled(work, activity, { win: page.win, quietMs: 1000 });
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    page.load();
    vi.advanceTimersByTime(999);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts the quiet period from when the last loading ends, starting again when loading starts', () => {
    const work = vi.fn();
    const loading = fakeActivity(true);
    const page = fakeWindow('complete');
    whenSettled(work, loading.activity, { win: page.win, quietMs: 1000 });
    vi.advanceTimersByTime(3000);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    loading.set(false);
    vi.advanceTimersByTime(600);
    loading.set(true);
    vi.advanceTimersByTime(600);
    loading.set(false);
    vi.advanceTimersByTime(600);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
    expect(loading.listeners.size).toBe(0);
  });

  it('runs the work at the latest after maxMs, once, even while the page keeps loading', () => {
    const work = vi.fn();
    const loading = fakeActivity(true);
    const page = fakeWindow('complete');
    whenSettled(work, loading.activity, { win: page.win, maxMs: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    loading.set(false);
    vi.advanceTimersByTime(20_000);
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback runs the work when the quiet period ends; a cancel runs nothing', () => {
    const work = vi.fn();
    const { activity } = fakeActivity(false);
    const page = fakeWindow('complete');
    const win = { ...(page.win as object), requestIdleCallback: undefined } as never;
    whenSettled(work, activity, { win, quietMs: 500 });
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    const cancel = whenSettled(other, activity, { win, quietMs: 500 });
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(other).not.toHaveBeenCalled();
  });
});
