import type { Endpoint } from '../endpoint';
import { SubAdminCreateBodySchema, SubAdminUpdateBodySchema } from '../../schemas/sub-admin-body';
import { SubAdminIdParamsSchema, SubAdminRowSchema } from '../../schemas/sub-admins';

const BODY_RULES =
  'firstName, lastName (1–80), email (an email address, unique), countryCode (+91) with phoneNumber (valid for its country; spaces dropped), countryCodeIso (IN), profileImage (an image uploaded with POST /upload)';

/**
 * Adding and editing a sub-admin (module `sub-admins`), apart from `sub-admins.ts` so that only the dialog's
 * chunk carries the phone library.
 */
export const subAdminFormEndpoints = {
  subAdminCreate: {
    method: 'POST',
    path: '/sub-admins',
    summary: `Add a sub-admin (active); answers 201. Body: ${BODY_RULES}, password (≥ 8) and confirmPassword, permissions ([{module}], default dashboard; only modules the operator has and the caller holds)`,
    tag: 'sub-admins',
    auth: 'user',
    module: 'sub-admins',
    body: SubAdminCreateBodySchema,
    data: SubAdminRowSchema,
    errors: {
      403: 'Module not permitted or another operator; a permission the operator lacks or the caller does not hold',
      409: 'The email belongs to another account',
      422: 'A field is missing or invalid',
    },
  },
  subAdminUpdate: {
    method: 'PUT',
    path: '/sub-admins/{id}',
    summary: `Edit an account’s details (every field is sent, as in the edit dialog; not its password or rights). Body: ${BODY_RULES}`,
    tag: 'sub-admins',
    auth: 'user',
    module: 'sub-admins',
    params: SubAdminIdParamsSchema,
    body: SubAdminUpdateBodySchema,
    data: SubAdminRowSchema,
    errors: {
      403: 'Module not permitted or another operator; a sub-admin editing an ADMIN account',
      404: 'No such account (also for another operator’s account)',
      409: 'The email belongs to another account',
      422: 'A field is missing or invalid',
    },
  },
} as const satisfies Record<string, Endpoint>;
