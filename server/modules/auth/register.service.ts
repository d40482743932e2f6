import { and, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { PUSH_TYPES } from '../../../src/shared/schemas/notifications';
import type { RegisterBodySchema } from '../../../src/shared/schemas/register';
import type { Deps } from '../../context';
import { admins } from '../../db/schema';
import { httpError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { createNotification } from '../notifications/notifications.service';

/**
 * A request for an account (the register page): a new address becomes an inactive sub-admin of the operator
 * with the dashboard module, marked as requested, for an ADMIN to approve (activate) or remove. A taken address
 * changes nothing and answers the same, after the same password hashing, so the page tells nobody which
 * addresses have accounts. Each request counts against the address's sign-in attempts per minute.
 *
 * A new request notifies each active ADMIN of the operator (addressed to it: sub-admins, even with the
 * sub-admins module, do not get it), in the transaction that creates the account; it opens the Requests tab.
 */
export async function register(
  deps: Deps,
  operatorId: string,
  body: v.InferOutput<typeof RegisterBodySchema>,
  ip: string,
): Promise<{ ok: true }> {
  const wait = await deps.limits.loginIp.retryAfter(ip);
  if (wait > 0) throw httpError(429, 'auth.too_many_attempts', { seconds: wait }, { 'Retry-After': String(wait) });
  await deps.limits.loginIp.hit(ip);
  const passwordHash = await hashPassword(body.password);
  const created = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .insert(admins)
      .values({
        operatorId,
        role: 'SUB_ADMIN',
        email: body.username,
        passwordHash,
        firstName: body.username.split('@')[0] ?? body.username,
        lastName: '',
        permissions: ['dashboard'],
        isActive: false,
        requestedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    const request = rows[0];
    if (!request) return rows;
    const operatorAdmins = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(
        and(
          eq(admins.operatorId, operatorId),
          eq(admins.role, 'ADMIN'),
          eq(admins.isActive, true),
          isNull(admins.deletedAt),
        ),
      );
    for (const admin of operatorAdmins) {
      await createNotification(tx, {
        operatorId,
        pushType: PUSH_TYPES.accountRequest,
        pushTypeId: request.id,
        recipientAdminId: admin.id,
        code: 'notification.account_requested',
        params: { email: body.username },
        label: 'sub-admins',
        icon: 'user-plus',
        color: '#1C7ED6',
      });
    }
    return rows;
  });
  deps.logger.info('account requested', { operatorId, created: created.length > 0 });
  return { ok: true };
}
