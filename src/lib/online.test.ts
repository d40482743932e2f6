import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_CONFIRM_MS, watchConnectivity } from './online';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const win = Object.assign(target, { navigator: { onLine } });
  const fire = (type: string, nowOnLine?: boolean) => {
    if (nowOnLine !== undefined) win.navigator.onLine = nowOnLine;
    target.dispatchEvent(new Event(type));
  };
  return { win, fire };
}

describe('watchConnectivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    // The next test file (they share one jsdom) gets the real window's connectivity, not a fake offline one.
    watchConnectivity(window);
    onlineManager.setOnline(true);
  });

  it('starts from what the browser says', () => {
    watchConnectivity(fakeWindow(false).win as never);
    expect(onlineManager.isOnline()).toBe(false);
    watchConnectivity(fakeWindow(true).win as never);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('goes offline at once, and online only once the browser still says so a moment later', () => {
    const { win, fire } = fakeWindow(true);
    watchConnectivity(win as never);
    fire('offline', false);
    expect(onlineManager.isOnline()).toBe(false);
    fire('online', true);
    vi.advanceTimersByTime(ONLINE_CONFIRM_MS - 1);
    expect(onlineManager.isOnline()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('ignores an online event that does not hold', () => {
    const { win, fire } = fakeWindow(false);
    watchConnectivity(win as never);
    fire('online', true);
    win.navigator.onLine = false;
    vi.advanceTimersByTime(ONLINE_CONFIRM_MS);
    expect(onlineManager.isOnline()).toBe(false);
    fire('online', true);
    fire('offline', false);
    vi.advanceTimersByTime(ONLINE_CONFIRM_MS);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('sends nothing once the page is being unloaded, and resumes when it is shown again from the cache', () => {
    const { win, fire } = fakeWindow(false);
    watchConnectivity(win as never);
    fire('online', true);
    fire('pagehide');
    vi.advanceTimersByTime(ONLINE_CONFIRM_MS * 2);
    expect(onlineManager.isOnline()).toBe(false);
    fire('pageshow');
    expect(onlineManager.isOnline()).toBe(true);
  });
});
