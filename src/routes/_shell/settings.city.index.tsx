import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { CitiesList } from '@/features/areas/components/cities-list';
import { citiesList } from '@/features/areas/lib/cities-list';

/** Settings → Cities (issue 71): search, status, sort and page live in the URL. */
export const Route = createFileRoute('/_shell/settings/city/')({
  ...listRoute(citiesList, () => import('@/features/areas/api/areas.queries').then((m) => m.citiesListSource), {
    words: true,
  }),
  beforeLoad: requireModule('city'),
  component: CitiesRoute,
});

function CitiesRoute() {
  return <CitiesList {...useListUrl(Route)} />;
}
