import type { Endpoint } from '../endpoint';
import * as v from 'valibot';
import {
  NotificationIdParamsSchema,
  NotificationsDataSchema,
  NotificationsQuerySchema,
} from '../../schemas/notifications';

export const notificationEndpoints = {
  notificationsList: {
    method: 'GET',
    path: '/notifications',
    summary:
      "The caller's notifications, newest first, with total and unread counts. Every signed-in user may read their own; a sub-admin sees only those of modules it has.",
    tag: 'notifications',
    auth: 'user',
    query: NotificationsQuerySchema,
    data: NotificationsDataSchema,
    list: { rows: 'notifications', total: 'total' },
  },
  notificationRead: {
    method: 'PATCH',
    path: '/notifications/{id}/read',
    summary: 'Mark one notification read (for the caller); 404 for one the caller cannot see',
    tag: 'notifications',
    auth: 'user',
    params: NotificationIdParamsSchema,
    data: v.object({ unread: v.number() }),
    background: true,
  },
  notificationsReadAll: {
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark every notification the caller can see read',
    tag: 'notifications',
    auth: 'user',
    data: v.object({ unread: v.number() }),
  },
} as const satisfies Record<string, Endpoint>;
