import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
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
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '0');

    act(() => store.navigationStart());
    expect(root).toHaveAttribute('aria-hidden', 'false');
    expect(root).toHaveAttribute('data-visible');
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar.style.transform).toBe('scaleX(0.08)');
    expect(bar.style.transitionDuration).toBe('150ms');

    act(() => store.navigationEnd());
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.style.transform).toBe('scaleX(1)');
  });

  it('follows the store without a React render, so its moves never interrupt the render of a screen', () => {
    const store = createProgress({}, noTimers);
    let renders = 0;
    renderWithProviders(
      <Profiler id="bar" onRender={() => renders++}>
        <ProgressBar store={store} label="Loading" />
      </Profiler>,
    );
    const before = renders;
    act(() => {
      store.navigationStart();
      store.requestStart(false);
      store.navigationEnd();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '8');
    expect(renders).toBe(before);
  });

  it('keeps the drawn state when React renders it again with a new label', () => {
    const store = createProgress({ minimum: 8 }, noTimers);
    const { rerender } = renderWithProviders(<ProgressBar store={store} label="Loading" />);
    act(() => store.navigationStart());
    rerender(<ProgressBar store={store} label="A carregar" />);
    const bar = screen.getByRole('progressbar', { name: 'A carregar' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar.closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'false');
  });
});
