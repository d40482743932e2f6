import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import {
  LookupOptionsSchema,
  ORDER_CSV_COLUMNS,
  ORDER_SORT_FIELDS,
  OrderBulkStatusBodySchema,
  OrderBulkStatusDataSchema,
  OrderCreateBodySchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderLookupQuerySchema,
  OrderProductLookupQuerySchema,
  OrderStatusBodySchema,
  OrderUpdateBodySchema,
  OrdersListDataSchema,
  OrdersExportQuerySchema,
  OrdersListQuerySchema,
} from '../../schemas/orders';

/** Bookings (module `bookings`). Another operator's booking answers 404, like an unknown one. */
/** What the booking form's three pickers share: a background GET of options (label + sublabel). */
const lookup = {
  method: 'GET',
  tag: 'bookings',
  auth: 'user',
  module: 'bookings',
  query: OrderLookupQuerySchema,
  data: LookupOptionsSchema,
  background: true,
} as const;

export const orderEndpoints = {
  ordersList: {
    method: 'GET',
    path: '/orders',
    summary: `Bookings, newest first, or sorted by sortBy (${ORDER_SORT_FIELDS.join(', ')}; ties newest first). search matches the booking id prefix (with or without ORD_), customer name, provider name, customer or provider phone and product name; status -1 = all; startDate/endDate bound the booking time`,
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    query: OrdersListQuerySchema,
    data: OrdersListDataSchema,
    list: { rows: 'data', total: 'total' },
  },
  ordersExport: {
    method: 'GET',
    path: '/orders/export',
    summary: `Every booking matching the list's filters, in the list's order, as bookings.csv (columns ${ORDER_CSV_COLUMNS.join(', ')}), streamed; formula cells are escaped with a leading apostrophe`,
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    query: OrdersExportQuerySchema,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds (for a progress bar)' },
  },
  ordersBulkStatus: {
    method: 'POST',
    path: '/orders/bulk/status',
    summary:
      'Move the selected bookings (ids) or every booking matching filter (at most 1000) to one status: each through the transition model, reporting per booking what was applied and what was refused and why',
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    body: OrderBulkStatusBodySchema,
    data: OrderBulkStatusDataSchema,
    errors: { 422: 'Neither or both of ids and filter, or the filter matches more than 1000 bookings' },
  },
  orderDetail: {
    method: 'GET',
    path: '/orders/{id}',
    summary: 'One booking with customer, provider, product, price breakdown, status history and allowed next statuses',
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    params: OrderIdParamsSchema,
    data: OrderDetailSchema,
  },
  orderCreate: {
    method: 'POST',
    path: '/orders',
    summary: 'Create a booking (status Pending) for a customer, a verified provider and a product; answers 201',
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    body: OrderCreateBodySchema,
    data: OrderDetailSchema,
  },
  orderStatus: {
    method: 'PATCH',
    path: '/orders/{id}/status',
    summary: 'Move a booking to another status; a transition outside the model (or a concurrent change) answers 409',
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    params: OrderIdParamsSchema,
    body: OrderStatusBodySchema,
    data: OrderDetailSchema,
  },
  orderUpdate: {
    method: 'PATCH',
    path: '/orders/{id}',
    summary:
      'Edit schedule, provider, quantity, discount, notes or address until the booking has started (else 409); the price is recomputed',
    tag: 'bookings',
    auth: 'user',
    module: 'bookings',
    params: OrderIdParamsSchema,
    body: OrderUpdateBodySchema,
    data: OrderDetailSchema,
  },
  orderLookupCustomers: {
    ...lookup,
    path: '/orders/lookups/customers',
    summary: 'Active customers for the booking form: label = name, sublabel = phone',
  },
  orderLookupProviders: {
    ...lookup,
    path: '/orders/lookups/providers',
    summary: 'Active, verified providers for the booking form: label = name, sublabel = phone',
  },
  orderLookupProducts: {
    ...lookup,
    path: '/orders/lookups/products',
    summary:
      'Active products for the booking form: label = name, sublabel = base price with currency; with providerId, only the products that provider can deliver',
    query: OrderProductLookupQuerySchema,
  },
} as const satisfies Record<string, Endpoint>;
