import { afterEach, describe, expect, it } from 'vitest';
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

  it('writes the stored choice at start-up, so a choice made before the cookie existed reaches the server', () => {
    localStorage.setItem('app-theme', 'dark');
    expect(colorSchemeManager.get('auto')).toBe('dark');
    expect(cookie()).toBe('dark');
  });

  it('starts in auto (the device’s scheme, as the first paint) when nothing is chosen, whatever the default', () => {
    expect(colorSchemeManager.get('light')).toBe('auto');
    expect(cookie()).toBe('auto');
    colorSchemeManager.set('dark');
    colorSchemeManager.clear();
    expect(localStorage.getItem('app-theme')).toBeNull();
    expect(cookie()).toBe('auto');
  });
});
