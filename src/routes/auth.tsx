import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '@/app/auth-layout';
import { homeHref } from '@/app/navigation/home';
import { session } from '@/lib/session';

/** The auth area: a centred layout for login, register and forgot-password. */
export const Route = createFileRoute('/auth')({
  beforeLoad: ({ location }) => {
    if (location.pathname === '/auth' || location.pathname === '/auth/')
      throw redirect({ to: '/auth/login', replace: true });
    if (session.get() && location.pathname === '/auth/login') throw redirect({ href: homeHref(), replace: true });
  },
  component: AuthLayout,
});
