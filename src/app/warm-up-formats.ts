import type { WarmUpRequest } from './warm-up-formats.worker';

/**
 * The first Intl.NumberFormat a page builds loads the locale's number data: ~23 ms on Debian's Chromium 150 here
 * (~90 ms at Lighthouse's 4× CPU), a tenth of a millisecond for every one after it. The screens behind sign-in show
 * figures at once, so the console builds their formats while their data is on its way. On a first visit a worker
 * does it (`warmUpFormatsInWorker`): ICU's data are the renderer process's, so the page's own first formatters then
 * cost ~1 ms and its main thread none of the rest; where no worker starts, each step runs in a task of its own
 * (`warmUpFormatSteps`: no step is a long task). On a reopen of the installed console all in one task (its start-up
 * runs in one go, every task one more turn of the browser's loop before the figure; issue 22). The sign-in page
 * shows no figures, so a signed-out start waits until someone signs in (the dashboard's scripts and data are then on
 * their way).
 */
type SessionSource = {
  get(): unknown;
  subscribe(listener: () => void): () => void;
};

/** Runs the steps one per task, in order. */
export function inTasksOfTheirOwn(steps: (() => void)[]): void {
  const next = (index: number) => {
    const step = steps[index];
    if (!step) return;
    setTimeout(() => {
      step();
      next(index + 1);
    }, 0);
  };
  next(0);
}

/** Runs the steps in order, all in one task. */
export function inOneTask(steps: (() => void)[]): void {
  setTimeout(() => {
    for (const step of steps) step();
  }, 0);
}

type WorkerLike = {
  addEventListener(type: 'message' | 'error', listener: () => void): void;
  postMessage(message: WarmUpRequest): void;
  terminate(): void;
};

const startFormatsWorker = (): WorkerLike =>
  new Worker(new URL('./warm-up-formats.worker.ts', import.meta.url), { type: 'module', name: 'warm-up-formats' });

/**
 * Has a worker build the formats of `locale` and `currency`, then ends it. `onFailure` runs when no worker could be
 * started or its script failed (the caller then builds them on the page); false when none could be started.
 */
export function warmUpFormatsInWorker(
  request: WarmUpRequest,
  onFailure: () => void,
  start: () => WorkerLike = startFormatsWorker,
): boolean {
  let worker: WorkerLike;
  try {
    worker = start();
  } catch {
    onFailure();
    return false;
  }
  worker.addEventListener('message', () => worker.terminate());
  worker.addEventListener('error', () => {
    worker.terminate();
    onFailure();
  });
  worker.postMessage(request);
  return true;
}

export function warmUpFormatsWhenSignedIn(
  source: SessionSource,
  steps: () => (() => void)[],
  { taskEach, inWorker }: { taskEach: boolean; inWorker?: (onFailure: () => void) => void },
): void {
  const onPage = () => (taskEach ? inTasksOfTheirOwn(steps()) : inOneTask(steps()));
  const later = () => (inWorker ? inWorker(onPage) : onPage());
  if (source.get()) {
    later();
    return;
  }
  const stop = source.subscribe(() => {
    if (!source.get()) return;
    stop();
    later();
  });
}
