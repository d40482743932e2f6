import { dehydrate, QueryClient } from '@tanstack/react-query';
import { idbStore } from '@/lib/idb-store';
import { CACHE_BUSTER } from '@/lib/query-client';
import type { LoginData } from '@/shared/schemas/auth';

/** A signed-in administrator of one operator, as the login answers it. */
export const LOGIN_DATA = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 3600,
  refreshExpiresIn: 86400,
  role: 'ADMIN',
  modules: ['dashboard'],
  user: {
    id: '22222222-2222-4222-8222-222222222222',
    operatorId: '11111111-1111-4111-8111-111111111111',
    email: 'a@b.test',
    username: null,
    firstName: 'A',
    lastName: 'B',
    countryCode: null,
    phoneNumber: null,
    profileImage: null,
  },
} satisfies LoginData;

/** What a previous visit left on the device under `key`: the bookings list's query with `data`. */
export async function storePreviousVisit(key: string, data: unknown): Promise<void> {
  const previous = new QueryClient();
  previous.setQueryData(['orders', 'list'], data);
  await idbStore.setItem(
    key,
    JSON.stringify({ buster: CACHE_BUSTER, timestamp: Date.now(), clientState: dehydrate(previous) }),
  );
}
