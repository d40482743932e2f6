import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeHref } from '@/app/navigation/home';

/** Any unknown path redirects to the dashboard, or to the first screen a user without it may open. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ href: homeHref(), replace: true });
  },
});
