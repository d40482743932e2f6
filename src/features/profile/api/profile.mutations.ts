import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { profileEndpoints } from '@/shared/api/endpoints/profile';
import type { ProfileBody } from '@/shared/schemas/profile';

/** Saves the user's own details, and the session (the header's name and picture) takes them at once. */
export async function saveProfile(body: ProfileBody, idempotencyKey: string) {
  const me = await api(profileEndpoints.updateProfile, { body }, { idempotencyKey });
  session.update({ user: me.user, role: me.role, modules: me.modules });
  return me;
}
