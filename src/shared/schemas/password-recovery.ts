import * as v from 'valibot';
import { isValidPhone } from '../phone';
import { ConfirmPasswordSchema, NewPasswordSchema } from './profile';

/**
 * Password recovery (issue 19): ask for a code by email (`username`: the email or username of the account)
 * or by phone (dial code + number, checked for that country), check the 4-digit code, set a new password.
 * The same schemas check the console's form and the server's body; their messages are codes (decision 007).
 */

/** How many digits a recovery code has (spec part 2 §9). */
export const OTP_LENGTH = 4;
/** The phone field's maximum length (spec part 2 §9). */
export const RECOVERY_PHONE_MAX = 15;

const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required'), v.maxLength(max));

const byEmail = { channel: v.literal('email'), username: required(320) };
const byPhone = {
  channel: v.literal('phone'),
  /** The dial code, e.g. `+91`. */
  countryCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.regex(/^\+?\d{1,4}$/, 'validations.country_code'),
  ),
  /** The national number; spaces and dashes are allowed. */
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.maxLength(RECOVERY_PHONE_MAX),
    v.regex(/^[\d\s-]+$/, 'invalid_phone'),
  ),
};
const otp = {
  otp: v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required'), v.regex(/^\d{4}$/, 'auth.otp_format')),
};

type Identified = { channel: 'email' } | { channel: 'phone'; countryCode: string; phone: string };

/** A phone number that is not valid for its dial code's country is `invalid_phone` on `phone`. */
const validPhone = (input: Identified) => input.channel !== 'phone' || isValidPhone(input.countryCode, input.phone);

const ForgotVariant = v.variant('channel', [v.object(byEmail), v.object(byPhone)]);
export const ForgotPasswordBodySchema = v.pipe(
  ForgotVariant,
  v.forward(v.check<v.InferOutput<typeof ForgotVariant>, 'invalid_phone'>(validPhone, 'invalid_phone'), [
    'phone',
  ] as never),
);
export type ForgotPasswordBody = v.InferInput<typeof ForgotPasswordBodySchema>;

export const ForgotPasswordDataSchema = v.object({
  /** Seconds the code lives. */
  expiresIn: v.number(),
  codeLength: v.number(),
});

const VerifyVariant = v.variant('channel', [v.object({ ...byEmail, ...otp }), v.object({ ...byPhone, ...otp })]);
export const VerifyOtpBodySchema = v.pipe(
  VerifyVariant,
  v.forward(v.check<v.InferOutput<typeof VerifyVariant>, 'invalid_phone'>(validPhone, 'invalid_phone'), [
    'phone',
  ] as never),
);
export type VerifyOtpBody = v.InferInput<typeof VerifyOtpBodySchema>;

export const VerifyOtpDataSchema = v.object({
  /** One-time: sets the password once, within `expiresIn` seconds. */
  resetToken: v.string(),
  expiresIn: v.number(),
});

/** The rules of a new password (as the profile's change of password) with the confirmation's match rule. */
export const ResetPasswordBodySchema = v.pipe(
  v.object({
    resetToken: v.pipe(v.string(), v.nonEmpty('validations.required'), v.maxLength(200)),
    password: v.pipe(
      NewPasswordSchema,
      v.regex(/[A-Za-z]/, 'validations.password_letter'),
      v.regex(/\d/, 'validations.password_digit'),
    ),
    confirmPassword: ConfirmPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'password_mismatch',
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordBody = v.InferInput<typeof ResetPasswordBodySchema>;
