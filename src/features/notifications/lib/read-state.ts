import type { InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@/shared/schemas/notifications';

type ListData = { notifications: Notification[]; total: number; unread: number };

/** `data` with notification `id` (or every one, `'all'`) read and the unread count lowered to match. */
export function withRead<T extends ListData>(data: T, id: string | 'all'): T {
  if (id === 'all') {
    return { ...data, unread: 0, notifications: data.notifications.map((n) => ({ ...n, status: 'Read' as const })) };
  }
  const target = data.notifications.find((n) => n.id === id);
  // A page without the item still carries the shared unread count: it drops by one if the item was unread
  // (known from any page: the caller passes `wasUnread`).
  return {
    ...data,
    notifications: target
      ? data.notifications.map((n) => (n.id === id ? { ...n, status: 'Read' as const } : n))
      : data.notifications,
  };
}

/** The unread count after reading `id`, given whether it was unread when the user opened it. */
export const unreadAfter = (unread: number, wasUnread: boolean) => (wasUnread ? Math.max(0, unread - 1) : unread);

/** Applies a read to one cached value: a page of the list / the summary, or the drawer's pages. */
export function applyRead(
  data: ListData | InfiniteData<ListData> | undefined,
  id: string | 'all',
  wasUnread: boolean,
): ListData | InfiniteData<ListData> | undefined {
  if (!data) return data;
  const one = (page: ListData) => {
    const read = withRead(page, id);
    return id === 'all' ? read : { ...read, unread: unreadAfter(page.unread, wasUnread) };
  };
  if ('pages' in data) return { ...data, pages: data.pages.map(one) };
  return one(data);
}
