import {
  ForgotPasswordBodySchema,
  ForgotPasswordDataSchema,
  ResetPasswordBodySchema,
  VerifyOtpBodySchema,
  VerifyOtpDataSchema,
} from '../../schemas/password-recovery';
import type { Endpoint } from '../endpoint';
import { OkSchema } from '../endpoint';

/**
 * Password recovery by a 4-digit code (issue 19). Apart from `auth.ts` so the login page's chunk does not
 * carry these schemas (and libphonenumber-js with them). All three answer 429 with Retry-After past the
 * per-IP limit; the request also past the per-account one.
 */
export const passwordRecoveryEndpoints = {
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    summary:
      'Send a 4-digit code to the account of an email/username or phone number (requires X-Client-Token); answers the same whether or not one exists',
    tag: 'auth',
    auth: 'client',
    body: ForgotPasswordBodySchema,
    data: ForgotPasswordDataSchema,
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/verify-otp',
    summary: 'Check the code (5 attempts, valid 10 minutes); answers a one-time reset token',
    tag: 'auth',
    auth: 'client',
    body: VerifyOtpBodySchema,
    data: VerifyOtpDataSchema,
    errors: {
      422: 'The code is wrong (otp: auth.otp_invalid), expired or used (auth.otp_expired), or tried too often (auth.otp_attempts)',
    },
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set the new password with the reset token; every session and device of the account is signed out',
    tag: 'auth',
    auth: 'client',
    body: ResetPasswordBodySchema,
    data: OkSchema,
    errors: {
      422: 'The reset token is expired or used (resetToken: auth.reset_token_invalid), or the password breaks a rule',
    },
  },
} as const satisfies Record<string, Endpoint>;
