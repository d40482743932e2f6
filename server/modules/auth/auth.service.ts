import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { LoginData, SessionUser, TokenPair } from '../../../src/shared/schemas/auth';
import { effectiveModules } from '../../../src/shared/modules';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { admins, deviceTokens, operators, refreshTokens } from '../../db/schema';
import { coded } from '../../../src/shared/messages';
import { fieldError, type HttpError, httpError, notFound, unauthorized, unprocessable } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { hashToken, newRefreshToken } from '../../lib/tokens';

const userColumns = {
  id: admins.id,
  operatorId: admins.operatorId,
  email: admins.email,
  username: admins.username,
  firstName: admins.firstName,
  lastName: admins.lastName,
  countryCode: admins.countryCode,
  phoneNumber: admins.phoneNumber,
  profileImage: admins.profileImage,
};

function tooMany(seconds: number): HttpError {
  return httpError(429, 'auth.too_many_attempts', { seconds }, { 'Retry-After': String(seconds) });
}

async function attachDevice(db: Db, adminId: string, operatorId: string, familyId: string, token: string | undefined) {
  if (!token) return;
  await db
    .insert(deviceTokens)
    .values({ adminId, operatorId, familyId, token })
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: { adminId, operatorId, familyId, lastSeenAt: new Date() },
    });
}

async function issuePair(
  deps: Deps,
  db: Db,
  who: { adminId: string; operatorId: string; role: 'ADMIN' | 'SUB_ADMIN'; familyId: string },
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await db.insert(refreshTokens).values({
    familyId: who.familyId,
    adminId: who.adminId,
    operatorId: who.operatorId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.env.refreshTokenTtl * 1000),
  });
  const accessToken = await deps.tokens.signAccess({
    sub: who.adminId,
    op: who.operatorId,
    role: who.role,
    fam: who.familyId,
  });
  return { accessToken, refreshToken, expiresIn: deps.tokens.accessTtl, refreshExpiresIn: deps.env.refreshTokenTtl };
}

export async function login(
  deps: Deps,
  input: { username: string; password: string; deviceToken?: string | undefined },
  ip: string,
): Promise<LoginData> {
  const { db } = deps.database;
  const account = input.username.toLowerCase();
  const [ipWait, accountWait] = await Promise.all([
    deps.limits.loginIp.retryAfter(ip),
    deps.limits.loginAccount.retryAfter(account),
  ]);
  if (ipWait > 0) throw tooMany(ipWait);
  if (accountWait > 0) throw tooMany(accountWait);
  await deps.limits.loginIp.hit(ip);

  const [row] = await db
    .select({
      ...userColumns,
      role: admins.role,
      permissions: admins.permissions,
      passwordHash: admins.passwordHash,
      isActive: admins.isActive,
    })
    .from(admins)
    .where(or(sql`lower(${admins.email}) = ${account}`, sql`lower(${admins.username}) = ${account}`))
    .limit(1);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !valid || !row.isActive) {
    await deps.limits.loginAccount.hit(account);
    deps.logger.warn('login failed', { account: account.slice(0, 3), ip });
    throw unprocessable({ username: fieldError('auth.invalid_credentials') }, coded('auth.invalid_credentials'));
  }
  await deps.limits.loginAccount.reset(account);

  const [operator] = await db
    .select({ modules: operators.modules })
    .from(operators)
    .where(eq(operators.id, row.operatorId))
    .limit(1);
  const familyId = randomUUID();
  const pair = await issuePair(deps, db, { adminId: row.id, operatorId: row.operatorId, role: row.role, familyId });
  await attachDevice(db, row.id, row.operatorId, familyId, input.deviceToken);
  const { passwordHash: _hash, isActive: _active, role, permissions, ...user } = row;
  return {
    ...pair,
    role,
    user: user satisfies SessionUser,
    modules: effectiveModules(role, operator?.modules ?? [], permissions),
  };
}

async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function refresh(
  deps: Deps,
  input: { refreshToken: string; deviceToken?: string | undefined },
): Promise<TokenPair> {
  const { db } = deps.database;
  const [token] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)))
    .limit(1);
  if (!token || token.revokedAt) throw unauthorized('auth.session_ended');
  if (token.usedAt) {
    await revokeFamily(db, token.familyId);
    deps.logger.warn('refresh token reuse: family revoked', { familyId: token.familyId });
    throw unauthorized('auth.session_ended');
  }
  if (token.expiresAt.getTime() <= Date.now()) throw unauthorized('auth.session_expired');

  // Claim the token atomically: of two concurrent refreshes with one token, only one wins.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, token.familyId);
    throw unauthorized('auth.session_ended');
  }
  const [admin] = await db
    .select({ role: admins.role, isActive: admins.isActive })
    .from(admins)
    .where(eq(admins.id, token.adminId))
    .limit(1);
  if (!admin?.isActive) {
    await revokeFamily(db, token.familyId);
    throw unauthorized('auth.session_ended');
  }
  const pair = await issuePair(deps, db, {
    adminId: token.adminId,
    operatorId: token.operatorId,
    role: admin.role,
    familyId: token.familyId,
  });
  await attachDevice(db, token.adminId, token.operatorId, token.familyId, input.deviceToken);
  return pair;
}

/** Revokes the session of `refreshToken`; answers its family id (null for an unknown token). */
export async function logout(deps: Deps, refreshToken: string): Promise<string | null> {
  const { db } = deps.database;
  const [token] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!token) return null;
  await revokeFamily(db, token.familyId);
  await db.delete(deviceTokens).where(eq(deviceTokens.familyId, token.familyId));
  return token.familyId;
}

/** Registers (or moves) a device's push token to the caller's current session. */
export async function registerDevice(
  db: Db,
  who: { adminId: string; operatorId: string; familyId: string },
  token: string,
) {
  await attachDevice(db, who.adminId, who.operatorId, who.familyId, token);
}

export async function me(deps: Deps, adminId: string, operatorId: string) {
  const [row] = await deps.database.db
    .select({ ...userColumns, role: admins.role, permissions: admins.permissions, operatorModules: operators.modules })
    .from(admins)
    .innerJoin(operators, eq(operators.id, admins.operatorId))
    .where(and(eq(admins.id, adminId), eq(admins.operatorId, operatorId)))
    .limit(1);
  if (!row) throw notFound('profile.not_found');
  const { role, permissions, operatorModules, ...user } = row;
  return { user, role, modules: effectiveModules(role, operatorModules, permissions) };
}
