import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads Deferred afresh with the page controlled by a worker (a reopen) or not (a first visit). */
async function loadDeferred(controlled: boolean) {
  vi.resetModules();
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: controlled ? {} : null } });
  return (await import('./deferred')).Deferred;
}

/** The content each commit put in, in order: what the user could have seen. */
function commits(container: HTMLElement) {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) seen.push(node.textContent ?? '');
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Deferred', () => {
  it('on a first visit mounts its children in the pass after the first commit, the fallback before', async () => {
    const Deferred = await loadDeferred(false);
    const host = document.createElement('div');
    const watch = commits(host);
    await act(async () => {
      render(
        <Deferred fallback={<i>waiting</i>} onReopen="now">
          <b>page</b>
        </Deferred>,
        { container: host },
      );
    });
    watch.stop();
    expect(watch.seen[0]).toBe('waiting');
    expect(host.textContent).toBe('page');
  });

  it('on a reopen with onReopen="now" mounts its children in the very first commit, never the fallback', async () => {
    const Deferred = await loadDeferred(true);
    const host = document.createElement('div');
    const watch = commits(host);
    await act(async () => {
      render(
        <Deferred fallback={<i>waiting</i>} onReopen="now">
          <b>page</b>
        </Deferred>,
        { container: host },
      );
    });
    watch.stop();
    expect(watch.seen[0]).toBe('page');
    expect(watch.seen).not.toContain('waiting');
  });

  it('on a reopen without onReopen still defers (what is off-screen or hidden waits for the next pass)', async () => {
    const Deferred = await loadDeferred(true);
    const host = document.createElement('div');
    const watch = commits(host);
    await act(async () => {
      render(
        <Deferred fallback={<i>waiting</i>}>
          <b>menu</b>
        </Deferred>,
        { container: host },
      );
    });
    watch.stop();
    expect(watch.seen[0]).toBe('waiting');
    expect(host.textContent).toBe('menu');
  });
});
