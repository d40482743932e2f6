import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '@/shared/messages';
import { EMPTY_PRODUCT, ProductFormSchema } from './product-form';

/** The first message of a field, as the form shows it (code and bound). */
function messageOf(values: Partial<typeof EMPTY_PRODUCT>, field: string) {
  const result = v.safeParse(ProductFormSchema, { ...EMPTY_PRODUCT, ...values });
  const issue = result.issues?.find((i) => v.getDotPath(i) === field);
  return issue ? issueMessage(issue) : null;
}

describe('ProductFormSchema: numbers are refused with their message, never changed', () => {
  it('refuses a negative base price with its bound (not saved as its opposite)', () => {
    expect(messageOf({ basePrice: -50 }, 'basePrice')).toMatchObject({ code: 'validations.min', params: { min: 0 } });
    expect(messageOf({ basePrice: '-50' }, 'basePrice')).toMatchObject({ code: 'validations.min' });
  });

  it('refuses more than two decimals, text and a blank price', () => {
    expect(messageOf({ basePrice: '12.345' }, 'basePrice')).toMatchObject({
      code: 'validations.decimals',
      params: { max: 2 },
    });
    expect(messageOf({ basePrice: 0.0000001 }, 'basePrice')).toMatchObject({ code: 'validations.decimals' });
    expect(messageOf({ basePrice: 'abc' }, 'basePrice')).toMatchObject({ code: 'validations.number' });
    expect(messageOf({ basePrice: '' }, 'basePrice')).toMatchObject({ code: 'validations.required' });
  });

  it('takes a price of up to two decimals, up to the largest', () => {
    for (const price of ['12.5', 12.34, '0', 9999999999.99])
      expect(messageOf({ basePrice: price }, 'basePrice')).toBeNull();
    expect(messageOf({ basePrice: 10000000000 }, 'basePrice')).toMatchObject({ code: 'validations.max' });
  });

  it('refuses a buffer time beyond 1440 minutes, below 0 or with decimals (not clamped)', () => {
    expect(messageOf({ bufferTime: 99999 }, 'bufferTime')).toMatchObject({
      code: 'validations.max',
      params: { max: 1440 },
    });
    expect(messageOf({ bufferTime: -5 }, 'bufferTime')).toMatchObject({ code: 'validations.min', params: { min: 0 } });
    expect(messageOf({ bufferTime: 1.5 }, 'bufferTime')).toMatchObject({ code: 'validations.integer' });
    expect(messageOf({ bufferTime: 1440 }, 'bufferTime')).toBeNull();
  });

  it('refuses a negative option price the same way', () => {
    const variants = [{ key: 'a', name: 'Size', options: [{ key: 'b', name: 'L', price: -5 }] }];
    expect(messageOf({ variants }, 'variants.0.options.0.price')).toMatchObject({ code: 'validations.min' });
  });
});
