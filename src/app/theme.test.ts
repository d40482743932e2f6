import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeFirstPaint } from '@/lib/first-paint';
import { colorSchemeManager } from './theme';

const cookie = () => document.cookie.match(/(?:^|; )mpa-theme=([^;]*)/)?.[1];

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's cookie
  document.cookie = 'mpa-theme=; path=/; max-age=0';
});

describe('colour scheme storage', () => {
  it('mirrors every change in the first-paint cookie beside app-theme', () => {
    colorSchemeManager.set('dark');
    expect(localStorage.getItem('app-theme')).toBe('dark');
    expect(cookie()).toBe('dark');
    colorSchemeManager.set('light');
    expect(cookie()).toBe('light');
  });

  it('writes the stored choice once the first screen is drawn, so a choice made before the cookie existed reaches the server', async () => {
    localStorage.setItem('app-theme', 'dark');
    expect(colorSchemeManager.get('auto')).toBe('dark');
    // Not in the start-up's path to the first screen: a cookie write is a synchronous call to the browser.
    expect(cookie()).toBeUndefined();
    removeFirstPaint();
    await vi.waitFor(() => expect(cookie()).toBe('dark'));
  });

  it('starts in auto (the device’s scheme, as the first paint) when nothing is chosen, whatever the default', async () => {
    expect(colorSchemeManager.get('light')).toBe('auto');
    removeFirstPaint();
    await vi.waitFor(() => expect(cookie()).toBe('auto'));
    colorSchemeManager.set('dark');
    colorSchemeManager.clear();
    expect(localStorage.getItem('app-theme')).toBeNull();
    expect(cookie()).toBe('auto');
  });

  it('keeps a change made before the first screen over the start-up copy of what was stored', async () => {
    localStorage.setItem('app-theme', 'light');
    colorSchemeManager.get('auto');
    colorSchemeManager.set('dark');
    expect(cookie()).toBe('dark');
    removeFirstPaint();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cookie()).toBe('dark');
  });
});
