import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ModuleKey } from '../../src/shared/modules';
import type { AppEnv, Deps } from '../context';
import { type Caller, loadCaller } from '../lib/caller';
import { operators } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';

const uuid = v.pipe(v.string(), v.uuid());

function operatorHeader(c: Context<AppEnv>): string | undefined {
  const value = c.req.header('x-operator-id');
  if (value === undefined || value === '') return undefined;
  if (!v.is(uuid, value)) throw badRequest('request.operator_header_invalid');
  return value.toLowerCase();
}

/**
 * Bearer access token → the caller, loaded fresh (a deactivated account, a revoked session or a
 * changed permission takes effect at once). The operator comes from the token; a different
 * X-Operator-Id is 403. With `module`, a caller without it is 403; with a list of modules, a caller with none
 * of them is 403 (any one is enough).
 */
export async function authenticateUser(
  c: Context<AppEnv>,
  deps: Deps,
  module?: ModuleKey | readonly ModuleKey[],
): Promise<Caller> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('auth.sign_in_required');
  const claims = await deps.tokens.verifyAccess(match[1]);
  if (!claims) throw unauthorized('auth.session_expired');
  const requested = operatorHeader(c);
  if (requested && requested !== claims.op) throw forbidden('auth.other_operator');

  const caller = await loadCaller(deps.database.db, {
    adminId: claims.sub,
    operatorId: claims.op,
    familyId: claims.fam,
  });
  if (!caller) throw unauthorized('auth.session_ended');
  const anyOf: readonly ModuleKey[] = module === undefined ? [] : typeof module === 'string' ? [module] : module;
  if (anyOf.length > 0 && !anyOf.some((m) => caller.modules.includes(m)))
    throw forbidden('auth.module_forbidden', { module: anyOf.join(', ') });
  return caller;
}

/** X-Operator-Id for the calls made before sign-in (config). */
export async function requireOperatorHeader(c: Context<AppEnv>, deps: Deps): Promise<string> {
  const id = operatorHeader(c);
  if (!id) throw badRequest('request.operator_header_required');
  const [row] = await deps.database.db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, id))
    .limit(1);
  if (!row) throw notFound('operator.unknown');
  return row.id;
}

/** X-Client-Token of client `clientId` (the console's by default; the marketplace apps' for `app` routes). */
export async function authenticateClient(c: Context<AppEnv>, deps: Deps, clientId = deps.env.clientId): Promise<void> {
  const token = c.req.header('x-client-token');
  if (!token) throw unauthorized('auth.client_token_required');
  const claims = await deps.tokens.verifyClient(token);
  if (!claims || claims.cid !== clientId) throw unauthorized('auth.client_token_invalid');
}

/** `app` routes: the marketplace apps' client token, and the operator they act for (X-Operator-Id). */
export async function authenticateApp(c: Context<AppEnv>, deps: Deps): Promise<string> {
  await authenticateClient(c, deps, deps.env.appClientId);
  return requireOperatorHeader(c, deps);
}
