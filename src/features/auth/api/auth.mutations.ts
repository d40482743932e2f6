import { api } from '@/lib/api-client';
import { authEndpoints } from '@/shared/api/endpoints/auth';
import { session } from '@/lib/session';
import type { LoginData } from '@/shared/schemas/auth';

export const CLIENT_ID = import.meta.env.VITE_CLIENT_ID ?? 'admin-console';
export const CLIENT_SECRET = import.meta.env.VITE_CLIENT_SECRET ?? 'admin-console-secret';

/** Spec part 1 §4 Login: the fixed client login first, then the user login (with a device token if any). */
export async function signIn(input: { username: string; password: string; deviceToken?: string }): Promise<LoginData> {
  const { clientToken } = await api(authEndpoints.clientLogin, {
    body: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  });
  const data = await api(
    authEndpoints.login,
    { body: { username: input.username, password: input.password, deviceToken: input.deviceToken } },
    { headers: { 'X-Client-Token': clientToken } },
  );
  session.set(data);
  return data;
}

/** Revokes the session on the server (best effort: offline logout still signs out locally). */
export async function signOutOnServer(): Promise<void> {
  const current = session.get();
  if (!current) return;
  try {
    await api(authEndpoints.logout, { body: { refreshToken: current.refreshToken } }, { background: true });
  } catch (error) {
    console.warn('logout call failed; signing out locally', error);
  }
}
