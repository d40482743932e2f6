import * as v from 'valibot';
import { ConfirmPasswordSchema, NewPasswordSchema } from './profile';

/**
 * The register page (spec part 1 §2, §5): a username (the email address the account will sign in with), a
 * password and its confirmation (`validations.inconsistent` when they differ), and the agree checkbox. The same
 * schema validates the form and the request. Submitting asks the operator for an account: it is created inactive
 * and an ADMIN approves it (the sub-admins list's Requests) or removes it.
 */
export const RegisterBodySchema = v.pipe(
  v.object({
    username: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validations.required'),
      v.maxLength(254),
      v.email('invalid_email'),
      v.toLowerCase(),
    ),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    agree: v.literal(true, 'register.agree_required'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'validations.inconsistent',
    ),
    ['confirmPassword'],
  ),
);
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;

export const RegisterDataSchema = v.object({ ok: v.literal(true) });
