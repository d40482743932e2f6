import { createFileRoute } from '@tanstack/react-router';
import { loadScreenWords } from '@/lib/screen-words';
import { requireModule } from '@/app/route-guards';
import { CustomersList } from '@/features/customers/components/customers-list';
import { customersList } from '@/features/customers/lib/customers-list';

/** Users → Customers: search, tab, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/users/customerlist/')({
  validateSearch: customersList.searchSchema,
  beforeLoad: requireModule('customer'),
  loaderDeps: ({ search }) => search,
  // The call's schemas load with the screen, not with the start-up code every route carries.
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    void import('@/features/customers/api/customers.queries').then(({ customersListQueryOptions }) =>
      context.queryClient.prefetchQuery(
        customersListQueryOptions(customersList.apiQuery(customersList.viewFrom(deps))),
      ),
    );
    await words;
  },
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomersList
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
