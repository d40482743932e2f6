import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { effectiveModules, type ModuleKey } from '../../src/shared/modules';
import type { AppEnv, Caller, Deps } from '../context';
import { admins, operators, refreshTokens } from '../db/schema';
import { HttpError, forbidden, unauthorized } from '../lib/errors';

const uuid = v.pipe(v.string(), v.uuid());

function operatorHeader(c: Context<AppEnv>): string | undefined {
  const value = c.req.header('x-operator-id');
  if (value === undefined || value === '') return undefined;
  if (!v.is(uuid, value)) throw new HttpError(400, 'X-Operator-Id must be an operator id');
  return value.toLowerCase();
}

/**
 * Bearer access token → the caller, loaded fresh (a deactivated account, a revoked session or a
 * changed permission takes effect at once). The operator comes from the token; a different
 * X-Operator-Id is 403. With `module`, a caller without it is 403.
 */
export async function authenticateUser(c: Context<AppEnv>, deps: Deps, module?: ModuleKey): Promise<Caller> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Sign in to continue');
  const claims = await deps.tokens.verifyAccess(match[1]);
  if (!claims) throw unauthorized('Your session has expired; please sign in again');
  const requested = operatorHeader(c);
  if (requested && requested !== claims.op) throw forbidden('This session belongs to another operator');

  const [row] = await deps.database.db
    .select({
      role: admins.role,
      permissions: admins.permissions,
      isActive: admins.isActive,
      operatorModules: operators.modules,
      revoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.fam} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(admins)
    .innerJoin(operators, eq(operators.id, admins.operatorId))
    .where(and(eq(admins.id, claims.sub), eq(admins.operatorId, claims.op)))
    .limit(1);
  if (!row?.isActive || row.revoked) throw unauthorized('Your session has ended; please sign in again');

  const modules = effectiveModules(row.role, row.operatorModules, row.permissions);
  if (module && !modules.includes(module)) throw forbidden(`Your account has no access to ${module}`);
  return { adminId: claims.sub, operatorId: claims.op, role: row.role, familyId: claims.fam, modules };
}

/** X-Operator-Id for the calls made before sign-in (config). */
export async function requireOperatorHeader(c: Context<AppEnv>, deps: Deps): Promise<string> {
  const id = operatorHeader(c);
  if (!id) throw new HttpError(400, 'X-Operator-Id is required');
  const [row] = await deps.database.db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, 'Unknown operator');
  return row.id;
}

export async function authenticateClient(c: Context<AppEnv>, deps: Deps): Promise<void> {
  const token = c.req.header('x-client-token');
  if (!token) throw unauthorized('X-Client-Token is required; call client login first');
  const claims = await deps.tokens.verifyClient(token);
  if (!claims || claims.cid !== deps.env.clientId) throw unauthorized('The client token is invalid or expired');
}
