import { csvExport, DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_SORT_FIELDS,
  CustomerDetailSchema,
  CustomerIdParamsSchema,
  CustomerRowSchema,
  CustomerStatusBodySchema,
  CustomersExportQuerySchema,
  CustomersListDataSchema,
  CustomersListQuerySchema,
} from '../../schemas/customers';

/**
 * Customers (module `customer`, under Users): the end customers of the operator's marketplace app. Another
 * operator's customer answers 404, like an unknown one.
 */
const base = { tag: 'customers', auth: 'user', module: 'customer' } as const;
const oneCustomer = oneOf(
  base,
  CustomerIdParamsSchema,
  'No such customer (also for another operator’s customer or a malformed id)',
);

export const customerEndpoints = {
  customersList: {
    method: 'GET',
    path: '/customers',
    summary: `Customers, newest first or sorted by sortBy (${CUSTOMER_SORT_FIELDS.join(', ')}; ties by id). search matches the full name, email or phone number; status 1 active, 0 blocked, absent = all. Phones come formatted in international format; bookings is each customer's booking count`,
    ...base,
    query: CustomersListQuerySchema,
    data: CustomersListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  customersExport: csvExport(
    base,
    '/customers/export',
    CustomersExportQuerySchema,
    `Every customer matching the list's filters, in the list's order, as customers.csv (columns ${CUSTOMER_CSV_COLUMNS.join(', ')}); formula cells are escaped with a leading apostrophe`,
  ),
  customerDetail: {
    method: 'GET',
    path: '/customers/{id}',
    summary:
      'One customer: contact, status, join date and the totals of their bookings — count, count by status, spend (the ended bookings’ prices, status 6, in hundredths of the operator’s currency) and the last booking’s date. Their bookings are GET /orders?customerId=',
    ...oneCustomer,
    data: CustomerDetailSchema,
  },
  customerStatus: {
    method: 'PUT',
    path: '/customers/{id}/status',
    summary: 'Unblock (status 1) or block (status 0) a customer; answers the list row',
    ...oneCustomer,
    body: CustomerStatusBodySchema,
    data: CustomerRowSchema,
  },
} as const satisfies Record<string, Endpoint>;
