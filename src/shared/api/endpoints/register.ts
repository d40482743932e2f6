import type { Endpoint } from '../endpoint';
import { RegisterBodySchema, RegisterDataSchema } from '../../schemas/register';

/** The register page's call: its own file so the sign-in page's chunk does not carry it. */
export const registerEndpoints = {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary:
      'Ask the operator (X-Operator-Id) for an account (requires X-Client-Token): {username (an email address), password (≥ 8), confirmPassword, agree: true}. Answers 202 alike whether the address is new or taken (no enumeration); a new one becomes an inactive sub-admin that an ADMIN approves in GET /sub-admins?status=requested by activating it, and each active ADMIN of the operator gets a notification (pushType 16, code notification.account_requested, also pushed) leading there. Counts against the sign-in attempts of the address (429 with Retry-After)',
    tag: 'auth',
    auth: 'client',
    body: RegisterBodySchema,
    data: RegisterDataSchema,
    errors: { 400: 'X-Operator-Id missing or malformed', 404: 'Unknown operator' },
  },
} as const satisfies Record<string, Endpoint>;
