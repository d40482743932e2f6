import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { unauthorized } from '../../lib/errors';
import { reply, route } from '../../lib/route';
import { requireOperatorHeader } from '../../middleware/auth';
import * as auth from './auth.service';
import { register } from './register.service';

export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function authRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'clientLogin', async ({ input }) => {
    const { clientId, clientSecret } = input.body;
    const known =
      (clientId === deps.env.clientId && clientSecret === deps.env.clientSecret) ||
      (clientId === deps.env.appClientId && clientSecret === deps.env.appClientSecret);
    if (!known) throw unauthorized('auth.client_unknown');
    return { clientToken: await deps.tokens.signClient(clientId), expiresIn: deps.tokens.clientTtl };
  });

  route(app, deps, 'login', async ({ c, input }) =>
    reply(await auth.login(deps, input.body, clientIp(c, deps.env.trustProxy)), 'auth.signed_in'),
  );

  route(app, deps, 'register', async ({ c, input }) => {
    const operatorId = await requireOperatorHeader(c, deps);
    return reply(
      await register(deps, operatorId, input.body, clientIp(c, deps.env.trustProxy)),
      'register.requested',
      202,
    );
  });

  route(app, deps, 'refresh', async ({ input }) => auth.refresh(deps, input.body));

  route(app, deps, 'logout', async ({ input }) => {
    const familyId = await auth.logout(deps, input.body.refreshToken);
    if (familyId) deps.notifications.endSession(familyId);
    return reply({ ok: true as const }, 'auth.signed_out');
  });

  route(app, deps, 'me', async ({ caller }) => auth.me(deps, caller.adminId, caller.operatorId));
}
