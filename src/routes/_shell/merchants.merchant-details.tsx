import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { MerchantDetailScreen } from '@/features/merchants/components/merchant-detail';

/** A merchant (`?id=`): profile, agents and bookings; an unknown id, or another operator's, shows not found. */
export const Route = createFileRoute('/_shell/merchants/merchant-details')({
  validateSearch: v.object({ id: v.fallback(v.optional(v.string(), ''), '') }),
  beforeLoad: requireModule('merchants'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    const id = deps.id;
    if (!id) return;
    void import('@/features/merchants/api/merchants.queries').then(({ merchantDetailQueryOptions }) =>
      context.queryClient.prefetchQuery(merchantDetailQueryOptions(id)),
    );
  },
  component: MerchantDetailsRoute,
});

function MerchantDetailsRoute() {
  const { id } = Route.useSearch();
  return <MerchantDetailScreen id={id} />;
}
