import type { Hono } from 'hono';
import { subAdminFormEndpoints } from '../../../src/shared/api/endpoints/sub-admin-form';
import type { AppEnv, Deps } from '../../context';
import { reply, route, toHonoPath } from '../../lib/route';
import { authenticateUser } from '../../middleware/auth';
import * as subAdmins from './sub-admins.service';

/** Sub-admins (module `sub-admins`): every query is scoped to the caller's operator. */
export function subAdminRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'subAdminsList', async ({ input, operatorId }) =>
    subAdmins.listSubAdmins(db, operatorId, input.query),
  );

  route(app, deps, 'subAdminDetail', async ({ input, caller }) => subAdmins.getSubAdmin(db, caller, input.params.id));

  route(app, deps, 'subAdminCreate', async ({ input, caller }) =>
    reply(await subAdmins.createSubAdmin(db, caller, input.body), 'subadmin.created', 201),
  );

  // An unknown account (or another operator's) is 404 whatever the body holds, as on every other route of
  // an id: checked after sign-in and the module, before the body is validated.
  app.put(toHonoPath(subAdminFormEndpoints.subAdminUpdate.path), async (c, next) => {
    const caller = await authenticateUser(c, deps, subAdminFormEndpoints.subAdminUpdate.module);
    await subAdmins.getSubAdmin(db, caller, c.req.param('id') ?? '');
    await next();
  });
  route(app, deps, 'subAdminUpdate', async ({ input, caller }) =>
    reply(await subAdmins.updateSubAdmin(db, caller, input.params.id, input.body), 'subadmin.updated'),
  );

  route(app, deps, 'subAdminStatus', async ({ input, caller }) => {
    const row = await subAdmins.setSubAdminStatus(db, caller, input.params.id, input.body.status);
    return reply(row, row.status === 1 ? 'subadmin.activated' : 'subadmin.deactivated');
  });

  route(app, deps, 'subAdminPermissions', async ({ input, caller }) =>
    reply(
      await subAdmins.setSubAdminPermissions(db, caller, input.params.id, input.body.permissions),
      'subadmin.permissions_saved',
    ),
  );

  route(app, deps, 'subAdminDelete', async ({ input, caller }) =>
    reply(await subAdmins.deleteSubAdmin(db, caller, input.params.id), 'subadmin.deleted'),
  );
}
