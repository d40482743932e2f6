import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { CustomerViewScreen } from '@/features/customers/components/customer-view';
import { relatedBookings } from '@/components/detail/related-bookings-list';

/**
 * One customer (the pushType 15 notifications' target). The page draws its own not-found state, so an
 * unknown id (or another operator's) is not a route error.
 */
export const Route = createFileRoute('/_shell/users/customerlist/view_customer/$id')({
  validateSearch: relatedBookings.searchSchema,
  beforeLoad: requireModule('customer'),
  // The call's schemas load with the screen, not with the start-up code every route carries.
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, params }) => {
    const words = loadScreenWords();
    void import('@/features/customers/api/customers.queries').then(({ customerDetailQueryOptions }) =>
      context.queryClient.prefetchQuery(customerDetailQueryOptions(params.id)),
    );
    await words;
  },
  component: CustomerViewRoute,
});

function CustomerViewRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CustomerViewScreen id={id} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
