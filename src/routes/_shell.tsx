import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/app/app-layout';
import { session } from '@/lib/session';

/** Every signed-in screen: the guard and the shell. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: ({ location }) => {
    if (!session.get()) {
      throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AppLayout,
});
