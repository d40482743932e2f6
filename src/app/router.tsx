import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, type AnyRouter, createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
  });
}

/**
 * Starts loading the code of the routes the current location matches (each route's lazy component), without
 * running their guards or loaders. Errors are left to the navigation that needs the code: it loads it again.
 */
export function loadMatchedRouteChunks(router: AnyRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
