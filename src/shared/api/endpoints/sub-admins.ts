import { DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import {
  SUB_ADMIN_SORT_FIELDS,
  SubAdminDetailSchema,
  SubAdminIdParamsSchema,
  SubAdminPermissionsBodySchema,
  SubAdminRowSchema,
  SubAdminStatusBodySchema,
  SubAdminsListDataSchema,
  SubAdminsListQuerySchema,
} from '../../schemas/sub-admins';
import { DeletedSchema } from '../../schemas/common';

const NOT_FOUND =
  'No such account (also for another operator’s account, and an ADMIN account asked for by a sub-admin)';
const base = { tag: 'sub-admins', auth: 'user', module: 'sub-admins' } as const;

/**
 * Sub-admins (module `sub-admins`): the operator's accounts with per-module permissions. Nobody can give more
 * than they hold: a module the operator lacks or the caller does not hold is refused (403), a sub-admin cannot
 * change an ADMIN account or its own rights (403), and the last active ADMIN cannot be deactivated or removed
 * (409). A change of permissions or status applies to the account's next request; deactivating or deleting
 * ends its sessions and its devices' pushes. Add and edit are in `sub-admin-form.ts` (the phone library).
 */
export const subAdminEndpoints = {
  subAdminsList: {
    method: 'GET',
    path: '/sub-admins',
    summary: `The operator's sub-admins, newest first, or sorted by sortBy (${SUB_ADMIN_SORT_FIELDS.join(', ')}; ties newest first): data.data + data.total. search matches first, last or full name, email or phone; status 1, 0 or all`,
    ...base,
    query: SubAdminsListQuerySchema,
    data: SubAdminsListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  subAdminDetail: {
    method: 'GET',
    path: '/sub-admins/{id}',
    summary: 'One account with data.permissions ([{module}]) and the operator’s modules (what may be granted)',
    ...oneOf(base, SubAdminIdParamsSchema, NOT_FOUND),
    data: SubAdminDetailSchema,
  },
  subAdminStatus: {
    method: 'PUT',
    path: '/sub-admins/{id}/status',
    summary: 'Activate (1) or deactivate (0); deactivating ends the account’s sessions and its devices’ pushes',
    ...base,
    params: SubAdminIdParamsSchema,
    body: SubAdminStatusBodySchema,
    data: SubAdminRowSchema,
    errors: {
      403: 'Module not permitted or another operator; a sub-admin acting on an ADMIN account or on itself',
      404: NOT_FOUND,
      409: 'The last active ADMIN of the operator, or the caller’s own account',
    },
  },
  subAdminPermissions: {
    method: 'PUT',
    path: '/sub-admins/{id}/permissions',
    summary: 'Replace a sub-admin’s modules ({permissions: [{module}]}); dashboard is always kept',
    ...base,
    params: SubAdminIdParamsSchema,
    body: SubAdminPermissionsBodySchema,
    data: SubAdminDetailSchema,
    errors: {
      403: 'Module not permitted or another operator; a module the operator lacks or the caller does not hold, an ADMIN account, or the caller’s own rights',
      404: NOT_FOUND,
    },
  },
  subAdminDelete: {
    method: 'DELETE',
    path: '/sub-admins/{id}',
    summary:
      'Remove an account: it can no longer sign in, its sessions and device tokens end; what it did (booking changes, payout decisions) keeps its name',
    ...base,
    params: SubAdminIdParamsSchema,
    data: DeletedSchema,
    errors: {
      403: 'Module not permitted or another operator; a sub-admin removing an ADMIN account',
      404: NOT_FOUND,
      409: 'The last active ADMIN of the operator, or the caller’s own account',
    },
  },
} as const satisfies Record<string, Endpoint>;
