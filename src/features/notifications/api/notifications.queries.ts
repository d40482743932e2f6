import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationEndpoints } from '@/shared/api/endpoints/notifications';

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
  summary: () => [...notificationKeys.all, 'summary'] as const,
  page: (pageNumber: number, pageSize: number) => [...notificationKeys.all, 'page', { pageNumber, pageSize }] as const,
};

/** One page of the notifications page. */
export const notificationPageOptions = (pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: notificationKeys.page(pageNumber, pageSize),
    queryFn: ({ signal }) =>
      api(notificationEndpoints.notificationsList, { query: { pageNumber, pageSize } }, { signal }),
    placeholderData: (previous) => previous,
  });

/** The drawer's feed: pages of 10, the next page number is current+1 (spec part 1 §9). */
export const notificationFeedOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.feed(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api(
        notificationEndpoints.notificationsList,
        { query: { pageNumber: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE } },
        { signal, background: true },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.notifications.length, 0);
      return loaded < last.total && last.notifications.length > 0 ? pages.length + 1 : undefined;
    },
  });

/** Total and unread counts for the header dot (one row is enough). */
export const notificationSummaryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }) =>
      api(
        notificationEndpoints.notificationsList,
        { query: { pageNumber: 1, pageSize: 1 } },
        { signal, background: true },
      ),
    select: (data) => ({ total: data.total, unread: data.unread }),
    refetchInterval: 60_000,
  });
