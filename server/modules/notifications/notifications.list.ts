import { and, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Notification } from '../../../src/shared/schemas/notifications';
import { visiblePushTypes } from '../../../src/shared/schemas/notifications';
import type { Caller } from '../../context';
import type { Db } from '../../db/client';
import { customers, notifications, providers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** The notifications a caller may see: its operator's, addressed to it or to all, of its modules. */
export function visibleTo(caller: Caller) {
  const { allowed, known } = visiblePushTypes(caller.modules);
  return and(
    eq(notifications.operatorId, caller.operatorId),
    or(isNull(notifications.recipientAdminId), eq(notifications.recipientAdminId, caller.adminId)),
    or(
      allowed.length ? inArray(notifications.pushType, allowed) : sql`false`,
      notInArray(notifications.pushType, known),
    ),
  );
}

export async function listNotifications(
  db: Db,
  caller: Caller,
  page: { pageNumber: number; pageSize: number },
): Promise<{ notifications: Notification[]; total: number; unread: number }> {
  const where = visibleTo(caller);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(where);
  const rows = await db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      title: notifications.title,
      message: notifications.message,
      label: notifications.label,
      icon: notifications.icon,
      color: notifications.color,
      pushType: notifications.pushType,
      pushTypeId: notifications.pushTypeId,
      subOrderId: notifications.subOrderId,
      providerId: notifications.providerId,
      customerId: notifications.customerId,
      readAt: notifications.readAt,
      customerName: sql<string | null>`nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`,
      providerName: providers.name,
    })
    .from(notifications)
    .leftJoin(customers, eq(customers.id, notifications.customerId))
    .leftJoin(providers, eq(providers.id, notifications.providerId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  return {
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    notifications: rows.map(({ readAt, customerName, providerName, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      user: customerName ?? providerName ?? null,
      status: readAt ? 'Read' : 'Unread',
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visibleTo(caller), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one notification read; one the caller cannot see (or a malformed id) is 404. */
export async function markRead(db: Db, caller: Caller, id: string): Promise<{ unread: number }> {
  if (!UUID.test(id)) throw notFound('Notification not found');
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(visibleTo(caller), eq(notifications.id, id)))
    .limit(1);
  if (!row) throw notFound('Notification not found');
  if (!row.readAt) await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
  return { unread: await unreadCount(db, caller) };
}

export async function markAllRead(db: Db, caller: Caller): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(visibleTo(caller), isNull(notifications.readAt)));
  return { unread: await unreadCount(db, caller) };
}
