import * as v from 'valibot';
import { BOOKINGS_LIST, type SortFieldOf } from '../lists';
import { idParams, intInRange, UuidSchema, nullableString } from './common';
import { type BookingStatus } from '../status-labels';
import { BULK_TARGET_MESSAGE, BulkRefusalSchema, bulkTargetEntries, oneBulkTarget, listQueries } from './list';

// Booking status ---------------------------------------------------------------------------------

export { BOOKING_STATUS, type BookingStatus, bookingStatusLabel } from '../status-labels';

export const BOOKING_STATUS_CODES = BOOKINGS_LIST.choices.status.values satisfies readonly BookingStatus[];

/** The list filter's "All Bookings" value (no status filter). */
export const ALL_BOOKINGS = BOOKINGS_LIST.choices.status.all;

/**
 * The transition model: the statuses a booking may move to from each status. A booking can be
 * cancelled (by the customer or the host) until it has started; 6 Booking Ended and the cancelled or
 * rejected statuses are terminal.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  0: [1, 8, 7, 9],
  1: [2, 7, 9],
  2: [3, 7, 9],
  3: [4, 7, 9],
  4: [5, 7, 9],
  5: [6],
  6: [],
  7: [],
  8: [],
  9: [],
};

export function isBookingStatus(status: unknown): status is BookingStatus {
  return typeof status === 'number' && Number.isInteger(status) && status >= 0 && status <= 9;
}

/** The statuses a booking in `status` may move to (empty for terminal or unknown statuses). */
export function allowedNextStatuses(status: number): number[] {
  return isBookingStatus(status) ? [...BOOKING_TRANSITIONS[status]] : [];
}

export function canChangeBookingStatus(from: number, to: number): boolean {
  return allowedNextStatuses(from).includes(to);
}

/** Schedule, provider, quantity, discount, notes and address can change until the booking has started. */
export const BOOKING_EDITABLE_BELOW = 5;
export const isBookingEditable = (status: number) => status >= 0 && status < BOOKING_EDITABLE_BELOW;

/** `ORD_` + the first 8 characters of the id, uppercased: how the console shows a booking id. */
export const bookingRef = (id: string) => `ORD_${id.slice(0, 8).toUpperCase()}`;

// Money ----------------------------------------------------------------------------------------

/** 1 Percentage, 2 Amount. */
export const DISCOUNT_TYPE = { 1: 'Percentage', 2: 'Amount' } as const;
export type DiscountType = keyof typeof DISCOUNT_TYPE;

export type PriceBreakdown = {
  unitPrice: number;
  quantity: number;
  subtotal: number;
  discountType: number;
  discountValue: number;
  discountAmount: number;
  total: number;
};

/**
 * unitPrice × quantity − discount, in integer cents (the same arithmetic as the seed and SQL numeric):
 * a percentage discount rounds the total to the cent; an amount discount is taken as is.
 */
export function bookingPrice(p: {
  unitPrice: number;
  quantity: number;
  discountType: number;
  discount: number;
}): PriceBreakdown {
  const subtotalCents = Math.round(p.unitPrice * 100) * p.quantity;
  const totalCents =
    p.discountType === 1
      ? Math.round((subtotalCents * (100 - p.discount)) / 100)
      : subtotalCents - Math.round(p.discount * 100);
  return {
    unitPrice: p.unitPrice,
    quantity: p.quantity,
    subtotal: subtotalCents / 100,
    discountType: p.discountType,
    discountValue: p.discount,
    discountAmount: (subtotalCents - totalCents) / 100,
    total: totalCents / 100,
  };
}

