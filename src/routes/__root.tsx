import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppRoot } from '@/app/app-root';
import type { RouterContext } from '@/app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppRoot,
});
