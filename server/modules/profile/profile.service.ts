import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Caller } from '../../lib/caller';
import { admins, refreshTokens } from '../../db/schema';
import { fieldError, notFound, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { me } from '../auth/auth.service';

export async function updateProfile(
  deps: Deps,
  caller: Caller,
  body: {
    firstName: string;
    lastName: string;
    countryCode?: string | null | undefined;
    phoneNumber?: string | null | undefined;
    profileImage?: string | null | undefined;
  },
) {
  const updated = await deps.database.db
    .update(admins)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.countryCode !== undefined ? { countryCode: body.countryCode } : {}),
      ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber } : {}),
      ...(body.profileImage !== undefined ? { profileImage: body.profileImage } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(admins.id, caller.adminId), eq(admins.operatorId, caller.operatorId)))
    .returning({ id: admins.id });
  if (updated.length === 0) throw notFound('profile.not_found');
  return me(deps, caller.adminId, caller.operatorId);
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  deps: Deps,
  caller: Caller,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(and(eq(admins.id, caller.adminId), eq(admins.operatorId, caller.operatorId)))
    .limit(1);
  if (!row) throw notFound('profile.not_found');
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw unprocessable({ currentPassword: fieldError('profile.wrong_password') });
  }
  await db
    .update(admins)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
    .where(eq(admins.id, caller.adminId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.adminId, caller.adminId),
        ne(refreshTokens.familyId, caller.familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
