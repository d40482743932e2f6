import * as v from 'valibot';
import { DialCodeSchema, isValidPhone, phoneParts } from '../phone';
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
    /** The booking the request is about (one of the requester's). */
    orderId: v.optional(UuidSchema),
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

/**
 * A provider's sign-up from the provider app. Its phone is checked against the dial code's country with
 * libphonenumber-js (decision 009), never by a hand-written pattern, and stored as the dial code and the national
 * number's digits (`+91`, `9845012345`), as the console's forms store it: a number without its dial code is
 * refused (`invalid_phone`), since it could not be shown or called in international format.
 */
export const ProviderSignUpBodySchema = v.pipe(
  v.object({
    name: text(200, 'name'),
    email: v.optional(
      v.pipe(v.string('must be text'), v.trim(), v.maxLength(254), v.email('must be an email address')),
    ),
    /** The dial code (`+91`); required with a number. */
    countryCode: v.optional(DialCodeSchema),
    /** The national number (spaces allowed), or the full number with its `+` dial code. */
    phoneNumber: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(20))),
    businessType: optionalText(60),
    address: optionalText(500),
  }),
  v.forward(
    v.partialCheck(
      [['countryCode'], ['phoneNumber']],
      (b) => !b.phoneNumber || isValidPhone(b.countryCode, b.phoneNumber),
      'invalid_phone',
    ),
    ['phoneNumber'],
  ),
  v.transform(({ countryCode, phoneNumber, ...rest }) => {
    const parts = phoneNumber ? phoneParts(countryCode, phoneNumber) : null;
    return { ...rest, countryCode: parts?.countryCode, phoneNumber: parts?.phoneNumber };
  }),
);

export const CreatedSchema = v.object({ id: v.string() });
