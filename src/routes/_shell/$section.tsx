import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoonScreen } from '@/app/coming-soon-screen';
import { homeHref } from '@/app/navigation/home';
import { sectionFor } from '@/app/navigation/sections';
import { requireModule } from '@/app/route-guards';

/** Sections of the menu without a screen yet: guarded like the menu, then "coming soon". */
export const Route = createFileRoute('/_shell/$section')({
  beforeLoad: ({ params, location }) => {
    const rest = location.pathname.split('/').slice(2).join('/');
    const section = sectionFor(params.section, rest);
    if (!section) throw redirect({ href: homeHref(), replace: true });
    requireModule(...section.modules)();
    return { sectionTitle: section.title };
  },
  component: ComingSoonScreen,
});