// Input pieces ---------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO date (`2026-03-01`, midnight UTC) or date-time; a date-time without an offset is UTC. */
export function parseIsoDate(value: string): Date | null {
  const text = value.trim();
  // The calendar day must exist (Date would roll 2026-02-31 over to March).
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d || m < 1 || m > 12) return null;
  let date: Date;
  if (ISO_DATE.test(text)) date = new Date(`${text}T00:00:00Z`);
  else if (ISO_DATE_TIME.test(text)) date = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`);
  else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO date or date-time query parameter (`parseIsoDate`). */
export const isoDate = (field: string) =>
  v.pipe(
    v.string(`${field} must be an ISO date`),
    v.trim(),
    v.check((s) => parseIsoDate(s) !== null, `${field} must be an ISO date such as 2026-03-01 or 2026-03-01T10:30:00Z`),
    v.description('ISO date (midnight UTC; as endDate, the whole day) or date-time (UTC when no offset)'),
  );

/** A date-time in the future (ISO, with time). */
const futureDateTime = (field: string) =>
  v.pipe(
    v.string(`${field} must be an ISO date-time`),
    v.trim(),
    v.check(
      (s) => ISO_DATE_TIME.test(s) && parseIsoDate(s) !== null,
      `${field} must be an ISO date-time such as 2026-03-01T10:30:00Z`,
    ),
    v.check((s) => (parseIsoDate(s)?.getTime() ?? 0) > Date.now(), `${field} must be in the future`),
  );

const searchTerm = v.optional(
  v.pipe(v.string('search must be text'), v.trim(), v.maxLength(100, 'search must be at most 100 characters')),
);

const optionalText = (field: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${field} must be text`),
        v.trim(),
        v.maxLength(max, `${field} must be at most ${max} characters`),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  );

