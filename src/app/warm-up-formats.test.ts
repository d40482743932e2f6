import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOneTask, inTasksOfTheirOwn, warmUpFormatsInWorker, warmUpFormatsWhenSignedIn } from './warm-up-formats';

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

describe('warmUpFormatsInWorker', () => {
  function fakeWorker() {
    const listeners: Record<string, (() => void)[]> = {};
    return {
      posted: [] as unknown[],
      terminated: 0,
      addEventListener(type: string, listener: () => void) {
        listeners[type] = [...(listeners[type] ?? []), listener];
      },
      postMessage(message: unknown) {
        this.posted.push(message);
      },
      terminate() {
        this.terminated += 1;
      },
      emit(type: string) {
        for (const l of listeners[type] ?? []) l();
      },
    };
  }

  it('sends the locale and currency to a worker and ends the worker once it answers; the page builds nothing', () => {
    const worker = fakeWorker();
    const onFailure = vi.fn();
    expect(warmUpFormatsInWorker({ locale: 'pt-PT', currency: 'EUR' }, onFailure, () => worker)).toBe(true);
    expect(worker.posted).toEqual([{ locale: 'pt-PT', currency: 'EUR' }]);
    worker.emit('message');
    expect(worker.terminated).toBe(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('builds the formats on the page when no worker starts, or when its script fails', () => {
    const onFailure = vi.fn();
    expect(
      warmUpFormatsInWorker({ locale: 'en-US', currency: 'INR' }, onFailure, () => {
        throw new Error('no workers here');
      }),
    ).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
    const worker = fakeWorker();
    warmUpFormatsInWorker({ locale: 'en-US', currency: 'INR' }, onFailure, () => worker);
    worker.emit('error');
    expect(worker.terminated).toBe(1);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});

describe('warmUpFormatsWhenSignedIn with a worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a first visit hands the warm-up to the worker and queues no step on the page', () => {
    const warmUp = vi.fn();
    const inWorker = vi.fn();
    warmUpFormatsWhenSignedIn(fakeSession({ user: 1 }), () => [warmUp], { taskEach: true, inWorker });
    expect(inWorker).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('when the worker fails, the steps run on the page one per task', () => {
    const warmUp = vi.fn();
    warmUpFormatsWhenSignedIn(fakeSession({ user: 1 }), () => [warmUp, warmUp], {
      taskEach: true,
      inWorker: (onFailure) => onFailure(),
    });
    expect(warmUp).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(warmUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(warmUp).toHaveBeenCalledTimes(2);
  });
});
