import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import { changePassword, updateProfile } from './profile.service';

export function profileRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'updateProfile', async ({ input, caller }) =>
    reply(await updateProfile(deps, caller, input.body), 'profile.saved'),
  );
  route(app, deps, 'changePassword', async ({ input, caller }) => {
    await changePassword(deps, caller, input.body);
    return reply({ ok: true as const }, 'profile.password_changed');
  });
}
