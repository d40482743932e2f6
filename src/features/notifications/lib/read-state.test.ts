import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/schemas/notifications';
import { applyRead } from './read-state';

const item = (id: string, status: Notification['status']): Notification => ({
  id,
  createdAt: '2026-11-20T10:00:00Z',
  title: 't',
  message: 'm',
  code: 'notification.text',
  params: {},
  label: null,
  icon: null,
  color: null,
  pushType: 11,
  pushTypeId: null,
  subOrderId: null,
  providerId: null,
  customerId: null,
  user: null,
  status,
});

const page = { notifications: [item('a', 'Unread'), item('b', 'Unread'), item('c', 'Read')], total: 3, unread: 2 };

describe('applyRead', () => {
  it('marks one notification read and lowers the unread count by one', () => {
    const next = applyRead(page, 'a', true) as typeof page;
    expect(next.notifications.map((n) => n.status)).toEqual(['Read', 'Unread', 'Read']);
    expect(next.unread).toBe(1);
    expect(page.unread).toBe(2);
  });

  it('leaves the count alone when the notification was already read', () => {
    expect((applyRead(page, 'c', false) as typeof page).unread).toBe(2);
  });

  it('lowers the count on a page (the header summary) that does not hold the notification', () => {
    const summary = { notifications: [item('z', 'Unread')], total: 3, unread: 2 };
    const next = applyRead(summary, 'a', true) as typeof summary;
    expect(next.unread).toBe(1);
    expect(next.notifications[0]?.status).toBe('Unread');
  });

  it('marks every page of the drawer read for "all"', () => {
    const feed = { pages: [page, { ...page, notifications: [item('d', 'Unread')] }], pageParams: [1, 2] };
    const next = applyRead(feed, 'all', true) as typeof feed;
    expect(next.pages.flatMap((p) => p.notifications).every((n) => n.status === 'Read')).toBe(true);
    expect(next.pages.every((p) => p.unread === 0)).toBe(true);
  });
});
