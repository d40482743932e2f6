import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { notificationPageOptions } from '@/features/notifications/api/notifications.queries';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { NotificationsSearchSchema } from '@/features/notifications/lib/notifications-search';
import { routeForPush } from '@/shared/push-routes';

export const Route = createFileRoute('/_shell/notification')({
  validateSearch: NotificationsSearchSchema,
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
