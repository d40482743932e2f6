import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppRoot } from '@/app/app-root';

/** What every route's loader gets: the query client (`createAppRouter` in app/router.tsx passes it). */
export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: AppRoot,
});
