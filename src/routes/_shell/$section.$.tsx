import { createFileRoute } from '@tanstack/react-router';

/** Deeper paths of a coming-soon section (e.g. /support/provider_support): the section page shows. */
export const Route = createFileRoute('/_shell/$section/$')({
  component: () => null,
});
