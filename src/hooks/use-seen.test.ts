import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeen } from './use-seen';

type Callback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;

function Probe() {
  const [ref, seen] = useSeen<HTMLDivElement>(0.2);
  return createElement('div', { ref, 'data-testid': 'probe' }, seen ? 'seen' : 'not yet');
}

describe('useSeen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once enough of the element is on screen, and stays true', () => {
    const observers: Array<{ callback: Callback; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: { callback: Callback; disconnected: boolean };
        constructor(callback: Callback) {
          this.record = { callback, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    render(createElement(Probe));
    expect(screen.getByTestId('probe')).toHaveTextContent('not yet');
    const [observer] = observers;
    act(() => observer?.callback([{ isIntersecting: true, intersectionRatio: 0.1 }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('not yet');
    act(() => observer?.callback([{ isIntersecting: true, intersectionRatio: 0.5 }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('seen');
    expect(observer?.disconnected).toBe(true);
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(createElement(Probe));
    expect(screen.getByTestId('probe')).toHaveTextContent('seen');
  });
});
