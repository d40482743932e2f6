import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { merchantDetailQueryOptions } from '@/features/merchants/api/merchants.queries';
import { MerchantDetailScreen } from '@/features/merchants/components/merchant-detail';

/** A merchant (`?id=`): profile, agents and bookings; an unknown id, or another operator's, shows not found. */
export const Route = createFileRoute('/_shell/merchants/merchant-details')({
  validateSearch: v.object({ id: v.fallback(v.optional(v.string(), ''), '') }),
  beforeLoad: requireModule('merchants'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id) void context.queryClient.prefetchQuery(merchantDetailQueryOptions(deps.id));
  },
  component: MerchantDetailsRoute,
});

function MerchantDetailsRoute() {
  const { id } = Route.useSearch();
  return <MerchantDetailScreen id={id} />;
}
