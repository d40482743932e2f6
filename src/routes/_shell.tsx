import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/app/app-layout';
import { meQueryOptions } from '@/features/auth/api/auth.queries';
import { ApiError } from '@/lib/api-client';
import { canWaitForData, whenCacheRestored } from '@/lib/query-client';
import { session } from '@/lib/session';

/** Every signed-in screen: the sign-in guard, fresh permissions from GET /me, and the shell. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: async ({ location, context }) => {
    const current = session.get();
    if (!current) {
      throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
    }
    await whenCacheRestored();
    const me = meQueryOptions(current.user.id);
    // Offline without a cached copy: go on with the permissions stored with the session.
    if (!canWaitForData(context.queryClient.getQueryData(me.queryKey))) return;
    try {
      await context.queryClient.ensureQueryData(me);
    } catch (error) {
      // Offline or server trouble: keep the permissions stored with the session.
      if (error instanceof ApiError && error.status === 401 && !session.get()) {
        throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
      }
    }
  },
  component: AppLayout,
});
