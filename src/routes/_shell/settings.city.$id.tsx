import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireModule } from '@/app/route-guards';
import { loadScreenWords } from '@/lib/screen-words';

// The map (leaflet, geoman, the countries' outline) is this route's alone: no other route's code carries it.
const CityPage = lazy(() => import('@/features/areas/components/city-page'));

/** One city (or `new`): its names, country, time zone, currency and outline on the offline map. */
export const Route = createFileRoute('/_shell/settings/city/$id')({
  beforeLoad: requireModule('city'),
  loader: () => loadScreenWords(),
  component: CityRoute,
});

function CityRoute() {
  const { id } = Route.useParams();
  return (
    <Suspense fallback={null}>
      <CityPage id={id} />
    </Suspense>
  );
}
