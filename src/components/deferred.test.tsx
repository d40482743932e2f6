import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Renders `<Deferred>` (loaded afresh, on a page a worker controls — a reopen — or not — a first visit) with an
 * `<i>waiting</i>` fallback and `<b>{child}</b>` as children, and returns the content each commit put in, in order
 * (what the user could have seen), and the content at the end.
 */
async function commitsOf(controlled: boolean, child: string, onReopen?: 'now' | 'defer') {
  vi.resetModules();
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: controlled ? {} : null } });
  const { Deferred } = await import('./deferred');
  const host = document.createElement('div');
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) seen.push(node.textContent ?? '');
  });
  observer.observe(host, { childList: true, subtree: true });
  await act(async () => {
    render(
      <Deferred fallback={<i>waiting</i>} onReopen={onReopen}>
        <b>{child}</b>
      </Deferred>,
      { container: host },
    );
  });
  observer.disconnect();
  return { seen, final: host.textContent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Deferred', () => {
  it('on a first visit mounts its children in the pass after the first commit, the fallback before', async () => {
    const { seen, final } = await commitsOf(false, 'page', 'now');
    expect(seen[0]).toBe('waiting');
    expect(final).toBe('page');
  });

  it('on a reopen with onReopen="now" mounts its children in the very first commit, never the fallback', async () => {
    const { seen, final } = await commitsOf(true, 'page', 'now');
    expect(seen[0]).toBe('page');
    expect(seen).not.toContain('waiting');
    expect(final).toBe('page');
  });

  it('on a reopen without onReopen still defers (what is off-screen or hidden waits for the next pass)', async () => {
    const { seen, final } = await commitsOf(true, 'menu');
    expect(seen[0]).toBe('waiting');
    expect(final).toBe('menu');
  });
});
