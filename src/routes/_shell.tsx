import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { AppLayout } from '@/app/app-layout';
import { Deferred } from '@/components/deferred';
import { meQueryOptions } from '@/features/auth/api/auth.queries';
import { ApiError } from '@/lib/api-client';
import { afterFirstScreen, markStartup } from '@/lib/first-paint';
import { canWaitForData, whenCacheRestored } from '@/lib/query-client';
import { session } from '@/lib/session';
import { FIRST_PAINT_ID } from '@/shared/first-paint';

/**
 * The shell. The router hands its first screen to React through a store (useSyncExternalStore), which React
 * renders in one blocking piece; while the server's first paint still covers the page, the shell instead
 * mounts in the background pass right after, which React renders in slices. Later (sign-in, reloads of
 * the router) it mounts at once: nothing would cover an empty frame.
 */
function Shell() {
  markStartup('shell');
  const [covered] = useState(() => document.getElementById(FIRST_PAINT_ID) !== null);
  return covered ? (
    <Deferred onReopen="now">
      <AppLayout />
    </Deferred>
  ) : (
    <AppLayout />
  );
}

/** Every signed-in screen: the sign-in guard, fresh permissions from GET /me, and the shell. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: async ({ location, context }) => {
    const current = session.get();
    if (!current) {
      throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
    }
    markStartup('guard');
    await whenCacheRestored();
    markStartup('restored');
    const me = meQueryOptions(current.user.id);
    // Offline without a cached copy: go on with the permissions stored with the session.
    if (!canWaitForData(context.queryClient.getQueryData(me.queryKey))) return;
    try {
      await context.queryClient.ensureQueryData(me);
      // A copy from before this page load renders at once, and is read again in the background, so a
      // permission an administrator changed meanwhile shows in the menu right after a reload (not a minute on).
      const state = context.queryClient.getQueryState(me.queryKey);
      // Once the first screen is drawn: on a reopen from the device nothing but the screen runs before it.
      if (state && state.dataUpdatedAt < performance.timeOrigin) {
        afterFirstScreen(() => void context.queryClient.fetchQuery({ ...me, staleTime: 0 }).catch(() => undefined));
      }
    } catch (error) {
      // Offline or server trouble: keep the permissions stored with the session.
      if (error instanceof ApiError && error.status === 401 && !session.get()) {
        throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
      }
    }
  },
  component: Shell,
});
