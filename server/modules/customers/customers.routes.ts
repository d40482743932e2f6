import type { Hono } from 'hono';
import { CSV_CONTENT_TYPE, toCsv } from '../../../src/shared/csv';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import * as customers from './customers.service';

/** Customers (module `customer`): the operator's app customers; every query is scoped to the caller's operator. */
export function customerRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'customersList', ({ input, operatorId }) => customers.listCustomers(db, operatorId, input.query));

  route(app, deps, 'customersExport', async ({ input, operatorId }) => {
    const rows = await customers.allCustomers(db, operatorId, input.query);
    // With a byte-order mark, so spreadsheets read the UTF-8 names (ç, 漢字) right.
    return new Response(toCsv(rows, customers.CUSTOMER_CSV, { byteOrderMark: true }), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="customers.csv"',
        'X-Total-Count': String(rows.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  });

  route(app, deps, 'customerDetail', customers.customer, ({ input, operatorId }) =>
    customers.getCustomer(db, operatorId, input.params.id),
  );

  route(app, deps, 'customerStatus', customers.customer, async ({ input, operatorId }) => {
    const row = await customers.setCustomerStatus(db, operatorId, input.params.id, input.body.status);
    return reply(row, row.status ? 'customer.activated' : 'customer.deactivated');
  });
}
