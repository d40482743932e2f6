import { api } from '@/lib/api-client';
import { authEndpoints } from '@/shared/api/endpoints/auth';
import { passwordRecoveryEndpoints } from '@/shared/api/endpoints/password-recovery';
import type { ForgotPasswordBody, ResetPasswordBody, VerifyOtpBody } from '@/shared/schemas/password-recovery';
import { CLIENT_ID, CLIENT_SECRET } from './auth.mutations';

/** The recovery calls carry a client token, like sign-in (the fixed client login first). */
async function clientHeaders() {
  const { clientToken } = await api(authEndpoints.clientLogin, {
    body: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  });
  return { headers: { 'X-Client-Token': clientToken } };
}

/** Step 1: a code to the account's email or phone (the answer is the same whether or not one exists). */
export async function requestRecoveryCode(body: ForgotPasswordBody) {
  return api(passwordRecoveryEndpoints.forgotPassword, { body }, await clientHeaders());
}

/** Step 2: the code → a one-time reset token. */
export async function verifyRecoveryCode(body: VerifyOtpBody) {
  return api(passwordRecoveryEndpoints.verifyOtp, { body }, await clientHeaders());
}

/** Step 3: the new password; every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody) {
  return api(passwordRecoveryEndpoints.resetPassword, { body }, await clientHeaders());
}
