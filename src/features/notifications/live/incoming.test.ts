import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/schemas/notifications';
import { notificationKeys } from '../api/notifications.queries';
import { applyIncoming, createSeenSet, snackbarText } from './incoming';
import { notificationFromPush } from './push-message';

const row = (id: string, status: 'Read' | 'Unread' = 'Unread'): Notification => ({
  id,
  createdAt: '2026-11-22T10:00:00.000Z',
  title: `t-${id}`,
  message: null,
  code: 'notification.text',
  params: {},
  label: 'bookings',
  icon: null,
  color: null,
  pushType: 11,
  pushTypeId: 'o1',
  subOrderId: 'o1',
  providerId: null,
  customerId: null,
  user: null,
  status,
});

describe('incoming notifications', () => {
  it('go to the front of a loaded feed with the server’s unread count, once', () => {
    const qc = new QueryClient();
    qc.setQueryData(notificationKeys.feed(), {
      pages: [{ notifications: [row('a'), row('b', 'Read')], total: 12, unread: 3 }],
      pageParams: [1],
    });
    qc.setQueryData(notificationKeys.summary(), { notifications: [row('a')], total: 12, unread: 3 });
    applyIncoming(qc, row('new'), 4);
    applyIncoming(qc, row('new'), 4);
    const feed = qc.getQueryData<{ pages: Array<{ notifications: Notification[]; total: number; unread: number }> }>(
      notificationKeys.feed(),
    );
    expect(feed?.pages[0]?.notifications.map((n) => n.id)).toEqual(['new', 'a', 'b']);
    expect(feed?.pages[0]).toMatchObject({ total: 13, unread: 4 });
    expect(qc.getQueryData(notificationKeys.summary())).toMatchObject({ total: 13, unread: 4 });
  });

  it('counts up by one when the unread count is unknown (a push) and leaves unloaded lists alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(notificationKeys.summary(), { notifications: [], total: 0, unread: 0 });
    applyIncoming(qc, row('p1'));
    expect(qc.getQueryData(notificationKeys.summary())).toMatchObject({ total: 1, unread: 1 });
    expect(qc.getQueryData(notificationKeys.feed())).toBeUndefined();
  });

  it('reads "Title: body" with the spec’s defaults', () => {
    expect(snackbarText('New booking', 'Asha booked a cleaning')).toBe('New booking: Asha booked a cleaning');
    expect(snackbarText(null, '  ')).toBe('No Title: No content');
  });

  it('shows each id once', () => {
    const seen = createSeenSet(2);
    expect([seen.first('a'), seen.first('a'), seen.first('b'), seen.first('c'), seen.first('a')]).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('turns an FCM-shaped message into a list row', () => {
    const n = notificationFromPush(
      {
        notification: { title: 'Payout requested', body: 'Asha requested a payout.' },
        data: { notificationId: 'n-1', pushType: '13', pushTypeId: 'p-1', providerId: 'pr-1', label: 'payouts' },
        fcmOptions: { link: '/notification' },
        from: '1234',
        messageId: 'm-1',
      },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(n).toMatchObject({
      id: 'n-1',
      title: 'Payout requested',
      message: 'Asha requested a payout.',
      pushType: 13,
      pushTypeId: 'p-1',
      providerId: 'pr-1',
      customerId: null,
      status: 'Unread',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('keeps the code and parameters a push carries, so the console words it in its own language', () => {
    const data = { notificationId: 'n-2', pushType: '13', label: 'payouts', code: 'notification.payout_requested' };
    const withParams = notificationFromPush({
      notification: { title: 'Pagamento pedido', body: 'Asha pediu um pagamento de 12,00 €.' },
      data: { ...data, params: JSON.stringify({ provider: 'Asha', amount: 12, currency: 'EUR' }) },
    });
    expect(withParams).toMatchObject({
      code: 'notification.payout_requested',
      params: { provider: 'Asha', amount: 12, currency: 'EUR' },
      title: 'Pagamento pedido',
    });
    expect(notificationFromPush({ data: { ...data, params: '{not json' } })).toMatchObject({ params: {} });
    expect(notificationFromPush({ data: { notificationId: 'n-3' } })).toMatchObject({ code: 'notification.text' });
  });
});
