import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import * as subAdmins from './sub-admins.service';

const { subAdmin } = subAdmins;

/** Sub-admins (module `sub-admins`): every query is scoped to the caller's operator. */
export function subAdminRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'subAdminsList', async ({ input, operatorId }) =>
    subAdmins.listSubAdmins(db, operatorId, input.query),
  );

  route(app, deps, 'subAdminDetail', subAdmin, async ({ input, caller }) =>
    subAdmins.getSubAdmin(db, caller, input.params.id),
  );

  route(app, deps, 'subAdminCreate', async ({ input, caller }) =>
    reply(await subAdmins.createSubAdmin(db, caller, input.body), 'subadmin.created', 201),
  );

  route(app, deps, 'subAdminUpdate', subAdmin, async ({ input, caller }) =>
    reply(await subAdmins.updateSubAdmin(db, caller, input.params.id, input.body), 'subadmin.updated'),
  );

  route(app, deps, 'subAdminStatus', subAdmin, async ({ input, caller }) => {
    const row = await subAdmins.setSubAdminStatus(db, caller, input.params.id, input.body.status);
    return reply(row, row.status === 1 ? 'subadmin.activated' : 'subadmin.deactivated');
  });

  route(app, deps, 'subAdminPermissions', subAdmin, async ({ input, caller }) =>
    reply(
      await subAdmins.setSubAdminPermissions(db, caller, input.params.id, input.body.permissions),
      'subadmin.permissions_saved',
    ),
  );

  route(app, deps, 'subAdminDelete', subAdmin, async ({ input, caller }) =>
    reply(await subAdmins.deleteSubAdmin(db, caller, input.params.id), 'subadmin.deleted'),
  );
}
