import { api } from '@/lib/api-client';
import { profileEndpoints } from '@/shared/api/endpoints/profile';
import { session } from '@/lib/session';
import type { ProfileBody } from '@/shared/schemas/profile';

export async function saveProfile(body: ProfileBody) {
  const me = await api(profileEndpoints.updateProfile, { body });
  session.update({ user: me.user, role: me.role, modules: me.modules });
  return me;
}

export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return api(profileEndpoints.changePassword, { body });
}
