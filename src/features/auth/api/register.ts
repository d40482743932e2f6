import { api } from '@/lib/api-client';
import { operatorStore } from '@/lib/operator';
import { authEndpoints } from '@/shared/api/endpoints/auth';
import { registerEndpoints } from '@/shared/api/endpoints/register';
import type { RegisterBody } from '@/shared/schemas/register';
import { CLIENT_ID, CLIENT_SECRET } from './auth.mutations';

/** Asks the page's operator for an account (the client login first, as for signing in). */
export async function requestAccount(body: RegisterBody): Promise<void> {
  const { clientToken } = await api(authEndpoints.clientLogin, {
    body: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  });
  const operatorId = operatorStore.get();
  await api(
    registerEndpoints.register,
    { body },
    { headers: { 'X-Client-Token': clientToken, ...(operatorId ? { 'X-Operator-Id': operatorId } : {}) } },
  );
}
