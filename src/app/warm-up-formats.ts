/**
 * The first Intl.NumberFormat a page builds loads the locale's number data: ~26 ms on Debian's Chromium 150 here
 * (~105 ms at Lighthouse's 4× CPU), a tenth of a millisecond for every one after it. The screens behind sign-in show
 * figures at once, so the console builds their formats in a task of its own while their data is on its way; the
 * sign-in page shows none, so a signed-out start waits until someone signs in (the dashboard's scripts and data are
 * then on their way).
 */
type SessionSource = {
  get(): unknown;
  subscribe(listener: () => void): () => void;
};

export function warmUpFormatsWhenSignedIn(source: SessionSource, warmUp: () => void): void {
  const later = () => setTimeout(warmUp, 0);
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
