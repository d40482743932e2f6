import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { PagesList } from '@/features/pages/components/pages-list';
import { pagesList } from '@/features/pages/lib/pages-list';
import { i18n } from '@/lib/i18n';

/** Settings → Content pages: search, audience, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/settings/cms/')({
  // The call's schemas load with the screen; titles in the reader's language.
  ...listRoute(
    pagesList,
    () => import('@/features/pages/api/pages.queries').then((m) => m.pagesListSource(i18n.locale)),
    { words: true },
  ),
  beforeLoad: requireModule('cms'),
  component: PagesRoute,
});

function PagesRoute() {
  return <PagesList {...useListUrl(Route)} />;
}
