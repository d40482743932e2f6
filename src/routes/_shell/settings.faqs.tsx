import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { listRoute, useListUrl } from '@/components/list/list-route';
import { FaqsList } from '@/features/faqs/components/faqs-list';
import { faqsList } from '@/features/faqs/lib/faqs-list';

/** Settings → FAQs (issue 70): search, filters, sort and page live in the URL, so a link reproduces the view. */
export const Route = createFileRoute('/_shell/settings/faqs')({
  // The call's schemas load with the screen, not with the start-up code every route carries.
  ...listRoute(faqsList, () => import('@/features/faqs/api/faqs.queries').then((m) => m.faqsListSource), {
    words: true,
  }),
  beforeLoad: requireModule('faqs'),
  component: FaqsRoute,
});

function FaqsRoute() {
  return <FaqsList {...useListUrl(Route)} />;
}
