/**
 * The first Intl.NumberFormat a page builds loads the locale's number data: ~23 ms on Debian's Chromium 150 here
 * (~90 ms at Lighthouse's 4× CPU), a tenth of a millisecond for every one after it. The screens behind sign-in show
 * figures at once, so the console builds their formats while their data is on its way: on a first visit each step in a
 * task of its own (`warmUpFormatSteps`: no step is a long task), on a reopen of the installed console all in one task
 * (its start-up runs in one go, every task one more turn of the browser's loop before the figure; issue 22). The
 * sign-in page shows no figures, so a signed-out start waits until someone signs in (the dashboard's scripts and data
 * are then on their way).
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

export function warmUpFormatsWhenSignedIn(
  source: SessionSource,
  steps: () => (() => void)[],
  { taskEach }: { taskEach: boolean },
): void {
  const later = () => (taskEach ? inTasksOfTheirOwn(steps()) : inOneTask(steps()));
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
