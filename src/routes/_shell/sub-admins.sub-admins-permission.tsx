import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MENU } from '@/app/navigation/menu';
import { requireModule } from '@/app/route-guards';
import { loadScreenWords } from '@/lib/screen-words';
import { SubAdminPermissionsScreen } from '@/features/sub-admins/components/sub-admin-permissions';

/**
 * A sub-admin's permissions (`?id=`), grouped like the side menu; an unknown id, or another operator's, shows
 * not found.
 */
export const Route = createFileRoute('/_shell/sub-admins/sub-admins-permission')({
  validateSearch: v.object({ id: v.fallback(v.optional(v.string(), ''), '') }),
  beforeLoad: requireModule('sub-admins'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: async ({ context, deps }) => {
    const words = loadScreenWords();
    const id = deps.id;
    if (!id) return words;
    void import('@/features/sub-admins/api/sub-admins.queries').then(({ subAdminDetailQueryOptions }) =>
      context.queryClient.prefetchQuery(subAdminDetailQueryOptions(id)),
    );
    await words;
  },
  component: SubAdminPermissionsRoute,
});

function SubAdminPermissionsRoute() {
  const { id } = Route.useSearch();
  return <SubAdminPermissionsScreen id={id} menu={MENU} />;
}
