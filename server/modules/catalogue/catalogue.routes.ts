import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as catalogue from './catalogue.service';
import {
  catalogueFilters,
  exportCategories,
  exportServiceTypes,
  setServiceTypeStatus,
} from './catalogue-views.service';

const { serviceType, category } = catalogue;

/**
 * The catalogue (issue 17): service types (module `services_types`) and the three category levels (module
 * `catalogues`). Every query is scoped to the caller's operator.
 */
export function catalogueRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  // Service types.
  route(app, deps, 'serviceTypesList', async ({ input, operatorId }) =>
    catalogue.listServiceTypes(db, operatorId, input.query),
  );
  route(app, deps, 'serviceTypesExport', async ({ input, operatorId }) =>
    csvResponse(await exportServiceTypes(db, operatorId, input.query), 'service-types.csv'),
  );
  route(app, deps, 'serviceTypeStatus', serviceType, async ({ input, operatorId }) => {
    const row = await setServiceTypeStatus(db, operatorId, input.params.id, input.body.isActive);
    return reply(row, row.isActive ? 'service_type.activated' : 'service_type.blocked');
  });
  route(app, deps, 'serviceTypeCreate', async ({ input, operatorId }) =>
    reply(await catalogue.createServiceType(db, operatorId, input.body.name), 'service_type.created', 201),
  );
  route(app, deps, 'serviceTypeUpdate', serviceType, async ({ input, operatorId }) =>
    reply(await catalogue.updateServiceType(db, operatorId, input.params.id, input.body.name), 'service_type.updated'),
  );
  route(app, deps, 'serviceTypeDelete', serviceType, async ({ input, operatorId }) =>
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
  route(app, deps, 'categoryDetail', category, async ({ input, operatorId }) =>
    catalogue.getCategory(db, operatorId, input.params.id),
  );
  // /category/status/{id} before /category/{id} is not needed (a different number of segments).
  route(app, deps, 'categoryStatus', category, async ({ input, operatorId }) => {
    const row = await catalogue.setCategoryStatus(db, operatorId, input.params.id, input.body.isActive);
    return reply(row, row.isActive ? 'category.activated' : 'category.blocked');
  });
  route(app, deps, 'categoryUpdate', category, async ({ input, operatorId }) =>
    reply(await catalogue.updateCategory(db, operatorId, input.params.id, input.body), 'category.updated'),
  );
  route(app, deps, 'categoryDelete', category, async ({ input, operatorId }) =>
    reply(await catalogue.deleteCategory(db, operatorId, input.params.id), 'category.deleted'),
  );
}
