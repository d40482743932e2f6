import type { Endpoint } from '../endpoint';
import * as v from 'valibot';
import { OkSchema } from '../endpoint';
import {
  DeviceLanguageBodySchema,
  DeviceTokenBodySchema,
  NotificationEventSchema,
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
  notificationsStream: {
    method: 'GET',
    path: '/notifications/stream',
    summary:
      'Server-Sent Events: `ready` with the unread count, then `notification` for each new notification the caller may see (with the new unread count), and `config` (`{}`) when the operator’s settings changed (fetch `/config` again); a comment every 25 s keeps it open. Ends when the session ends, or, when the server instance shuts down, with `reconnect` (`{retryMs}`, also as the SSE `retry`): connect again after that long (another instance answers).',
    tag: 'notifications',
    auth: 'user',
    stream: true,
    data: NotificationEventSchema,
    background: true,
  },
  deviceTokenRegister: {
    method: 'PUT',
    path: '/me/device-token',
    summary:
      "Register (or refresh) this device's push token for the current session, with the language its pushes are worded in (`locale`; when absent the device keeps the one it had, else English); logout detaches it. Pushes go to the devices of the admins who may see a notification.",
    tag: 'notifications',
    auth: 'user',
    body: DeviceTokenBodySchema,
    data: OkSchema,
    background: true,
  },
  deviceLanguage: {
    method: 'PUT',
    path: '/me/language',
    summary:
      "The language the user chose on this device: the background pushes of the current session's devices are worded in it (when the operator offers it, else in English). The console sends it at start and whenever the language changes.",
    tag: 'notifications',
    auth: 'user',
    body: DeviceLanguageBodySchema,
    data: OkSchema,
    background: true,
  },
} as const satisfies Record<string, Endpoint>;
