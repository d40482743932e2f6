import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as customers from './customers.service';

/** Customers (module `customer`): the operator's app customers; every query is scoped to the caller's operator. */
export function customerRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'customersList', ({ input, operatorId }) => customers.listCustomers(db, operatorId, input.query));

  route(app, deps, 'customersExport', async ({ input, operatorId }) =>
    csvResponse(
      csvFile(await customers.allCustomers(db, operatorId, input.query), customers.CUSTOMER_CSV),
      'customers.csv',
    ),
  );

  route(app, deps, 'customerDetail', customers.customer, ({ input, operatorId }) =>
    customers.getCustomer(db, operatorId, input.params.id),
  );

  route(app, deps, 'customerStatus', customers.customer, async ({ input, operatorId }) => {
    const row = await customers.setCustomerStatus(db, operatorId, input.params.id, input.body.status);
    return reply(row, row.status ? 'customer.activated' : 'customer.deactivated');
  });
}
