import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { INSTANCE_ID, NOTIFY_CHANNEL, type NotifyPayload } from './notifications.hub';

/** A database or an open transaction (`db.transaction(async (tx) => ...)`). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewNotification = {
  operatorId: string;
  /** 11 booking, 12 provider, 13 payout, 14 support, 15 customer. */
  pushType: number;
  /** The id of the thing the notification is about (order id for 11, provider id for 12, ...). */
  pushTypeId: string | null;
  title: string;
  message: string;
  /** The notifications tab: bookings, providers, support, customers, payouts. */
  label: string;
  icon?: string | null;
  color?: string | null;
  /** null (default) = every admin of the operator. */
  recipientAdminId?: string | null;
  subOrderId?: string | null;
  providerId?: string | null;
  customerId?: string | null;
};

/**
 * Records a console notification. Call it inside the transaction of the change it reports, so the
 * notification exists exactly when the change does.
 */
export async function createNotification(db: DbOrTx, n: NewNotification): Promise<{ id: string }> {
  const [row] = await db
    .insert(notifications)
    .values({
      operatorId: n.operatorId,
      pushType: n.pushType,
      pushTypeId: n.pushTypeId,
      title: n.title,
      message: n.message,
      label: n.label,
      icon: n.icon ?? null,
      color: n.color ?? null,
      recipientAdminId: n.recipientAdminId ?? null,
      subOrderId: n.subOrderId ?? null,
      providerId: n.providerId ?? null,
      customerId: n.customerId ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  // Delivered to every instance's listener when the transaction commits (never for a rolled-back change).
  const payload: NotifyPayload = { id: row.id, operatorId: n.operatorId, origin: INSTANCE_ID };
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(payload)})`);
  return row;
}
