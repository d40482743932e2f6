import type { Hono } from 'hono';
import { catalogueEndpoints } from '../../../src/shared/api/endpoints/catalogue';
import type { AppEnv, Deps } from '../../context';
import { csvResponse } from '../../lib/csv-export';
import { reply, route, toHonoPath } from '../../lib/route';
import { authenticateUser } from '../../middleware/auth';
import * as catalogue from './catalogue.service';
import {
  catalogueFilters,
  exportCategories,
  exportServiceTypes,
  setServiceTypeStatus,
} from './catalogue-views.service';

/**
 * The catalogue (issue 17): service types (module `services_types`) and the three category levels (module
 * `catalogues`). Every query is scoped to the caller's operator.
 */
export function catalogueRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  /**
   * An unknown id (or another operator's) is 404 whatever the body holds, as on the other routes of the
   * resource: checked after sign-in and the module, before the body is validated.
   */
  const unknownFirst = (
    name: 'serviceTypeUpdate' | 'serviceTypeStatus' | 'categoryUpdate' | 'categoryStatus',
    exists: (operatorId: string, id: string) => Promise<unknown>,
  ) => {
    const endpoint = catalogueEndpoints[name];
    app.put(toHonoPath(endpoint.path), async (c, next) => {
      const caller = await authenticateUser(c, deps, endpoint.module);
      await exists(caller.operatorId, c.req.param('id') ?? '');
      await next();
    });
  };

  // Service types.
  route(app, deps, 'serviceTypesList', async ({ input, operatorId }) =>
    catalogue.listServiceTypes(db, operatorId, input.query),
  );
  route(app, deps, 'serviceTypesExport', async ({ input, operatorId }) =>
    csvResponse(await exportServiceTypes(db, operatorId, input.query), 'service-types.csv'),
  );
  unknownFirst('serviceTypeStatus', (operatorId, id) => catalogue.getServiceType(db, operatorId, id));
  route(app, deps, 'serviceTypeStatus', async ({ input, operatorId }) => {
    const row = await setServiceTypeStatus(db, operatorId, input.params.id, input.body.isActive);
    return reply(row, row.isActive ? 'service_type.activated' : 'service_type.blocked');
  });
  route(app, deps, 'serviceTypeCreate', async ({ input, operatorId }) =>
    reply(await catalogue.createServiceType(db, operatorId, input.body.name), 'service_type.created', 201),
  );
  unknownFirst('serviceTypeUpdate', (operatorId, id) => catalogue.getServiceType(db, operatorId, id));
  route(app, deps, 'serviceTypeUpdate', async ({ input, operatorId }) =>
    reply(await catalogue.updateServiceType(db, operatorId, input.params.id, input.body.name), 'service_type.updated'),
  );
  route(app, deps, 'serviceTypeDelete', async ({ input, operatorId }) =>
    reply(await catalogue.deleteServiceType(db, operatorId, input.params.id), 'service_type.deleted'),
  );

  // Categories.
  route(app, deps, 'categoriesList', async ({ input, operatorId }) =>
    catalogue.listCategories(db, operatorId, input.query),
  );
  route(app, deps, 'categoriesExport', async ({ input, operatorId }) =>
    csvResponse(await exportCategories(db, operatorId, input.query), 'categories.csv'),
  );
  route(app, deps, 'catalogueFilters', async ({ operatorId }) => catalogueFilters(db, operatorId));
  route(app, deps, 'categoryCreate', async ({ input, operatorId }) =>
    reply(await catalogue.createCategory(db, operatorId, input.body), 'category.created', 201),
  );
  route(app, deps, 'categoryDetail', async ({ input, operatorId }) =>
    catalogue.getCategory(db, operatorId, input.params.id),
  );
  // /category/status/{id} before /category/{id} is not needed (a different number of segments).
  unknownFirst('categoryStatus', (operatorId, id) => catalogue.getCategory(db, operatorId, id));
  route(app, deps, 'categoryStatus', async ({ input, operatorId }) => {
    const row = await catalogue.setCategoryStatus(db, operatorId, input.params.id, input.body.isActive);
    return reply(row, row.isActive ? 'category.activated' : 'category.blocked');
  });
  unknownFirst('categoryUpdate', (operatorId, id) => catalogue.getCategory(db, operatorId, id));
  route(app, deps, 'categoryUpdate', async ({ input, operatorId }) =>
    reply(await catalogue.updateCategory(db, operatorId, input.params.id, input.body), 'category.updated'),
  );
  route(app, deps, 'categoryDelete', async ({ input, operatorId }) =>
    reply(await catalogue.deleteCategory(db, operatorId, input.params.id), 'category.deleted'),
  );
}
