import * as v from 'valibot';
import {
  MAX_BUFFER_MINUTES,
  MAX_MEDIA,
  MAX_OPTIONS,
  MAX_PRICE_MINOR,
  MAX_VARIANTS,
  type Product,
  ProductBodySchema,
  type ProductBody,
  type ProductMediaBody,
  type ProductVariantsBody,
} from '@/shared/schemas/products';

/**
 * The product form's values and rules: the server's payload schema (name, service type, description, buffer
 * time) with the money typed in the operator's currency (two decimals) and the category as three dependent
 * selects; the values become the three calls' bodies (product, variants, images) in integer minor units.
 */

export type MoneyInput = number | string;
export type FormOption = { name: string; price: MoneyInput };
export type FormVariant = { key: string; name: string; options: (FormOption & { key: string })[] };
export type FormImage = { image: string; thumbnail: string };

export type ProductFormValues = {
  name: string;
  serviceTypeId: string | null;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  description: string;
  basePrice: MoneyInput;
  bufferTime: number | string;
  variants: FormVariant[];
  media: FormImage[];
  defaultIndex: number;
};

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  serviceTypeId: null,
  l1: null,
  l2: null,
  l3: null,
  description: '',
  basePrice: '',
  bufferTime: 0,
  variants: [],
  media: [],
  defaultIndex: 0,
};

/**
 * "12.5" / 12.5 → 1250, exactly (the digits are read as text, never multiplied as a float); null when it is
 * not an amount of at most two decimals.
 */
export function toMinor(value: MoneyInput): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1250 → "12.50" (what the price inputs show). */
export const fromMinor = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;

/**
 * An amount as typed, refused with the field's message, never changed: a number (`validations.number`), at
 * least 0 (`validations.min`, so -50 is not saved as 50), at most the largest price (`validations.max`) and
 * of at most two decimals (`validations.decimals`). The first failing rule is the field's message.
 */
const money = v.pipe(
  v.union([v.string(), v.number()], 'validations.required'),
  // A number as its digits (0.0000001, not 1e-7), text as typed.
  v.transform((value) =>
    typeof value === 'number'
      ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
      : value.trim(),
  ),
  v.nonEmpty('validations.required'),
  v.regex(/^-?\d+(\.\d+)?$/, 'validations.number'),
  v.transform(Number),
  v.minValue(0, 'validations.min'),
  v.maxValue(MAX_PRICE_MINOR / 100, 'validations.max'),
  // The decimals as digits (12.345 → "345"; a tiny 1e-7 stays as written, too long): a bound the message can
  // show, unlike a check's. String() writes a number's shortest form, so no float noise shows as decimals.
  v.transform((n) => {
    const text = String(n);
    return text.includes('e-') ? text : (text.split('.')[1] ?? '');
  }),
  v.maxLength(2, 'validations.decimals'),
);

/** A variant's or an option's name. */
const variantName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validations.required'),
  v.maxLength(60, 'validations.maxlength'),
);
const link = v.pipe(v.string('validations.required'), v.nonEmpty('validations.required'));
let keySeed = 0;
/** A stable React key for a new variant or option row. */
export const newKey = () => `k${++keySeed}`;

/** The form's rules: the payload's own entries, and the form's shapes for money, category and variants. */
export const ProductFormSchema = v.object({
  name: ProductBodySchema.entries.name,
  serviceTypeId: link,
  l1: link,
  description: ProductBodySchema.entries.description,
  basePrice: money,
  bufferTime: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'validations.integer'), v.transform(Number))]),
    v.integer('validations.integer'),
    v.minValue(0, 'validations.min'),
    v.maxValue(MAX_BUFFER_MINUTES, 'validations.max'),
  ),
  variants: v.pipe(
    v.array(
      v.object({
        name: variantName,
        options: v.pipe(
          v.array(
            v.object({
              name: variantName,
              price: money,
            }),
          ),
          v.minLength(1, 'validations.min_items'),
          v.maxLength(MAX_OPTIONS, 'validations.max_items'),
        ),
      }),
    ),
    v.maxLength(MAX_VARIANTS, 'validations.max_items'),
  ),
  media: v.pipe(v.array(v.any()), v.maxLength(MAX_MEDIA, 'validations.max_items')),
});

/** The three bodies of a save (the form's rules have passed). */
export function bodiesFrom(values: ProductFormValues): {
  body: ProductBody;
  variants: ProductVariantsBody;
  media: ProductMediaBody;
} {
  return {
    body: {
      name: values.name.trim(),
      serviceTypeId: values.serviceTypeId ?? '',
      categoryId: values.l3 ?? values.l2 ?? values.l1 ?? '',
      description: values.description.trim(),
      basePrice: toMinor(values.basePrice) ?? 0,
      bufferTime: Number(values.bufferTime),
    },
    variants: {
      variants: values.variants.map((variant) => ({
        name: variant.name.trim(),
        options: variant.options.map((option) => ({ name: option.name.trim(), price: toMinor(option.price) ?? 0 })),
      })),
    },
    media: {
      images: values.media.map((m) => m.image),
      defaultIndex: values.media.length > 0 ? Math.min(values.defaultIndex, values.media.length - 1) : undefined,
    },
  };
}

/** A saved product as the form's values. */
export function valuesFrom(product: Product): ProductFormValues {
  const path = product.categoryPath;
  return {
    name: product.name,
    serviceTypeId: product.serviceTypeId,
    l1: path.category?.id ?? null,
    l2: path.subCategory?.id ?? null,
    l3: path.subSubCategory?.id ?? null,
    description: product.description,
    basePrice: fromMinor(product.basePrice),
    bufferTime: product.bufferTime,
    variants: product.variants.map((variant) => ({
      key: variant.id,
      name: variant.name,
      options: variant.options.map((option) => ({ key: option.id, name: option.name, price: fromMinor(option.price) })),
    })),
    media: product.media.map((m) => ({ image: m.image, thumbnail: m.thumbnail })),
    defaultIndex: Math.max(
      0,
      product.media.findIndex((m) => m.isDefault),
    ),
  };
}

/** A server's field → the form's: the category's error under the first category select, an image's under the images. */
export const formFieldOf = (field: string) =>
  field === 'categoryId' ? 'l1' : field === 'images' || field.startsWith('images.') ? 'media' : field;
