import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireModule } from '@/app/route-guards';
import { loadScreenWords } from '@/lib/screen-words';

// The rich-text editor (tiptap) is this route's alone: no other route's code carries it.
const PageEditor = lazy(() => import('@/features/pages/components/page-editor'));

/** One content page: its draft per language, publish, versions and preview. */
export const Route = createFileRoute('/_shell/settings/cms/$id')({
  beforeLoad: requireModule('cms'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
  component: PageRoute,
});

function PageRoute() {
  const { id } = Route.useParams();
  return (
    <Suspense fallback={null}>
      <PageEditor id={id} />
    </Suspense>
  );
}
