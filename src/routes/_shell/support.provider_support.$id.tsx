import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireModule } from '@/app/route-guards';
import { loadScreenWords } from '@/lib/screen-words';

const TicketPage = lazy(() => import('@/features/support/components/ticket-page'));

/** A provider support ticket (issue 67): a pushType 14 notification opens it. */
export const Route = createFileRoute('/_shell/support/provider_support/$id')({
  beforeLoad: requireModule('provider_support'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
  component: TicketRoute,
});

function TicketRoute() {
  const { id } = Route.useParams();
  return (
    <Suspense fallback={null}>
      <TicketPage id={id} desk="provider" />
    </Suspense>
  );
}
