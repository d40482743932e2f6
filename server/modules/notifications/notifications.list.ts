import { and, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Notification } from '../../../src/shared/schemas/notifications';
import { visiblePushTypes } from '../../../src/shared/schemas/notifications';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/client';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { customers, notificationReads, notifications, orders, providers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { IdScope } from '../../lib/scoped';

type Reader = Pick<Caller, 'adminId' | 'operatorId' | 'modules'>;

/** The notifications a caller may see: its operator's, addressed to it or to all, of its modules. */
export function visibleTo(caller: Reader) {
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

/** A customer's name; a missing last name leaves the first (`||` with a null gave no name at all). */
const customerName = (c: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${c.firstName}, ${c.lastName})), '')`;

/** The customer of a notification's booking: a booking's notification names its booking, not its customer. */
const bookingCustomers = alias(customers, 'booking_customers');

/** True when `caller` has read the notification of the current row. */
const readBy = (caller: Reader) =>
  sql`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.adminId} = ${caller.adminId})`;

async function selectNotifications(
  db: Db,
  caller: Reader,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      title: notifications.title,
      message: notifications.message,
      code: notifications.code,
      params: notifications.params,
      label: notifications.label,
      icon: notifications.icon,
      color: notifications.color,
      pushType: notifications.pushType,
      pushTypeId: notifications.pushTypeId,
      subOrderId: notifications.subOrderId,
      providerId: notifications.providerId,
      customerId: notifications.customerId,
      read: sql<boolean>`${readBy(caller)}`,
      customerName: customerName(customers),
      providerName: providers.name,
      bookingCustomerName: customerName(bookingCustomers),
    })
    .from(notifications)
    .leftJoin(customers, eq(customers.id, notifications.customerId))
    .leftJoin(providers, eq(providers.id, notifications.providerId))
    .leftJoin(orders, and(eq(orders.id, notifications.subOrderId), eq(orders.operatorId, notifications.operatorId)))
    .leftJoin(bookingCustomers, eq(bookingCustomers.id, orders.customerId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ read, customerName, providerName, bookingCustomerName, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    user: customerName ?? providerName ?? bookingCustomerName ?? null,
    status: read ? 'Read' : 'Unread',
  }));
}

export async function listNotifications(
  db: Db,
  caller: Reader,
  page: { pageNumber: number; pageSize: number },
): Promise<{ notifications: Notification[]; total: number; unread: number }> {
  const where = visibleTo(caller);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${readBy(caller)}))::int`,
    })
    .from(notifications)
    .where(where);
  const rows = await selectNotifications(db, caller, where, {
    limit: page.pageSize,
    offset: (page.pageNumber - 1) * page.pageSize,
  });
  return { total: counts?.total ?? 0, unread: counts?.unread ?? 0, notifications: rows };
}

/** One notification as `caller` sees it in its list, or null when the caller may not see it. */
export async function notificationFor(db: Db, caller: Reader, id: string): Promise<Notification | null> {
  const [row] = await selectNotifications(db, caller, and(visibleTo(caller), eq(notifications.id, id)), {
    limit: 1,
    offset: 0,
  });
  return row ?? null;
}

export async function unreadCount(db: Db, caller: Reader): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visibleTo(caller), sql`not ${readBy(caller)}`));
  return row?.unread ?? 0;
}

/** One notification the caller can see, by id: a malformed id is 404 like one the caller cannot see. */
export const notification: IdScope = { notFound: 'notification.not_found' };

/** Marks one notification read for the caller; one the caller cannot see is 404. */
export async function markRead(db: Db, caller: Reader, id: string): Promise<{ unread: number }> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(visibleTo(caller), eq(notifications.id, id)))
    .limit(1);
  if (!row) throw notFound('notification.not_found');
  await db.insert(notificationReads).values({ notificationId: id, adminId: caller.adminId }).onConflictDoNothing();
  return { unread: await unreadCount(db, caller) };
}

/** Marks every notification the caller can see read, for the caller only. */
export async function markAllRead(db: Db, caller: Reader): Promise<{ unread: number }> {
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, admin_id)
    select ${notifications.id}, ${caller.adminId}::uuid from ${notifications}
    where ${and(visibleTo(caller), sql`not ${readBy(caller)}`)}
    on conflict do nothing`);
  return { unread: await unreadCount(db, caller) };
}
