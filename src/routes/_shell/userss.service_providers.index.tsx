import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { ProvidersList } from '@/features/providers/components/providers-list';
import { providersList } from '@/features/providers/lib/providers-list';

/** Service providers (the spec's route `userss/service_providers`): the view lives in the URL. */
export const Route = createFileRoute('/_shell/userss/service_providers/')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(
    providersList,
    () => import('@/features/providers/api/providers.queries').then((m) => m.providersListSource),
    { words: true },
  ),
  beforeLoad: requireModule('service_providers'),
  component: ProvidersRoute,
});

function ProvidersRoute() {
  return <ProvidersList {...useListUrl(Route)} />;
}
