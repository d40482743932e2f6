import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaField } from './schema-field';

const Phone = v.pipe(v.string(), v.trim(), v.maxLength(32));
const Body = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
    password: v.pipe(v.string(), v.minLength(8)),
    phone: v.pipe(v.string(), v.nonEmpty(), Phone),
    address: v.nullish(v.pipe(v.string(), v.nonEmpty(), v.maxLength(500))),
    note: v.string(),
  }),
  v.check(() => true),
);

describe('schemaField', () => {
  it('reads the longest text and marks a field that refuses blank as required', () => {
    expect(schemaField(Body, 'name')).toEqual({ maxLength: 100, withAsterisk: true });
    expect(schemaField(Body, 'password')).toEqual({ withAsterisk: true });
  });

  it('finds the length of a schema piped inside the field', () => {
    expect(schemaField(Body, 'phone')).toEqual({ maxLength: 32, withAsterisk: true });
  });

  it('keeps the length of an optional field but does not mark it required', () => {
    expect(schemaField(Body, 'address')).toEqual({ maxLength: 500, withAsterisk: false });
  });

  it('gives nothing for a free field or one the schema does not have', () => {
    expect(schemaField(Body, 'note')).toEqual({ withAsterisk: false });
    expect(schemaField(Body, 'missing')).toEqual({ withAsterisk: false });
  });
});
