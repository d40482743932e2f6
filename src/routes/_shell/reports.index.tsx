import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';

/** The menu's Reports opens the first tab. */
export const Route = createFileRoute('/_shell/reports/')({
  beforeLoad: () => {
    requireModule('reports')();
    throw redirect({ to: '/reports/$tab', params: { tab: 'users' }, replace: true });
  },
});
