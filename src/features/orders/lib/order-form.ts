import * as v from 'valibot';
import { bookingPrice, type OrderDetail, type OrderUpdateBody, type PriceBreakdown } from '@/shared/schemas/orders';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a datetime-local input (local time) as an ISO date-time in UTC; null when empty or invalid. */
export function fromLocalDateTime(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local.trim())) return null;
  const d = new Date(local.trim());
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A number input's value (Mantine gives '' when empty). */
export function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The edit dialog's fields. */
export type EditValues = {
  scheduledAt: string;
  providerId: string | null;
  productQuantity: number | string;
  orderDiscountType: string;
  orderDiscount: number | string;
  address: string;
  notes: string;
};

export function editValuesFrom(detail: OrderDetail): EditValues {
  return {
    scheduledAt: toLocalDateTime(detail.scheduledAt),
    providerId: detail.provider?.id ?? null,
    productQuantity: detail.productQuantity,
    orderDiscountType: String(detail.orderDiscountType),
    orderDiscount: detail.orderDiscount,
    address: detail.address ?? '',
    notes: detail.notes ?? '',
  };
}

/**
 * What the edit changes, field by field (only those; an unchanged past schedule is not sent, so it does
 * not fail the "in the future" rule). The discount travels as a pair, so the server checks it whole.
 */
export function editChanges(initial: EditValues, values: EditValues): OrderUpdateBody {
  const body: OrderUpdateBody = {};
  if (values.scheduledAt !== initial.scheduledAt) {
    const iso = fromLocalDateTime(values.scheduledAt);
    if (iso) body.scheduledAt = iso;
  }
  if (values.providerId && values.providerId !== initial.providerId) body.providerId = values.providerId;
  const quantity = numberOrNull(values.productQuantity);
  if (quantity !== null && quantity !== numberOrNull(initial.productQuantity)) body.productQuantity = quantity;
  const discount = numberOrNull(values.orderDiscount);
  if (
    discount !== null &&
    (values.orderDiscountType !== initial.orderDiscountType || discount !== numberOrNull(initial.orderDiscount))
  ) {
    body.orderDiscountType = Number(values.orderDiscountType) as 1 | 2;
    body.orderDiscount = discount;
  }
  if (values.address.trim() !== initial.address.trim()) body.address = values.address.trim() || null;
  if (values.notes.trim() !== initial.notes.trim()) body.notes = values.notes.trim() || null;
  return body;
}

/** The unit price in a product option's sublabel (`INR 499.00`); null when it is not there. */
export function unitPriceFromSublabel(sublabel: string | null | undefined): number | null {
  const last = sublabel?.trim().split(/\s+/).pop();
  if (!last || !/^\d+(\.\d+)?$/.test(last)) return null;
  return Number(last);
}

/** The price the server will compute, when every input is known and allowed (for the form's preview). */
export function estimatePrice(p: {
  unitPrice: number | null;
  quantity: number | string;
  discountType: string;
  discount: number | string;
}): PriceBreakdown | null {
  const quantity = numberOrNull(p.quantity);
  const discount = numberOrNull(p.discount) ?? 0;
  if (p.unitPrice === null || quantity === null || quantity < 1 || discount < 0) return null;
  const price = bookingPrice({ unitPrice: p.unitPrice, quantity, discountType: Number(p.discountType), discount });
  // A discount the rules refuse has no price to preview.
  return price.total < 0 || (price.discountType === 1 && discount > 100) ? null : price;
}

// Validation -------------------------------------------------------------------------------------

/** The translated messages of the booking rules (the components pass them from Lingui). */
export type RuleMessages = {
  required: string;
  future: string;
  quantity: string;
  discountMin: string;
  decimals: string;
  percentageMax: string;
  subtotalMax: (subtotal: number) => string;
  tooLong: string;
};

const hasValue = (value: string | null) => value !== null && value.trim() !== '';
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The booking rules of the shared schema (OrderCreateBodySchema / OrderUpdateBodySchema) on the form's
 * values, with translated messages: the server checks the same again. `keepScheduledAt` is a schedule
 * that may stay as it is (the edit dialog's current one, even when it has passed).
 */
export function bookingRulesSchema(
  m: RuleMessages,
  options: { withCustomerAndProduct: boolean; unitPrice: number | null; keepScheduledAt?: string },
) {
  const requiredId = v.pipe(v.nullable(v.string()), v.check<string | null, string>(hasValue, m.required));
  const partyId = options.withCustomerAndProduct ? requiredId : v.optional(v.unknown());
  const subtotal = (input: { productQuantity?: unknown }) => {
    const quantity = numberOrNull(input.productQuantity as number | string);
    return options.unitPrice === null || quantity === null
      ? null
      : bookingPrice({ unitPrice: options.unitPrice, quantity, discountType: 2, discount: 0 }).subtotal;
  };
  return v.pipe(
    v.object({
      customerId: partyId,
      productId: partyId,
      providerId: requiredId,
      scheduledAt: v.pipe(
        v.string(),
        v.check<string, string>(hasValue, m.required),
        v.check<string, string>((s) => {
          if (options.keepScheduledAt !== undefined && s === options.keepScheduledAt) return true;
          const iso = fromLocalDateTime(s);
          return iso !== null && new Date(iso).getTime() > Date.now();
        }, m.future),
      ),
      productQuantity: v.pipe(
        v.unknown(),
        v.check<unknown, string>((x) => {
          const n = numberOrNull(x as number | string);
          return n !== null && Number.isInteger(n) && n >= 1 && n <= 100;
        }, m.quantity),
      ),
      orderDiscountType: v.picklist(['1', '2'], m.required),
      orderDiscount: v.pipe(
        v.unknown(),
        v.check<unknown, string>((x) => (numberOrNull(x as number | string) ?? -1) >= 0, m.discountMin),
        v.check<unknown, string>((x) => twoDecimals(numberOrNull(x as number | string) ?? 0), m.decimals),
      ),
      address: v.pipe(v.string(), v.maxLength(500, m.tooLong)),
      notes: v.pipe(v.string(), v.maxLength(1000, m.tooLong)),
    }),
    v.forward(
      v.partialCheck(
        [['orderDiscountType'], ['orderDiscount']],
        (input) => input.orderDiscountType !== '1' || (numberOrNull(input.orderDiscount as number) ?? 0) <= 100,
        m.percentageMax,
      ),
      ['orderDiscount'],
    ),
    v.forward(
      v.partialCheck(
        [['orderDiscountType'], ['orderDiscount'], ['productQuantity']],
        (input) => {
          const max = subtotal(input);
          return (
            input.orderDiscountType !== '2' || max === null || (numberOrNull(input.orderDiscount as number) ?? 0) <= max
          );
        },
        (issue) => m.subtotalMax(subtotal(issue.input as { productQuantity?: unknown }) ?? 0),
      ),
      ['orderDiscount'],
    ),
  );
}
