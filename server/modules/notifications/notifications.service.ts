import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/shared/locales';
import type { MessageParams } from '../../../src/shared/message-format';
import { englishNotification, type NotificationCode } from '../../../src/shared/notification-messages';
import type { Db } from '../../db/client';
import { deviceTokens, notifications } from '../../db/schema';
import { INSTANCE_ID, NOTIFY_CHANNEL, type NotifyPayload } from './notifications.hub';

/** A database or an open transaction (`db.transaction(async (tx) => ...)`). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewNotification = {
  operatorId: string;
  /** 11 booking, 12 provider, 13 payout, 14 support, 15 customer. */
  pushType: number;
  /** The id of the thing the notification is about (order id for 11, provider id for 12, ...). */
  pushTypeId: string | null;
  /** What it says (decision 007): worded in each reader's language where it is shown. */
  code: NotificationCode;
  /** Raw values (ids, status numbers, amounts with `currency`): how they are shown is the code's business. */
  params: MessageParams;
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
 * notification exists exactly when the change does. `title` and `message` keep the English wording for
 * the API's clients that do not render codes.
 */
export async function createNotification(db: DbOrTx, n: NewNotification): Promise<{ id: string }> {
  const english = englishNotification(n);
  const [row] = await db
    .insert(notifications)
    // The notification's fields are its columns (one not given is null), with the English wording.
    .values({ ...n, title: english.title, message: english.message })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  // Delivered to every instance's listener when the transaction commits (never for a rolled-back change).
  const payload: NotifyPayload = { id: row.id, operatorId: n.operatorId, origin: INSTANCE_ID };
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(payload)})`);
  return row;
}

/**
 * The language the user chose on this device (decision 007): the devices of the caller's session word
 * their pushes in it. A token given with it is set to it too (registered just before, maybe in a session
 * that has other devices).
 */
export async function setDeviceLanguage(
  db: Db,
  who: { adminId: string; familyId: string },
  locale: Locale,
  token?: string,
): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ locale })
    .where(
      and(
        eq(deviceTokens.adminId, who.adminId),
        token ? eq(deviceTokens.token, token) : eq(deviceTokens.familyId, who.familyId),
      ),
    );
}
