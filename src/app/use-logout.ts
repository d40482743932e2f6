import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { signOutOnServer } from '@/features/auth/api/auth.mutations';
import { forgetPushRegistration } from '@/lib/push-registration';
import { clearPersistedCaches } from '@/lib/query-client';
import { session } from '@/lib/session';
import { paths } from '@/shared/paths';

/** Logout: revoke on the server, forget this user's cached data, clear the session, go to login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutOnServer();
    await clearPersistedCaches(queryClient);
    forgetPushRegistration();
    session.clear();
    await navigate({ ...paths.login(), replace: true });
  }, [queryClient, navigate]);
}
