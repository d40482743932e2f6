/** What tells whether the page is still loading its data (the query client's fetches and mutations). */
export type Activity = {
  busy(): boolean;
  /** Calls the listener whenever the activity may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
};

export type SettledOptions = {
  /** How long nothing may be loading before the page counts as settled. */
  quietMs?: number;
  /** Runs the work at the latest this long after it was asked for, settled or not. */
  maxMs?: number;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document: Pick<Document, 'readyState'>;
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  };
};

/**
 * Runs `work` once the page has settled after its start: the `load` event has fired, nothing has been loading for
 * `quietMs`, and the browser is idle; at the latest `maxMs` after the call. Returns a cancel.
 *
 * For work that competes with the page's own start when it runs too early: the service worker's install fetches
 * and stores every file of the console (169 of them), which on a first visit took the server and the browser's
 * other processes ~0.3-0.5 s of CPU while the first screen's data were still being drawn (issue 22).
 */
export function whenSettled(work: () => void, activity: Activity, options: SettledOptions = {}): () => void {
  const { quietMs = 1500, maxMs = 15_000, win = window } = options;
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const finish = () => {
    if (done) return;
    done = true;
    cleanup();
    work();
  };
  const idleThenFinish = () => {
    if (done) return;
    if (win.requestIdleCallback) win.requestIdleCallback(finish, { timeout: 1000 });
    else finish();
  };
  // The quiet period starts again whenever loading starts, and counts from when it ends.
  const watch = () => {
    if (done) return;
    if (activity.busy()) {
      clearTimeout(quietTimer);
      quietTimer = undefined;
    } else if (quietTimer === undefined) {
      quietTimer = setTimeout(idleThenFinish, quietMs);
    }
  };
  const onLoad = () => {
    if (done) return;
    unsubscribe = activity.subscribe(watch);
    watch();
  };
  const latest = setTimeout(finish, maxMs);
  function cleanup() {
    clearTimeout(latest);
    clearTimeout(quietTimer);
    unsubscribe?.();
    win.removeEventListener('load', onLoad);
  }

  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad);
  return () => {
    done = true;
    cleanup();
  };
}
