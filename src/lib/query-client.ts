import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { idbStore } from './idb-store';

export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** Cached data of another app version is dropped. */
export const CACHE_BUSTER = import.meta.env.VITE_APP_VERSION ?? 'dev';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: CACHE_MAX_AGE,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/** One persisted cache per operator and user, so a shared device never mixes two people's data. */
export function cacheKey(operatorId: string, userId: string): string {
  return `cache:${operatorId}:${userId}`;
}

export function createPersister(key: string) {
  return createAsyncStoragePersister({ storage: idbStore, key, throttleTime: 1000 });
}

/** Logout: forget every cached query of this device's users (memory and IndexedDB). */
export async function clearPersistedCaches(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  for (const key of await idbStore.keys()) if (key.startsWith('cache:')) await idbStore.removeItem(key);
}
