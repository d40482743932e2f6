import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvResponse, csvStream } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as orders from './orders.service';

/** Bookings (module `bookings`): every query is scoped to the caller's operator. */
export function orderRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'orderLookupCustomers', async ({ input, operatorId }) =>
    orders.lookupCustomers(db, operatorId, input.query),
  );
  route(app, deps, 'orderLookupProviders', async ({ input, operatorId }) =>
    orders.lookupProviders(db, operatorId, input.query),
  );
  route(app, deps, 'orderLookupProducts', async ({ input, operatorId }) =>
    orders.lookupProducts(db, operatorId, input.query),
  );

  route(app, deps, 'ordersList', async ({ input, operatorId }) => orders.listOrders(db, operatorId, input.query));

  // Before /orders/{id}: "export" is not an id.
  route(app, deps, 'ordersExport', async ({ input, operatorId }) => {
    const { total, chunks } = await orders.exportOrders(db, operatorId, input.query);
    return csvResponse(csvStream(total, chunks), 'bookings.csv');
  });

  route(app, deps, 'ordersBulkStatus', async ({ input, caller }) => {
    const result = await orders.bulkChangeStatus(db, caller, input.body);
    return reply(result, 'bulk.result', 200, { applied: result.applied.length, refused: result.refused.length });
  });

  route(app, deps, 'orderDetail', orders.booking, async ({ input, operatorId }) =>
    orders.getOrder(db, operatorId, input.params.id),
  );

  route(app, deps, 'orderCreate', async ({ input, caller }) =>
    reply(await orders.createOrder(db, caller, input.body), 'booking.created', 201),
  );

  route(app, deps, 'orderStatus', orders.booking, async ({ input, caller }) =>
    reply(await orders.changeStatus(db, caller, input.params.id, input.body), 'booking.status_updated'),
  );

  route(app, deps, 'orderUpdate', orders.booking, async ({ input, caller }) =>
    reply(await orders.updateOrder(db, caller, input.params.id, input.body), 'booking.updated'),
  );
}
