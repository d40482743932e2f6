import { onlineManager } from '@tanstack/react-query';

/** How long the browser must keep saying "online" before queued changes are sent. */
export const ONLINE_CONFIRM_MS = 300;

type Connectivity = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };

/**
 * TanStack Query's online state, from the browser's. Offline counts at once. Online counts only when
 * `navigator.onLine` still says so a moment after the 'online' event, and never while the page is being
 * unloaded: a flapping connection, or a reload that re-applies the network state, fires an 'online' that
 * does not hold, and a queued change sent then may reach the server while its answer is lost with the page.
 * (It would be replayed with the same Idempotency-Key, so nothing is applied twice; it just should not go.)
 */
export function watchConnectivity(target: Connectivity = window): void {
  onlineManager.setEventListener((setOnline) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let leaving = false;
    const cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const onOffline = () => {
      cancel();
      setOnline(false);
    };
    const onOnline = () => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        if (!leaving) setOnline(target.navigator.onLine);
      }, ONLINE_CONFIRM_MS);
    };
    const onPageHide = () => {
      leaving = true;
      cancel();
    };
    // Back from the back/forward cache: the page lives again, in whatever state the network is now.
    const onPageShow = () => {
      leaving = false;
      setOnline(target.navigator.onLine);
    };
    setOnline(target.navigator.onLine);
    target.addEventListener('online', onOnline);
    target.addEventListener('offline', onOffline);
    target.addEventListener('pagehide', onPageHide);
    target.addEventListener('pageshow', onPageShow);
    return () => {
      cancel();
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('pagehide', onPageHide);
      target.removeEventListener('pageshow', onPageShow);
    };
  });
}
