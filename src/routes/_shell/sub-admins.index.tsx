import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { SubAdminsList } from '@/features/sub-admins/components/sub-admins-list';
import { subAdminsList } from '@/features/sub-admins/lib/sub-admins-list';

/** Sub-admins: search, status tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/sub-admins/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    subAdminsList,
    () => import('@/features/sub-admins/api/sub-admins.queries').then((m) => m.subAdminsListSource),
    { words: true },
  ),
  beforeLoad: requireModule('sub-admins'),
  component: SubAdminsRoute,
});

function SubAdminsRoute() {
  return <SubAdminsList {...useListUrl(Route)} />;
}
