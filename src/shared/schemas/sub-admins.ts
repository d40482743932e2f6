import * as v from 'valibot';
import { type SortFieldOf, SUB_ADMINS_LIST } from '../lists';
import { MODULES } from '../modules';
import { idParams, pagingEntries, UuidSchema, nullableString } from './common';
import { listTotalEntries, searchEntry, sortEntries } from './list';

/**
 * Sub-admins (spec part 2 §2 "Sub-admins list", §3 Sub-admin): the operator's accounts with per-module
 * permissions. The list contract lives here; the add/edit body (which validates the phone number with
 * libphonenumber-js) is in `sub-admin-body.ts`, so the list's chunk does not carry the phone library.
 */

export const SUB_ADMIN_SORT_FIELDS = SUB_ADMINS_LIST.sortFields;
export type SubAdminSortField = SortFieldOf<typeof SUB_ADMINS_LIST>;

/** Active 1, inactive 0 (spec: a boolean shown, 1 or 0 sent). */
export const SubAdminStatusSchema = v.picklist([0, 1], 'status must be 1 or 0');

export const SubAdminsListQuerySchema = v.object({
  ...pagingEntries(SUB_ADMINS_LIST.defaultPageSize),
  search: searchEntry(
    'First or last name, full name, email or phone number; case-insensitive, % and _ taken literally',
  ),
  status: v.optional(
    v.pipe(
      v.union(
        [v.picklist(['0', '1', 'all', 'requested']), v.picklist([0, 1])],
        'status must be 1, 0, all or requested',
      ),
      v.transform((s) => (s === 'all' ? undefined : s === 'requested' ? ('requested' as const) : (Number(s) as 0 | 1))),
      v.description(
        '1 active, 0 inactive, all (the default): the team; requested: the accounts asked for on the register page and not yet approved (approving = activating)',
      ),
    ),
  ),
  ...sortEntries(SUB_ADMIN_SORT_FIELDS),
});
export type SubAdminsListQuery = v.InferInput<typeof SubAdminsListQuerySchema>;

/** A sub-admins-list row (spec part 2 §3, Sub-admin). */
export const SubAdminRowSchema = v.object({
  id: UuidSchema,
  role: v.picklist(['ADMIN', 'SUB_ADMIN']),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  /** The dial code (`+91`). */
  countryCode: nullableString,
  /** The country of the dial code (`IN`), as the form's country picker chose it. */
  countryCodeIso: nullableString,
  /** The national number's digits. */
  phoneNumber: nullableString,
  /** The number in international format (`+91 98450 12345`), formatted by the server. */
  phone: nullableString,
  profileImage: nullableString,
  status: SubAdminStatusSchema,
  /** Asked for on the register page and not approved yet (approving = activating it). */
  requested: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SubAdminRow = v.InferOutput<typeof SubAdminRowSchema>;

export const SubAdminsListDataSchema = v.object({ data: v.array(SubAdminRowSchema), ...listTotalEntries });
export type SubAdminsListData = v.InferOutput<typeof SubAdminsListDataSchema>;

/** One permission: a module key of the operator. */
export const PermissionSchema = v.object({
  module: v.picklist(MODULES, 'validations.invalid'),
});

/** `GET /sub-admins/{id}`: the row and its permissions (an ADMIN holds every module of the operator). */
export const SubAdminDetailSchema = v.object({
  ...SubAdminRowSchema.entries,
  permissions: v.array(PermissionSchema),
  /** The operator's modules: what may be granted (the permissions page's checklist). */
  operatorModules: v.array(v.picklist(MODULES)),
});
export type SubAdminDetail = v.InferOutput<typeof SubAdminDetailSchema>;

export const SubAdminIdParamsSchema = idParams(
  'Sub-admin id (uuid); a malformed, unknown or other operator’s id answers 404',
);

export const SubAdminStatusBodySchema = v.object({
  status: v.pipe(v.union([v.picklist([0, 1]), v.boolean()], 'status must be 1 or 0'), v.transform(Number)),
});

export const SubAdminPermissionsBodySchema = v.object({
  permissions: v.pipe(v.array(PermissionSchema), v.maxLength(MODULES.length)),
});
