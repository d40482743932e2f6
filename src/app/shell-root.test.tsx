import { AppShell } from '@mantine/core';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ShellRoot } from './shell-root';

const root = (container: HTMLElement) => container.querySelector('.mantine-AppShell-root');
/** The root's markup but its id (React's, one per render). */
const withoutId = (element: Element | null) => element?.outerHTML.replace(/ id="[^"]*"/, '');

describe('ShellRoot', () => {
  it('Mantine marks a newly mounted AppShell as resizing (the whole-page restyle this root avoids)', () => {
    const { container } = renderWithProviders(<AppShell header={{ height: 60 }} />);
    expect(root(container)?.getAttribute('data-resizing')).toBe('true');
  });

  it('is the root Mantine draws without the mark, on mount and after a window resize', () => {
    const plainRoot = root(renderWithProviders(<AppShell header={{ height: 60 }} />).container);
    plainRoot?.removeAttribute('data-resizing');
    const { container } = renderWithProviders(<AppShell header={{ height: 60 }} renderRoot={ShellRoot} />);
    expect(root(container)).not.toBeNull();
    expect(root(container)?.hasAttribute('data-resizing')).toBe(false);
    expect(withoutId(root(container))).toBe(withoutId(plainRoot));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(root(container)?.hasAttribute('data-resizing')).toBe(false);
  });
});
