import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authEndpoints } from '@/shared/api/endpoints/auth';
import { session } from '@/lib/session';

export const authKeys = {
  all: ['auth'] as const,
  me: (userId: string) => [...authKeys.all, 'me', userId] as const,
};

/** GET /me: the user, role and modules; keeps the stored session's copy current. */
export const meQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.me(userId),
    queryFn: async () => {
      const me = await api(authEndpoints.me, {}, { background: true });
      session.update({ user: me.user, role: me.role, modules: me.modules });
      return me;
    },
    staleTime: 60_000,
  });
