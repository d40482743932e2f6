import type * as v from 'valibot';
import type { RegisterBodySchema } from '../../../src/shared/schemas/register';
import type { Deps } from '../../context';
import { admins } from '../../db/schema';
import { httpError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';

/**
 * A request for an account (the register page): a new address becomes an inactive sub-admin of the operator
 * with the dashboard module, marked as requested, for an ADMIN to approve (activate) or remove. A taken address
 * changes nothing and answers the same, after the same password hashing, so the page tells nobody which
 * addresses have accounts. Each request counts against the address's sign-in attempts per minute.
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
  const created = await deps.database.db
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
  deps.logger.info('account requested', { operatorId, created: created.length > 0 });
  return { ok: true };
}
