import type { Endpoint } from '../endpoint';
import { NotificationsDataSchema, NotificationsQuerySchema } from '../../schemas/notifications';

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
} as const satisfies Record<string, Endpoint>;
