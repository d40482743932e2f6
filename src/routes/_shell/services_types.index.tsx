import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { ServiceTypesList } from '@/features/service-types/components/service-types-list';
import { serviceTypesList } from '@/features/service-types/lib/service-types-list';

/** Service types: search, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/services_types/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    serviceTypesList,
    () => import('@/features/service-types/api/service-types.queries').then((m) => m.serviceTypesListSource),
    { words: true },
  ),
  beforeLoad: requireModule('services_types'),
  component: ServiceTypesRoute,
});

function ServiceTypesRoute() {
  return <ServiceTypesList {...useListUrl(Route)} />;
}
