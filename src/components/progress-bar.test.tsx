import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProgress } from '@/lib/progress';
import { renderWithProviders } from '@/test/render';
import { ProgressBar } from './progress-bar';

const noTimers = { setInterval: () => 0 as never, clearInterval: () => undefined, setTimeout: () => 0 };

describe('ProgressBar', () => {
  it('is hidden while nothing loads, and shows the store’s value as a labelled progress bar', () => {
    const store = createProgress({ minimum: 8, speed: 150 }, noTimers);
    renderWithProviders(<ProgressBar store={store} label="Loading" />);
    const root = screen.getByRole('progressbar', { hidden: true }).closest('[aria-hidden]') as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).not.toHaveAttribute('data-visible');

    act(() => store.navigationStart());
    expect(root).toHaveAttribute('aria-hidden', 'false');
    expect(root).toHaveAttribute('data-visible');
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar.style.width).toBe('8%');
    expect(bar.style.transitionDuration).toBe('150ms');

    act(() => store.navigationEnd());
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '100');
  });
});
