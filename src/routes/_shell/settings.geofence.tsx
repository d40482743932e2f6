import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { GeofencesList } from '@/features/areas/components/geofences-list';
import { geofencesList } from '@/features/areas/lib/geofences-list';

/** Settings → Geofences (issue 71): search, kind, status, sort and page live in the URL. */
export const Route = createFileRoute('/_shell/settings/geofence')({
  ...listRoute(geofencesList, () => import('@/features/areas/api/areas.queries').then((m) => m.geofencesListSource), {
    words: true,
  }),
  beforeLoad: requireModule('geofence'),
  component: GeofencesRoute,
});

function GeofencesRoute() {
  return <GeofencesList {...useListUrl(Route)} />;
}
