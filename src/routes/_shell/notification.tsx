import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireModule } from '@/app/route-guards';
import { notificationPageOptions } from '@/features/notifications/api/notifications.queries';
import { NOTIFICATION_PAGE_SIZES, NotificationsPage } from '@/features/notifications/components/notifications-page';
import { intInRange } from '@/shared/schemas/common';
import { routeForPush } from '@/shared/push-routes';

export const Route = createFileRoute('/_shell/notification')({
  validateSearch: v.object({
    pageNumber: v.optional(v.fallback(intInRange(1, 100_000), 1), 1),
    pageSize: v.optional(
      v.fallback(
        v.pipe(
          intInRange(1, 100),
          v.check((n) => NOTIFICATION_PAGE_SIZES.includes(n)),
        ),
        10,
      ),
      10,
    ),
  }),
  beforeLoad: requireModule('notifications'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(notificationPageOptions(deps.pageNumber, deps.pageSize)),
  component: NotificationRoute,
});

function NotificationRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NotificationsPage
      pageNumber={search.pageNumber}
      pageSize={search.pageSize}
      onPage={(page) => void navigate({ search: page })}
      onOpen={(item) => {
        const to = routeForPush(item);
        if (to) void navigate({ href: to });
      }}
    />
  );
}
