import { and, eq, sql } from 'drizzle-orm';
import { effectiveModules, type ModuleKey } from '../../src/shared/modules';
import type { Db } from '../db/client';
import { admins, operators, refreshTokens } from '../db/schema';

/** The signed-in caller, loaded fresh from the database on every request. */
export type Caller = {
  adminId: string;
  operatorId: string;
  role: 'ADMIN' | 'SUB_ADMIN';
  familyId: string;
  modules: ModuleKey[];
};

/**
 * The caller of a session, read fresh: null when the account is disabled, gone, or the session (refresh
 * family) was revoked. Also used by long-lived streams to re-check a session before each delivery.
 */
export async function loadCaller(
  db: Db,
  session: { adminId: string; operatorId: string; familyId: string },
): Promise<Caller | null> {
  const [row] = await db
    .select({
      role: admins.role,
      permissions: admins.permissions,
      isActive: admins.isActive,
      operatorModules: operators.modules,
      revoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${session.familyId} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(admins)
    .innerJoin(operators, eq(operators.id, admins.operatorId))
    .where(and(eq(admins.id, session.adminId), eq(admins.operatorId, session.operatorId)))
    .limit(1);
  if (!row?.isActive || row.revoked) return null;
  const modules = effectiveModules(row.role, row.operatorModules, row.permissions);
  return { ...session, role: row.role, modules };
}
