import type { Hono } from 'hono';
import type { ReportName } from '../../../src/shared/schemas/reports';
import type { AppEnv, Deps } from '../../context';
import { csvResponse, csvStream } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { categoryOptions, supplierOptions } from './report-options.service';
import { exportReport, listReport } from './reports.service';

/** Reports (module `reports`): every query is scoped to the caller's operator. */
export function reportRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;
  const exportOf = async (name: ReportName, operatorId: string, query: Parameters<typeof exportReport>[3]) => {
    const { total, chunks } = await exportReport(db, name, operatorId, query);
    return csvResponse(csvStream(total, chunks), `report-${name}.csv`);
  };

  route(app, deps, 'reportUsers', ({ input, operatorId }) => listReport(db, 'users', operatorId, input.query));
  route(app, deps, 'reportUsersExport', ({ input, operatorId }) => exportOf('users', operatorId, input.query));
  route(app, deps, 'reportOrders', ({ input, operatorId }) => listReport(db, 'orders', operatorId, input.query));
  route(app, deps, 'reportOrdersExport', ({ input, operatorId }) => exportOf('orders', operatorId, input.query));
  route(app, deps, 'reportSuppliers', ({ input, operatorId }) => listReport(db, 'suppliers', operatorId, input.query));
  route(app, deps, 'reportSuppliersExport', ({ input, operatorId }) => exportOf('suppliers', operatorId, input.query));
  route(app, deps, 'reportAgents', ({ input, operatorId }) => listReport(db, 'agents', operatorId, input.query));
  route(app, deps, 'reportAgentsExport', ({ input, operatorId }) => exportOf('agents', operatorId, input.query));
  route(app, deps, 'reportProducts', ({ input, operatorId }) => listReport(db, 'products', operatorId, input.query));
  route(app, deps, 'reportProductsExport', ({ input, operatorId }) => exportOf('products', operatorId, input.query));
  route(app, deps, 'reportOptionsSuppliers', ({ input, operatorId }) => supplierOptions(db, operatorId, input.query));
  route(app, deps, 'reportOptionsCategories', ({ input, operatorId }) => categoryOptions(db, operatorId, input.query));
}
