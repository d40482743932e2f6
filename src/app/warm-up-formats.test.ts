import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOneTask, inTasksOfTheirOwn, warmUpFormatsWhenSignedIn } from './warm-up-formats';

function fakeSession(initial: unknown) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: unknown) {
      value = next;
      for (const l of [...listeners]) l();
    },
    listeners,
  };
}

describe('warmUpFormatsWhenSignedIn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a signed-in start builds the formats in a task of its own, not during the start-up', () => {
    const source = fakeSession({ user: 1 });
    const warmUp = vi.fn();
    warmUpFormatsWhenSignedIn(source, () => [warmUp], { taskEach: true });
    expect(warmUp).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(source.listeners.size).toBe(0);
  });

  it('a signed-out start (the sign-in page) builds nothing until someone signs in, then once', () => {
    const source = fakeSession(null);
    const warmUp = vi.fn();
    warmUpFormatsWhenSignedIn(source, () => [warmUp], { taskEach: true });
    vi.runAllTimers();
    expect(warmUp).not.toHaveBeenCalled();
    source.set(null); // e.g. a failed attempt clears nothing in
    vi.runAllTimers();
    expect(warmUp).not.toHaveBeenCalled();
    source.set({ user: 1 });
    vi.runAllTimers();
    expect(warmUp).toHaveBeenCalledTimes(1);
    source.set({ user: 1, rotated: true });
    vi.runAllTimers();
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(source.listeners.size).toBe(0);
  });

  it('runs the warm-up steps one per task, in order, so no step shares a task with another', () => {
    const calls: string[] = [];
    inTasksOfTheirOwn([() => calls.push('locale'), () => calls.push('number'), () => calls.push('currency')]);
    expect(calls).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['locale']);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['locale', 'number']);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['locale', 'number', 'currency']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a reopen (taskEach false) runs every step in one task, so its start-up gets no extra turns of the loop', () => {
    const calls: string[] = [];
    warmUpFormatsWhenSignedIn(
      fakeSession({ user: 1 }),
      () => [() => calls.push('locale'), () => calls.push('number'), () => calls.push('currency')],
      { taskEach: false },
    );
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['locale', 'number', 'currency']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('inOneTask and inTasksOfTheirOwn run nothing before the current task ends', () => {
    const calls: string[] = [];
    inOneTask([() => calls.push('a')]);
    inTasksOfTheirOwn([() => calls.push('b')]);
    expect(calls).toEqual([]);
    vi.runAllTimers();
    expect(calls).toEqual(['a', 'b']);
  });
});
