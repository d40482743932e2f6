import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRouteChunks } from './router';

function routerAt(path: string) {
  const guard = vi.fn();
  const loadShell = vi.fn(async () => ({}));
  const loadPage = vi.fn(async () => ({}));
  const loadOther = vi.fn(async () => ({}));
  const root = createRootRoute();
  const shell = createRoute({ getParentRoute: () => root, id: '_shell', beforeLoad: guard }).lazy(loadShell as never);
  const page = createRoute({ getParentRoute: () => shell, path: 'orders', loader: guard }).lazy(loadPage as never);
  const other = createRoute({ getParentRoute: () => shell, path: 'payouts' }).lazy(loadOther as never);
  const router = createRouter({
    routeTree: root.addChildren([shell.addChildren([page, other])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, guard, loadShell, loadPage, loadOther };
}

describe('loadMatchedRouteChunks', () => {
  it('starts loading the code of every route the location matches, and of no other', () => {
    const { router, loadShell, loadPage, loadOther } = routerAt('/orders');
    loadMatchedRouteChunks(router);
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadOther).not.toHaveBeenCalled();
  });

  it('runs no guard or loader and leaves the navigation to the router', () => {
    const { router, guard } = routerAt('/orders');
    loadMatchedRouteChunks(router);
    expect(guard).not.toHaveBeenCalled();
    expect(router.state.matches).toHaveLength(0);
  });

  it('swallows a chunk that fails to load (the navigation loads it again and reports it)', async () => {
    const { router, loadPage } = routerAt('/orders');
    loadPage.mockRejectedValueOnce(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    loadMatchedRouteChunks(router);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
