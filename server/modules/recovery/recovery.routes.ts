import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import { LANGUAGE_COOKIE } from '../../../src/shared/first-paint';
import { clientIp } from '../auth/auth.routes';
import { requestCode, resetPassword, verifyCode } from './recovery.service';

/** Password recovery by a 4-digit code (issue 19): ask, verify, reset. */
export function recoveryRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'forgotPassword', async ({ c, input }) => {
    // The code's email is written in the language this console is in (its cookie), if the operator offers it.
    const language = getCookie(c, LANGUAGE_COOKIE);
    const data = await requestCode(deps, input.body, clientIp(c, deps.env.trustProxy), language);
    return reply(data, 'auth.otp_sent');
  });

  route(app, deps, 'verifyOtp', async ({ c, input }) =>
    reply(await verifyCode(deps, input.body, clientIp(c, deps.env.trustProxy)), 'auth.otp_verified'),
  );

  route(app, deps, 'resetPassword', async ({ c, input }) => {
    const families = await resetPassword(deps, input.body, clientIp(c, deps.env.trustProxy));
    for (const familyId of families) deps.notifications.endSession(familyId);
    return reply({ ok: true as const }, 'auth.password_reset');
  });
}
