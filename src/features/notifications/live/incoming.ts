import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification } from '@/shared/schemas/notifications';
import { notificationKeys } from '../api/notifications.queries';

type Page = { notifications: Notification[]; total: number; unread: number };

/**
 * A notification that arrived while the console is open (SSE or a foreground push) goes to the front of
 * the drawer's list; the counts follow, and the notifications page refetches. Nothing is fetched for a
 * list that was never loaded.
 */
export function applyIncoming(queryClient: QueryClient, notification: Notification, unread?: number) {
  let isNew = true;
  queryClient.setQueryData<InfiniteData<Page, number>>(notificationKeys.feed(), (feed) => {
    if (!feed) return feed;
    if (feed.pages.some((p) => p.notifications.some((n) => n.id === notification.id))) {
      isNew = false;
      return feed;
    }
    const [first, ...rest] = feed.pages;
    if (!first) return feed;
    return {
      ...feed,
      pages: [
        {
          ...first,
          notifications: [notification, ...first.notifications],
          total: first.total + 1,
          unread: unread ?? first.unread + 1,
        },
        ...rest,
      ],
    };
  });
  queryClient.setQueryData<Page>(notificationKeys.summary(), (summary) =>
    summary
      ? {
          ...summary,
          total: summary.total + (isNew ? 1 : 0),
          unread: unread ?? summary.unread + (isNew ? 1 : 0),
        }
      : summary,
  );
  // A list being fetched right now may answer without the new row: fetch it again.
  for (const key of [notificationKeys.feed(), notificationKeys.summary()]) {
    if (queryClient.getQueryState(key)?.fetchStatus === 'fetching')
      void queryClient.invalidateQueries({ queryKey: key });
  }
  void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'] });
}

/** The snackbar's text: "Title: body" (spec part 1 §9), with the spec's defaults for missing parts. */
export function snackbarText(title: string | null | undefined, body: string | null | undefined): string {
  return `${title?.trim() || 'No Title'}: ${body?.trim() || 'No content'}`;
}

/**
 * Ids shown lately: the same notification can arrive twice (over SSE and as a push forwarded by the
 * service worker); only the first shows a snackbar.
 */
export function createSeenSet(limit = 200) {
  const seen: string[] = [];
  return {
    /** True the first time an id is offered. */
    first(id: string): boolean {
      if (seen.includes(id)) return false;
      seen.push(id);
      if (seen.length > limit) seen.shift();
      return true;
    },
  };
}
