import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as customers from './customers.service';

const { customer } = customers;

/** Customers (module `customer`): the operator's app customers; every query is scoped to the caller's operator. */
export function customerRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'customersList', ({ input, operatorId }) => customer.page(db, operatorId, input.query));

  route(app, deps, 'customersExport', async ({ input, operatorId }) =>
    csvResponse(
      csvFile((await customer.all(db, operatorId, input.query)).map(customer.toRow), customers.CUSTOMER_CSV),
      'customers.csv',
    ),
  );

  route(app, deps, 'customerDetail', customer, ({ input, operatorId }) =>
    customers.getCustomer(db, operatorId, input.params.id),
  );

  // Blocks (0) or unblocks (1) a customer; answers the list row.
  route(app, deps, 'customerStatus', customer, async ({ input, operatorId }) => {
    const row = await customer.update(db, operatorId, input.params.id, { isActive: input.body.status === 1 });
    return reply(row, row.status ? 'customer.activated' : 'customer.deactivated');
  });
}
