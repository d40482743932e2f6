/**
 * The top progress bar's state (spec part 1 §4): it starts when a navigation starts or an API request
 * begins, trickles while work is in flight, and completes when the navigation ends (or is cancelled
 * or fails) and every request has finished. Requests sent with `ignoreProgressBar` do not count.
 */
export type ProgressOptions = { minimum?: number; maximum?: number; speed?: number; trickleSpeed?: number };
export type ProgressState = { value: number; visible: boolean; speed: number };

const clamp = (n: number) => Math.min(100, Math.max(0, n));

type Timers = {
  setInterval: (fn: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
};
const globalTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
};

export function createProgress(options: ProgressOptions = {}, timers: Timers = globalTimers) {
  const minimum = clamp(options.minimum ?? 8);
  const maximum = clamp(options.maximum ?? 100);
  const speed = options.speed ?? 200;
  const trickleSpeed = options.trickleSpeed ?? 300;
  let state: ProgressState = { value: 0, visible: false, speed };
  let navigating = false;
  let inflight = 0;
  let trickle: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: Partial<ProgressState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };

  const busy = () => navigating || inflight > 0;

  function start() {
    if (trickle !== null) return;
    emit({ value: minimum, visible: true });
    trickle = timers.setInterval(() => {
      // Slows down as it approaches the end; never reaches it on its own.
      const remaining = Math.min(maximum, 99.5) - state.value;
      if (remaining > 0) emit({ value: state.value + remaining * 0.08 });
    }, trickleSpeed);
  }

  function done() {
    if (trickle === null) return;
    timers.clearInterval(trickle);
    trickle = null;
    emit({ value: maximum });
    timers.setTimeout(() => {
      if (trickle === null) emit({ visible: false, value: 0 });
    }, speed * 2);
  }

  const settle = () => (busy() ? start() : done());

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigationStart() {
      navigating = true;
      settle();
    },
    /** Navigation ended, was cancelled or failed. */
    navigationEnd() {
      navigating = false;
      settle();
    },
    requestStart(background: boolean) {
      if (background) return;
      inflight += 1;
      settle();
    },
    requestEnd(background: boolean) {
      if (background) return;
      inflight = Math.max(0, inflight - 1);
      settle();
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
