import * as v from 'valibot';
import { isValidPhone, phoneParts } from '../phone';
import { freeText } from './common';

/**
 * The body of POST /merchants and PUT /merchants/{id}, and the add/edit form's rules (one schema for both).
 * Apart from `merchants.ts` because it validates phone numbers with libphonenumber-js (decision 009): only the
 * form's chunk and the server load it, never the list's.
 */

/** Free text, blank or left out = none (null). */
const optionalText = (max: number) => v.optional(freeText(max), '');

export const MerchantBodySchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required'), v.maxLength(200)),
    firstName: optionalText(100),
    lastName: optionalText(100),
    // A union with '' (not a check), so OpenAPI shows both: blank, or an email address (invalid_email).
    email: v.optional(
      v.pipe(
        v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())]),
        v.transform((s) => (s === '' ? null : s.toLowerCase())),
      ),
      '',
    ),
    /** The dial code (`+91`); required with a number. */
    countryCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\+?\d{1,4})?$/, 'validations.country_code')), ''),
    /** The national number (spaces allowed); checked against the dial code's country. */
    phoneNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
    address: optionalText(500),
    /** e.g. Individual, Agency, Company. */
    businessType: optionalText(60),
    /** Free text, e.g. `Mon-Sat 09:00-18:00`. */
    workingHours: optionalText(100),
    servicable: v.boolean(),
    /** Approved by the operator. */
    verified: v.optional(v.boolean(), false),
    /** Active (the list's toggle). */
    status: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.partialCheck(
      [['countryCode'], ['phoneNumber']],
      (input) => input.phoneNumber === '' || isValidPhone(input.countryCode, input.phoneNumber),
      'invalid_phone',
    ),
    ['phoneNumber'],
  ),
  // Stored as the dial code and the national number's digits (+91, 9845012345); no number, neither.
  v.transform(({ countryCode, phoneNumber, ...rest }) => {
    const parts = phoneNumber === '' ? null : phoneParts(countryCode, phoneNumber);
    return { ...rest, countryCode: parts?.countryCode ?? null, phoneNumber: parts?.phoneNumber ?? null };
  }),
);
export type MerchantBody = v.InferInput<typeof MerchantBodySchema>;
export type MerchantBodyParsed = v.InferOutput<typeof MerchantBodySchema>;
