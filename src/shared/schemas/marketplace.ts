import * as v from 'valibot';
import { UuidSchema } from './common';

/** Events raised by the marketplace's customer and provider apps (they become console notifications). */
const text = (max: number, name: string) =>
  v.pipe(
    v.string(`must be text`),
    v.trim(),
    v.nonEmpty(`please enter ${name}`),
    v.maxLength(max, `at most ${max} characters`),
  );
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `at most ${max} characters`)));

export const SupportRequestBodySchema = v.pipe(
  v.object({
    customerId: v.optional(UuidSchema),
    providerId: v.optional(UuidSchema),
    subject: text(200, 'subject'),
    message: optionalText(5000),
  }),
  v.forward(
    v.check((b) => (b.customerId === undefined) !== (b.providerId === undefined), 'give a customerId or a providerId'),
    ['customerId'],
  ),
);

export const PayoutRequestBodySchema = v.object({
  providerId: UuidSchema,
  amount: v.pipe(
    v.number('must be a number'),
    v.finite('must be a number'),
    v.minValue(0.01, 'must be more than 0'),
    v.maxValue(10_000_000, 'must be at most 10000000'),
    v.check(
      (n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      'at most 2 decimals',
    ),
  ),
  note: optionalText(1000),
});

export const ProviderSignUpBodySchema = v.object({
  name: text(200, 'name'),
  email: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(254), v.email('must be an email address'))),
  countryCode: v.optional(v.pipe(v.string('must be text'), v.regex(/^\+\d{1,4}$/, 'must look like +91'))),
  phoneNumber: v.optional(v.pipe(v.string('must be text'), v.regex(/^\d{4,15}$/, 'must be 4 to 15 digits'))),
  businessType: optionalText(60),
  address: optionalText(500),
});

export const CreatedSchema = v.object({ id: v.string() });
