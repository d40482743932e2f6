import type { MessageTable } from './table';

export const SUB_ADMIN_MESSAGES = {
  'subadmin.not_found': { text: 'Sub-admin not found' },
  'subadmin.admin_account': { text: 'Only an administrator can change an administrator’s account' },
  'subadmin.cannot_grant': { text: 'You cannot grant the module {module}', params: { module: 'text' } },
  'subadmin.own_rights': { text: 'You cannot change your own permissions' },
  'subadmin.admin_has_all': { text: 'An administrator has every module already' },
  'subadmin.self': { text: 'You cannot deactivate or remove your own account' },
  'subadmin.last_admin': { text: 'The last active administrator cannot be deactivated or removed' },
  'subadmin.email_taken': { text: 'This email address belongs to another account' },
  'subadmin.image_not_uploaded': { text: 'Upload the profile image first' },
  'subadmin.created': { text: 'Sub-admin added' },
  'subadmin.updated': { text: 'Sub-admin saved' },
  'subadmin.deleted': { text: 'Sub-admin deleted' },
  'subadmin.activated': { text: 'Sub-admin activated' },
  'subadmin.deactivated': { text: 'Sub-admin deactivated' },
  'subadmin.permissions_saved': { text: 'Permissions saved' },
} as const satisfies MessageTable;
