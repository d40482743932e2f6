import type { AnyRouter } from '@tanstack/react-router';
import { onRequest } from '@/lib/api-client';
import { createProgress } from '@/lib/progress';

/** The one progress bar of the console, fed by navigations and API requests. */
export const progress = createProgress();

export function connectProgress(router: AnyRouter): void {
  onRequest((event, background) =>
    event === 'start' ? progress.requestStart(background) : progress.requestEnd(background),
  );
  router.subscribe('onBeforeNavigate', () => progress.navigationStart());
  router.subscribe('onResolved', () => progress.navigationEnd());
}