const moneyAmount = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.finite(`${field} must be a number`),
    v.minValue(0, `${field} must be at least 0`),
    v.maxValue(9_999_999_999, `${field} is too large`),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${field} can have at most 2 decimals`),
  );

const discountType = v.picklist([1, 2], 'orderDiscountType must be 1 (Percentage) or 2 (Amount)');
const quantity = v.pipe(
  v.number('productQuantity must be a number'),
  v.integer('productQuantity must be a whole number'),
  v.minValue(1, 'productQuantity must be at least 1'),
  v.maxValue(100, 'productQuantity must be at most 100'),
);
const uuidField = (field: string) => v.pipe(v.string(`${field} must be an id`), v.uuid(`${field} must be a valid id`));

// List -----------------------------------------------------------------------------------------

/** The bookings list's sortable columns (the row's field names); default: newest first (orderDate desc). */
export const ORDER_SORT_FIELDS = BOOKINGS_LIST.sortFields;
export type OrderSortField = SortFieldOf<typeof BOOKINGS_LIST>;

/** The bookings list's filters: the list, its export and its bulk actions take the same ones. */
const orderFilterEntries = {
  search: searchTerm,
  status: v.optional(intInRange(-1, 9)),
  startDate: v.optional(isoDate('startDate')),
  endDate: v.optional(isoDate('endDate')),
  /** One customer's bookings (the customer's page). */
  customerId: v.optional(uuidField('customerId')),
  /** One provider's (merchant's) bookings (the provider's and the merchant's pages). */
  providerId: v.optional(uuidField('providerId')),
  /** One product's bookings (the product's detail page). */
  productId: v.optional(uuidField('productId')),
};

const orderQueries = listQueries(BOOKINGS_LIST, orderFilterEntries);

/** A date range's ends in order (a `partialCheck` of list queries, 422 on endDate). */
export const RANGE_MESSAGE = 'endDate must not be before startDate';
export const rangeInOrder = (q: { startDate?: string | undefined; endDate?: string | undefined }) =>
  q.startDate === undefined ||
  q.endDate === undefined ||
  (parseIsoDate(q.startDate)?.getTime() ?? 0) <= (parseIsoDate(q.endDate)?.getTime() ?? 0);

/**
 * Bookings list: `status` -1 or absent = all; `startDate`/`endDate` bound the booking time (createdAt),
 * both inclusive; `customerId` / `providerId` / `productId` keep one customer's, provider's or product's bookings; a date-only `endDate` includes that whole day (UTC). Sorted by `sortBy` (a whitelist of
 * the row's fields, 422 otherwise) with the newest booking first among equals.
 */
export const OrdersListQuerySchema = v.pipe(
  orderQueries.list,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export type OrdersListQuery = v.InferInput<typeof OrdersListQuerySchema>;

/** The export (`GET /orders/export` → bookings.csv): the list's filters and sort, every matching row. */
export const OrdersExportQuerySchema = v.pipe(
  orderQueries.export,
  v.forward(v.partialCheck([['startDate'], ['endDate']], rangeInOrder, RANGE_MESSAGE), ['endDate']),
);
export type OrdersExportQuery = v.InferInput<typeof OrdersExportQuerySchema>;

/** The export's columns, in order (the row's field names, so a file reads the same in every language). */
export const ORDER_CSV_COLUMNS = [
  'id',
  'orderDate',
  'status',
  'statusLabel',
  'productName',
  'productQuantity',
  'customerFirstName',
  'customerLastName',
  'CustomerCountryCode',
  'CustomerPhoneNumber',
  'merchantName',
  'providerCountryCode',
  'providerPhoneNumber',
  'orderDiscountType',
  'orderDiscount',
  'orderPrice',
] as const;

/** A bookings-list row (spec part 2 §3, Order); joined fields are null when the row is missing. */
export const OrderRowSchema = v.object({
  id: UuidSchema,
  /** The order id itself (the marketplace has one sub-order per order). */
  subOrderId: UuidSchema,
  status: v.number(),
  orderPrice: v.number(),
  /** ISO date-time when the booking was made. */
  orderDate: v.string(),
  orderDiscount: v.number(),
  /** 1 Percentage, 2 Amount. */
  orderDiscountType: v.number(),
  productQuantity: v.number(),
  productName: nullableString,
  productImage: nullableString,
  productThumbnail: nullableString,
  customerFirstName: nullableString,
  customerLastName: nullableString,
  CustomerCountryCode: nullableString,
  CustomerPhoneNumber: nullableString,
  providerCountryCode: nullableString,
  providerPhoneNumber: nullableString,
  /** The provider's (merchant's) name. */
  merchantName: nullableString,
});
export type OrderRow = v.InferOutput<typeof OrderRowSchema>;

export const OrdersListDataSchema = v.object({
  data: v.array(OrderRowSchema),
  /** All matching bookings, counted exactly up to 10,000 (decision 010); the unfiltered list always exactly. */
  total: v.number(),
  /** Present (true) only when more than `total` bookings match: the console shows "10,000+". */
  totalCapped: v.optional(v.boolean()),
});
export type OrdersListData = v.InferOutput<typeof OrdersListDataSchema>;

// Detail ---------------------------------------------------------------------------------------

export const OrderIdParamsSchema = idParams('Booking id (uuid); a malformed or unknown id answers 404');

export const OrderHistoryEntrySchema = v.object({
  id: UuidSchema,
  /** null for the creation of the booking. */
  fromStatus: v.nullable(v.number()),
  toStatus: v.number(),
  note: nullableString,
  createdAt: v.string(),
  /** The admin who made the change; null when it came from the app (customer or host). */
  changedBy: v.nullable(v.object({ id: UuidSchema, name: v.string() })),
});
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntrySchema>;

export const OrderDetailSchema = v.object({
  ...OrderRowSchema.entries,
  scheduledAt: v.string(),
  unitPrice: v.number(),
  notes: nullableString,
  address: nullableString,
  createdAt: v.string(),
  updatedAt: v.string(),
  customer: v.object({
    id: UuidSchema,
    firstName: v.string(),
    lastName: v.string(),
    email: nullableString,
    countryCode: nullableString,
    phoneNumber: nullableString,
  }),
  provider: v.nullable(
    v.object({
      id: UuidSchema,
      name: v.string(),
      email: nullableString,
      countryCode: nullableString,
      phoneNumber: nullableString,
    }),
  ),
  product: v.nullable(
    v.object({
      id: UuidSchema,
      name: v.string(),
      basePrice: v.number(),
      displayImage: nullableString,
      serviceTypeName: nullableString,
    }),
  ),
  price: v.object({
    unitPrice: v.number(),
    quantity: v.number(),
    subtotal: v.number(),
    discountType: v.number(),
    discountValue: v.number(),
    discountAmount: v.number(),
    total: v.number(),
  }),
  /** Oldest first. */
  history: v.array(OrderHistoryEntrySchema),
  allowedNextStatuses: v.array(v.number()),
  /** Schedule, provider, quantity, discount, notes and address can change (status below 5). */
  editable: v.boolean(),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

// Create, status, edit -------------------------------------------------------------------------

const PERCENTAGE_MAX_MESSAGE = 'a percentage discount must be at most 100';
const percentageOk = (b: { orderDiscountType?: number | undefined; orderDiscount?: number | undefined }) =>
  b.orderDiscountType !== 1 || b.orderDiscount === undefined || b.orderDiscount <= 100;

/**
 * A new booking. The unit price is the product's base price; an amount discount may not exceed
 * unitPrice × productQuantity (checked by the server, 422 on orderDiscount).
 */
export const OrderCreateBodySchema = v.pipe(
  v.object({
    customerId: uuidField('customerId'),
    providerId: uuidField('providerId'),
    productId: uuidField('productId'),
    scheduledAt: futureDateTime('scheduledAt'),
    productQuantity: quantity,
    orderDiscountType: discountType,
    orderDiscount: moneyAmount('orderDiscount'),
    notes: optionalText('notes', 1000),
    address: optionalText('address', 500),
  }),
  v.forward(v.partialCheck([['orderDiscountType'], ['orderDiscount']], percentageOk, PERCENTAGE_MAX_MESSAGE), [
    'orderDiscount',
  ]),
);
export type OrderCreateBody = v.InferInput<typeof OrderCreateBodySchema>;

export const OrderStatusBodySchema = v.object({
  status: v.pipe(
    v.number('status must be a number'),
    v.integer('status must be a whole number'),
    v.minValue(0, 'status must be between 0 and 9'),
    v.maxValue(9, 'status must be between 0 and 9'),
  ),
  note: optionalText('note', 500),
});
export type OrderStatusBody = v.InferInput<typeof OrderStatusBodySchema>;

/** Any of the editable fields (at least one); allowed while the booking has not started (status below 5). */
export const OrderUpdateBodySchema = v.pipe(
  v.object({
    scheduledAt: v.optional(futureDateTime('scheduledAt')),
    providerId: v.optional(uuidField('providerId')),
    productQuantity: v.optional(quantity),
    orderDiscountType: v.optional(discountType),
    orderDiscount: v.optional(moneyAmount('orderDiscount')),
    notes: optionalText('notes', 1000),
    address: optionalText('address', 500),
  }),
  v.check((b) => Object.values(b).some((value) => value !== undefined), 'change at least one field'),
  v.forward(v.partialCheck([['orderDiscountType'], ['orderDiscount']], percentageOk, PERCENTAGE_MAX_MESSAGE), [
    'orderDiscount',
  ]),
);
export type OrderUpdateBody = v.InferInput<typeof OrderUpdateBodySchema>;

// Lookups for the create form's pickers ----------------------------------------------------------

export const OrderLookupQuerySchema = v.object({
  search: searchTerm,
  limit: v.optional(intInRange(1, 50), 20),
});

/** Products: with `providerId`, only those that provider can deliver (offered by all, or by it alone). */
export const OrderProductLookupQuerySchema = v.object({
  ...OrderLookupQuerySchema.entries,
  providerId: v.optional(uuidField('providerId')),
});

export const LookupOptionSchema = v.object({ id: UuidSchema, label: v.string(), sublabel: nullableString });
export type LookupOption = v.InferOutput<typeof LookupOptionSchema>;
export const LookupOptionsSchema = v.array(LookupOptionSchema);

// Bulk status change -----------------------------------------------------------------------------

/**
 * Move the selected bookings (or every booking matching the list's filter) to one status. Each booking goes
 * through the transition model on its own: the allowed ones change (history and notification as for one
 * change), the others are refused with the reason; nothing else is changed.
 */
export const OrderBulkStatusBodySchema = v.pipe(
  v.object({
    status: OrderStatusBodySchema.entries.status,
    note: optionalText('note', 500),
    ...bulkTargetEntries(orderFilterEntries),
  }),
  v.check(oneBulkTarget, BULK_TARGET_MESSAGE),
);
export type OrderBulkStatusBody = v.InferInput<typeof OrderBulkStatusBodySchema>;

export const OrderBulkStatusDataSchema = v.object({
  /** The bookings that changed, with the status each came from. */
  applied: v.array(v.object({ id: UuidSchema, fromStatus: v.number(), toStatus: v.number() })),
  /** The bookings left as they were, and why (e.g. `booking.transition_refused` {from, to}, `booking.not_found`). */
  refused: v.array(BulkRefusalSchema),
});
export type OrderBulkStatusData = v.InferOutput<typeof OrderBulkStatusDataSchema>;
