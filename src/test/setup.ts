import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

// How long `findBy…` and `waitFor` wait: 5 s instead of Testing Library's 1 s. What a test waits for often comes
// from a module imported when first used (a lazy picker, a language's calendar names), and that import's first
// transform here took over 1 s on a slow machine: the tests failed 1 run in 2-5 while the screens were right. A
// test whose element never comes still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

// Mantine needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
Object.defineProperty(window, 'getComputedStyle', { value: window.getComputedStyle, writable: true });

// The list kit asks for its table's, toolbar's and paging's code as list-screen.tsx is evaluated, without waiting for
// it (src/components/list/list-screen.tsx). A file that ended before that code arrived had its environment torn down
// under the import (EnvironmentTeardownError, seen once with two workers: list-cards.test.tsx, a worker's last file).
// Each file of the shared jsdom waits for that code before it ends: after the first file of a worker it is already
// there. (An isolated file would load it afresh each time, ~2 s per file; none of them imports the list screen.)
if (process.env.MPA_SHARED_JSDOM) {
  afterAll(async () => {
    await Promise.all([
      import('@/components/list/list-table'),
      import('@/components/list/list-toolbar'),
      import('@/components/list/list-paging'),
    ]);
  });
}

// The client files share one jsdom (vitest.config.ts, isolate: false): every test leaves real timers, the real
// globals, unspied functions, an empty storage and English active for the next one, whichever file it is in.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (i18n.locale !== 'en-US') i18n.activate('en-US');
});
